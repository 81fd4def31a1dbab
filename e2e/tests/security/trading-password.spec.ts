// Trading password drawer: the same flow as the withdrawal password with the trading texts,
// the GX title text, and the button only for holders of a SEC-CFD account.
import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, login, pauseClock, serverNow } from '../support/portal.ts';
import { drawerReady, openDrawer, resultTime, resultTitle, securityPanel, shot, TIMESTAMP } from './security.ts';

test('10000001 (SEC-CFD holder) sets, changes and resets the trading password', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await login(page, demo.individual.id);
  const drawer = await openDrawer(page, '取引パスワード登録', 'trading-password-drawer');
  await drawerReady(drawer);
  await expect(page.getByRole('dialog', { name: '取引パスワード登録' })).toBeVisible();
  // The allowed account types include sec-cfd_gx_jpy: GX title text, and the format rule applies.
  await expect(drawer.getByText('取引パスワード（証券CFD・GX）')).toBeVisible();
  await expect(drawer.getByLabel('登録する取引パスワード', { exact: true })).toHaveAttribute('maxlength', '32');

  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(drawer.getByText('登録する取引パスワードを入力してください')).toBeVisible();
  await drawer.getByLabel('登録する取引パスワード', { exact: true }).fill('kabuka');
  await drawer.getByLabel('登録する取引パスワード（確認用）').fill('kabuka');
  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(drawer.getByText('取引パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です')).toBeVisible();
  await drawer.getByLabel('登録する取引パスワード', { exact: true }).fill('Kabuka2026x');
  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(drawer.getByText('登録する取引パスワードが一致しません。')).toBeVisible();
  await shot(page, 'trading-set-errors');
  await drawer.getByLabel('登録する取引パスワード（確認用）').fill('Kabuka2026x');
  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(resultTitle(drawer)).toHaveText('取引パスワード登録完了');
  await expect(resultTime(drawer)).toHaveText(TIMESTAMP);
  await expect(securityPanel(page).getByRole('button', { name: '取引パスワード変更' })).toBeVisible();
  await shot(page, 'trading-set-done');

  await drawer.getByRole('button', { name: '戻る' }).click();
  await drawer.getByLabel('現在の取引パスワード').fill('Kabuka2026x');
  await drawer.getByLabel('変更後の取引パスワード', { exact: true }).fill('Kabuka2026x');
  await drawer.getByLabel('変更後の取引パスワード（確認用）').fill('Kabuka2026x');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('現在の取引パスワードと同じものは設定できません')).toBeVisible();
  await drawer.getByLabel('変更後の取引パスワード', { exact: true }).fill('Shibuya2027');
  await drawer.getByLabel('変更後の取引パスワード（確認用）').fill('Shibuya2027');
  await shot(page, 'trading-change-form');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(resultTitle(drawer)).toHaveText('取引パスワード変更完了');
  await shot(page, 'trading-change-done');

  await drawer.getByRole('button', { name: '戻る' }).click();
  await drawer.getByRole('button', { name: '取引パスワードをお忘れの方' }).click();
  await expect(page.getByRole('dialog', { name: '取引パスワード再設定' })).toBeVisible();
  await pauseClock(page); // the countdown moves only when the test moves it
  const since = await serverNow(request);
  await drawer.getByTestId('send-code').click();
  await expect(drawer.getByTestId('send-code')).toHaveText('60秒後再送信可');
  await page.clock.fastForward(3_000);
  await expect(drawer.getByTestId('send-code')).toHaveText('57秒後再送信可');
  await shot(page, 'trading-reset-countdown');
  await page.clock.resume();
  const code = await codeFromMailbox(request, demo.individual.email, since);
  await drawer.getByLabel('認証コード', { exact: true }).fill(code);
  await drawer.getByRole('button', { name: '認証して次へ' }).click();
  await drawer.getByLabel('新しい取引パスワード', { exact: true }).fill('Nikkei2028z');
  await drawer.getByLabel('新しい取引パスワード（確認用）').fill('Nikkei2028z');
  await shot(page, 'trading-reset-step2');
  await drawer.getByRole('button', { name: '再設定する' }).click();
  await expect(resultTitle(drawer)).toHaveText('取引パスワード変更完了');
  await shot(page, 'trading-reset-done');
});

test('a customer without a SEC-CFD account has no trading-password button', async ({ page }) => {
  await login(page, demo.corporate.id);
  const panel = securityPanel(page);
  await expect(panel.getByRole('button', { name: 'ログインパスワード変更' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /出金パスワード/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'ログイン中のツール' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /取引パスワード/ })).toHaveCount(0);
  await shot(page, 'corporate-side-panel');
});
