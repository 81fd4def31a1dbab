import { expect, test } from '../support/test.ts';
import { demo, fillLogin, screen } from '../support/portal.ts';

test('10000002 gets the annual consent prompt first; agreeing records it and leads to the completion view', async ({ page, request }) => {
  await fillLogin(page, demo.prompts.id);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('電子交付に関するご同意のお願い（年次確認）')).toBeVisible();
  const agree = dialog.getByRole('button', { name: '同意する' });
  await expect(agree).toBeDisabled();
  await screen(page, 'prompt-annual-consent');
  await dialog.getByRole('checkbox', { name: '上記の書面の内容を確認し、電子交付に同意します' }).check();
  await expect(agree).toBeEnabled();
  await agree.click();
  await expect(dialog.getByText('電子交付への同意が完了しました')).toBeVisible();
  await screen(page, 'prompt-annual-consent-done');

  // recorded on the server: the consent flag of a fresh login is now true
  const res = await request.post('/fo-jp-web-api/api/login/auth', {
    form: { username: demo.prompts.id, password: 'Demo1234', device: 'PC', platform: 'MyPage', autoLogin: 'false' },
  });
  const body = await res.json();
  expect(body.result.loginOutput.annualConsent).toBe(true);
});
