// Login password change: the §5 rules, the step-up 「本人確認」 (the e-mailed code: the demo
// customer has no passkey), then every session ends, the completion shows and after 6 s the browser
// goes to /portal/login with a reload.
import { expect, test } from '../support/test.ts';
import { demo, login, PASSWORD, pauseClock, stepUpWithCode } from '../support/portal.ts';
import { apiLogin, apiRestoreLoginPassword, openDrawer, shot } from './security.ts';

const NEW_PASSWORD = 'Harbor8Minato';

test('10000001 changes the login password; every session ends and the browser goes to login', async ({ browser, request }) => {
  test.setTimeout(300_000);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, demo.individual.id, true);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await login(page, demo.individual.id);
  const drawer = await openDrawer(page, 'ログインパスワード変更', 'login-password-drawer');
  const old = drawer.getByLabel('現在のパスワード（旧パスワード）');
  const next = drawer.getByLabel('新しいパスワード', { exact: true });
  const confirm = drawer.getByLabel('新しいパスワード（確認用）');
  for (const input of [old, next, confirm]) await expect(input).toHaveAttribute('maxlength', '15');
  await expect(old).toHaveAttribute('autocomplete', 'off');
  await expect(next).toHaveAttribute('autocomplete', 'new-password');
  await shot(page, 'login-password-form');

  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('旧パスワードを入力してください')).toBeVisible();
  await old.fill(PASSWORD);
  await next.fill('harbor8minato');
  await confirm.fill('harbor8minato');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('8～15文字で大文字、小文字、数字が混在したものが必要です')).toBeVisible();
  await next.fill(PASSWORD);
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('旧パスワードと同じものは設定できません')).toBeVisible();
  await next.fill(NEW_PASSWORD);
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('確認パスワードが一致しません')).toBeVisible();
  await shot(page, 'login-password-errors');
  // Sixteen characters cannot be typed.
  await next.fill('');
  await next.pressSequentially('Abcdefgh12345678');
  await expect(next).toHaveValue('Abcdefgh1234567');

  // A wrong current password: the API asks for the step-up first (before it looks at the input), then
  // refuses the password; the verified step-up stays unused, so the corrected attempt needs no other.
  await old.fill('Wrong1234x');
  await next.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '本人確認' })).toContainText('ログインパスワードの変更の前に、ご本人であることを確認します。');
  await stepUpWithCode(page, request, demo.individual.email, () => shot(page, 'login-password-step-up'));
  await expect(page.getByText('旧パスワードが正しくありません。').first()).toBeVisible();
  await old.fill(PASSWORD);
  await pauseClock(page); // the 6 s move only when the test moves them
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('パスワード変更完了')).toBeVisible();
  await expect(drawer.getByRole('timer')).toHaveText('6秒後にログイン画面へ移動します。');
  await shot(page, 'login-password-done');
  await page.clock.fastForward(5_000);
  await expect(drawer.getByRole('timer')).toHaveText('1秒後にログイン画面へ移動します。');
  await expect(page).toHaveURL(/\/portal\/home/);
  await page.clock.fastForward(1_000);
  await page.waitForURL('**/portal/login**');
  await page.clock.resume();
  await expect(page.getByLabel('ログインID')).toBeVisible();

  // The other browser's session ended too.
  await otherPage.reload();
  await otherPage.waitForURL('**/portal/login**');

  // The new password works; the old one does not.
  const oldLogin = await request.post('/fo-jp-web-api/api/login/auth', {
    form: { username: demo.individual.id, password: PASSWORD, device: 'PC', platform: 'MyPage', autoLogin: 'false' },
  });
  expect((await oldLogin.json()).code).toBe('AUTH001');
  await apiRestoreLoginPassword(
    request,
    await apiLogin(request, demo.individual.id, NEW_PASSWORD),
    demo.individual.id,
    demo.individual.email,
    NEW_PASSWORD,
  );
  await context.close();
  await other.close();
});

test('closing the drawer after the change goes to login at once', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.clock.install();
  await login(page, demo.individual.id);
  const drawer = await openDrawer(page, 'ログインパスワード変更', 'login-password-drawer');
  await drawer.getByLabel('現在のパスワード（旧パスワード）').fill(PASSWORD);
  await drawer.getByLabel('新しいパスワード', { exact: true }).fill(NEW_PASSWORD);
  await drawer.getByLabel('新しいパスワード（確認用）').fill(NEW_PASSWORD);
  // The step-up first, on an attempt the API then refuses (a wrong current password): the corrected
  // attempt goes with the unused token, so the clock can stand still before it.
  await drawer.getByLabel('現在のパスワード（旧パスワード）').fill('Wrong1234x');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await stepUpWithCode(page, request, demo.individual.email);
  await expect(page.getByText('旧パスワードが正しくありません。').first()).toBeVisible();
  await drawer.getByLabel('現在のパスワード（旧パスワード）').fill(PASSWORD);
  // the page's clock stands still: the login page can only come from the close button, not the 6 s
  await pauseClock(page);
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('パスワード変更完了')).toBeVisible();
  await drawer
    .getByRole('button', { name: /close|閉じる/i })
    .first()
    .click();
  await page.waitForURL('**/portal/login**');
  await apiRestoreLoginPassword(
    request,
    await apiLogin(request, demo.individual.id, NEW_PASSWORD),
    demo.individual.id,
    demo.individual.email,
    NEW_PASSWORD,
  );
});

test('the drawers keep the spec width on a desktop and fit a phone screen', async ({ browser }) => {
  for (const [width, expected] of [
    [1366, 520],
    [390, 390],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const page = await context.newPage();
    await login(page, demo.individual.id);
    // My Page top's own 「セキュリティ設定」 card (on a phone the side panel is folded away)
    await page.getByRole('main').first().getByRole('button', { name: 'ログインパスワードを変更する' }).click();
    const drawer = page.getByTestId('login-password-drawer');
    await expect(drawer.getByLabel('現在のパスワード（旧パスワード）')).toBeVisible();
    const panelWidth = await drawer.evaluate((el) => (el.closest('.ant-drawer-content-wrapper') ?? el).getBoundingClientRect().width);
    expect(Math.round(panelWidth)).toBe(expected);
    if (width < 400) await shot(page, 'login-password-form-phone');
    await context.close();
  }
});
