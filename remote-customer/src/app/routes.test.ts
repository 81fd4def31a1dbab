// The customer routes become the menus of spec §2 through the host's rules.
import customerRoutes from './routes.ts';

const individual = customerRoutes.routes.find((r) => r.path === 'customer');

describe('customer routes', () => {
  it('are served by remote_customer; the individual menu is for individuals, its links carry ?type', () => {
    expect(customerRoutes.remote).toBe('remote_customer');
    expect(individual).toMatchObject({ title: 'お客様情報', onlyfor: 'individual', childTypeQuery: true });
    for (const child of individual?.children ?? []) expect(typeof child.page).toBe('function');
  });
});
