// The customer routes become the menus of spec §2 through the host's rules.
import customerRoutes from './routes.ts';

const individual = customerRoutes.routes.find((r) => r.path === 'customer');
const children = individual?.children ?? [];

describe('customer routes', () => {
  it('are served by remote_customer; the individual menu is for individuals, its links carry ?type', () => {
    expect(customerRoutes.remote).toBe('remote_customer');
    expect(individual).toMatchObject({ title: 'お客様情報', onlyfor: 'individual', childTypeQuery: true });
    for (const child of children) expect(typeof child.page).toBe('function');
  });

  it('lists the individual pages of spec §2 in menu order; contract-msg only for SEC-CFD holders', () => {
    const ordered = [...children].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((c) => c.path);
    expect(ordered).toEqual([
      'account',
      'number',
      'info',
      'address',
      'job',
      'bank',
      'property',
      'exp',
      'motivation',
      'business',
      'ad',
      'notic',
      'contract-msg',
    ]);
    expect(children.filter((c) => c.requiresSecCfd).map((c) => c.path)).toEqual(['contract-msg']);
  });

  it('the corporate menu is for corporations with its links carrying ?type; /portal/open is an account-opening route for both types', () => {
    const corporate = customerRoutes.routes.find((r) => r.path === 'customer/corp');
    expect(corporate).toMatchObject({ title: '法人情報', onlyfor: 'corporate', childTypeQuery: true });
    const ordered = [...(corporate?.children ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((c) => c.path);
    // spec §2's corporate pages in its order (verify2, last, comes from remote-security)
    expect(ordered).toEqual(['account', 'info', 'trader-info', 'exp', 'representative-info', 'bo-info', 'bank', 'ad', 'notic']);
    for (const child of corporate?.children ?? []) expect(typeof child.page).toBe('function');
    const open = customerRoutes.routes.find((r) => r.path === 'open');
    expect(open).toMatchObject({ title: '他サービス申込', openAccount: true });
    expect(open?.onlyfor).toBeUndefined();
  });

  it('carries the external campaign link of spec §2’s route table: it leaves the portal, for both customer types, after /portal/open', () => {
    const campaign = customerRoutes.routes.find((r) => r.path === 'campaign');
    expect(campaign).toEqual({ path: 'campaign', title: 'キャンペーン', order: 60, externalUrl: 'https://www.example.co.jp/campaign/' });
    expect(campaign?.page).toBeUndefined();
    expect(new URL(campaign!.externalUrl!).protocol).toBe('https:');
  });
});
