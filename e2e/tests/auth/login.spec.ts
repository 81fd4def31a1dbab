import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, fillLogin, login, screen, serverNow, waitForHome } from '../support/portal.ts';

test.describe('login and logout', () => {
  test('an individual customer logs in and sees My Page top with accounts and balances', async ({ page }) => {
    await page.goto('/portal/login');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await screen(page, 'login');
    await login(page, demo.individual.id);
    const main = page.getByRole('main').first();
    await expect(main.getByText(`${demo.individual.name} 様`).first()).toBeVisible();
    await expect(main.getByText('証券CFD').first()).toBeVisible();
    await expect(main.getByText(/\d{1,3}(,\d{3})*円/).first()).toBeVisible();
    await expect(page.getByText('10000001').first()).toBeVisible();
    await screen(page, 'home-individual');
  });

  test('a corporate customer logs in and sees the corporate name and corporate product labels', async ({ page }) => {
    await login(page, demo.corporate.id);
    await expect(page.getByText(demo.corporate.name).first()).toBeVisible();
    await expect(page.getByRole('main').first().getByText(/法人/).first()).toBeVisible();
    await screen(page, 'home-corporate');
  });

  test('a wrong password is refused with the generic Japanese message', async ({ page }) => {
    await fillLogin(page, demo.individual.id, 'Wrong1234');
    await expect(page.getByText('ログインIDまたはパスワードが正しくありません。').first()).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/login/);
    await screen(page, 'login-wrong-password');
  });

  test('multi-factor login asks for the e-mailed code and completes with it', async ({ page, request }) => {
    const since = await serverNow(request);
    await fillLogin(page, demo.mfa.id);
    await page.waitForURL('**/portal/login/verify2');
    await expect(page.getByText(/秒後再送信可/)).toBeVisible();
    await screen(page, 'login-verify2');
    const code = await codeFromMailbox(request, demo.mfa.email, since);
    await page.getByRole('textbox', { name: '認証コード' }).fill(code);
    await page.getByRole('button', { name: '認証してログイン' }).click();
    await waitForHome(page);
    await expect(page.getByText(`${demo.mfa.name} 様`).first()).toBeVisible();
  });

  test('logout ends the session: the portal goes back to login and protected pages redirect there', async ({ page }) => {
    await login(page, demo.individual.id);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL('**/portal/login**');
    await page.goto('/portal/home');
    await page.waitForURL('**/portal/login**');
  });

  test('an unknown page shows the Japanese 404 page', async ({ page }) => {
    await page.goto('/portal/404');
    await expect(page.getByText(/ページが見つかりません/).first()).toBeVisible();
    await screen(page, 'not-found');
    await login(page, demo.individual.id);
    await page.goto('/portal/no-such-page');
    await expect(page.getByText(/ページが見つかりません/).first()).toBeVisible();
  });
});

test.describe('the login page downloads only what the form needs', () => {
  test('no antd, layout, federation runtime or remote before the first keystroke; all of them while the customer types', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\.js(\?|$)/.test(request.url()) || request.url().includes('mf-manifest.json')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/portal/login');
    await expect(page.getByLabel('ログインID')).toBeFocused();
    await page.waitForLoadState('networkidle');
    const early = [...scripts];
    expect(early.length).toBeGreaterThan(2);
    expect(early.filter((file) => /\/(after-login|antd-shell|layout|page-home|federation)\.|remoteEntry\.js|mf-manifest\.json/.test(file))).toEqual(
      [],
    );
    await page.keyboard.type('1');
    const kinds = () =>
      [
        ...new Set(
          scripts
            .map((file) => /\/(after-login|antd-shell|layout|federation)\.|(remoteEntry)\.js/.exec(file)?.slice(1).find(Boolean))
            .filter(Boolean),
        ),
      ].sort();
    await expect.poll(kinds).toEqual(['after-login', 'antd-shell', 'federation', 'layout', 'remoteEntry']);
  });
});

test.describe('the moment after ログイン', () => {
  // The login page stays until My Page top replaces it — no screenshot taken between the
  // press of ログイン and the balances is empty. An empty screen is measured, not guessed: the page
  // with its content hidden gives the size of a blank screenshot; every frame of the transition must
  // be far larger (text, cards and buttons do not compress like an empty background).
  test('no screenshot between the submit and the balances is empty', async ({ page }) => {
    await page.goto('/portal/login');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    await page.evaluate(() => document.getElementById('root')!.style.setProperty('visibility', 'hidden'));
    const blank = (await page.screenshot()).length;
    await page.evaluate(() => document.getElementById('root')!.style.removeProperty('visibility'));
    await page.getByLabel('ログインID').fill(demo.individual.id);
    await page.getByLabel('パスワード', { exact: true }).fill('Demo1234');
    // The login call answers after 500 ms: with everything prefetched the balances could otherwise
    // show before the first screenshot, and the transition would go unobserved.
    await page.route('**/fo-jp-web-api/api/login/auth', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'ログイン', exact: true }).click();
    const balances = page
      .getByRole('main')
      .first()
      .getByText(/\d{1,3}(,\d{3})*円/)
      .first();
    const sizes: number[] = [];
    for (let i = 0; i < 200 && !(await balances.isVisible()); i++) sizes.push((await page.screenshot()).length);
    await expect(balances).toBeVisible();
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toBeGreaterThan(blank * 2);
  });
});
