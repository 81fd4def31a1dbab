import drawers from './drawers.ts';
import securityRoutes from './routes.ts';

describe('./routes', () => {
  it('puts the MFA change page and the passkeys page under both customer menus, each for its customer type', async () => {
    expect(securityRoutes.remote).toBe('remote_security');
    const [individual, corporate] = securityRoutes.routes;
    expect(individual).toMatchObject({ path: 'customer', title: 'お客様情報', onlyfor: 'individual', childTypeQuery: true });
    expect(corporate).toMatchObject({ path: 'customer/corp', title: '法人情報', onlyfor: 'corporate', childTypeQuery: true });
    for (const parent of [individual!, corporate!]) {
      expect(parent.children!.map((c) => [c.path, c.title, c.onlyfor])).toEqual([
        ['verify2', '多要素認証', parent.onlyfor],
        ['passkey', 'パスキー', parent.onlyfor],
      ]);
      for (const child of parent.children!) expect(typeof (await child.page!()).default).toBe('function');
    }
  });
});

describe('./drawers', () => {
  it('exposes the four drawers of the contract', () => {
    expect(Object.keys(drawers).sort()).toEqual(['ActiveSessionsDrawer', 'LoginPasswordDrawer', 'TradingPasswordDrawer', 'WithdrawalPasswordDrawer']);
  });
});
