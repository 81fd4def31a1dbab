// The login lockout holds under parallel requests. Each attempt is claimed in the
// database before the password is compared, so 20 parallel wrong guesses compare only 5 passwords
// and the right password sent right behind them is refused while the account is locked.
import { DEMO_PASSWORD, createTestApp, expectCode, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function passwordHashOf(customerNo: string): Promise<string> {
  const row = await t.app.services.db.selectFrom('customers').select('password_hash').where('customer_no', '=', customerNo).executeTakeFirstOrThrow();
  return row.password_hash;
}

describe('login lockout under parallel guesses', () => {
  it('20 parallel wrong passwords compare 5; the right one right behind them is refused until the lock ends', async () => {
    const hash = await passwordHashOf('10000001');
    // Wrong passwords' comparisons against the customer's hash are held until five have begun, so the
    // right password is sent while five wrong ones hold their claims. (Parallel requests reach the
    // claim in no fixed order on PostgreSQL's pool: a right password among the first five claims is
    // compared and succeeds, as it should, and the test would say nothing about the lock.)
    const hasher = t.app.services.hasher;
    const compare = hasher.verify.bind(hasher);
    let fiveBegun!: () => void;
    const begun = new Promise<void>((resolve) => (fiveBegun = resolve));
    let releaseComparisons!: () => void;
    const released = new Promise<void>((resolve) => (releaseComparisons = resolve));
    let comparing = 0;
    const verify = jest.spyOn(hasher, 'verify').mockImplementation(async (password, stored, priority) => {
      // Wrong passwords only: a right one compared by mistake answers at once (and fails the test).
      if (stored === hash && password !== DEMO_PASSWORD) {
        if (++comparing === 5) fiveBegun();
        await released;
      }
      return compare(password, stored, priority);
    });
    try {
      const guesses = Array.from({ length: 20 }, (_, i) => post(t.app, 'login/auth', { username: '10000001', password: `Wrong${i}x99` }));
      await begun;
      const right = await post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD });
      releaseComparisons();
      const answers = await Promise.all([...guesses, right]);
      for (const answer of answers) expectCode(answer, 401, 'AUTH001');
      // Only the claimed attempts reached the customer's hash (locked ones spend a dummy comparison).
      expect(verify.mock.calls.filter(([, stored]) => stored === hash)).toHaveLength(5);
    } finally {
      releaseComparisons();
      verify.mockRestore();
    }
    const events = await t.app.services.db.selectFrom('audit_log').select(['event', 'detail']).where('actor', '=', '10000001').execute();
    expect(events.filter((e) => e.event === 'login_locked')).toHaveLength(1);
    expect(events.filter((e) => e.detail?.includes('bad_password'))).toHaveLength(5);
    expect(events.filter((e) => e.detail?.includes('"locked"'))).toHaveLength(16);
    expect(events.some((e) => e.event === 'login_succeeded')).toBe(false);

    t.clock.advanceSeconds(15 * 60 - 1);
    expectCode(await post(t.app, 'login/auth', { username: '10000001', password: DEMO_PASSWORD }), 401, 'AUTH001');
    t.clock.advanceSeconds(2);
    await login(t.app, '10000001');
  });

  it('parallel right passwords all succeed (claims in flight are released, not counted as failures)', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t.app, 'login/auth', { username: '20000001', password: DEMO_PASSWORD })));
    for (const answer of answers) expectCode(answer, 200, 'AG_1000');
    const row = await t.app.services.db
      .selectFrom('customers')
      .select(['failed_login_count', 'locked_until'])
      .where('customer_no', '=', '20000001')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ failed_login_count: 0, locked_until: null });
  });
});
