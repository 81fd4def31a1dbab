// Withdrawal password drawer: set, change and reset (with the 60 s resend countdown), the
// result view with the spec's titles and an Asia/Tokyo time, the locked state leading to reset. Set and
// reset ask for the step-up 「本人確認」 (the demo customers have no passkey: the e-mailed code).
import { expect, test } from '../support/test.ts';
import { codeFromMailbox, demo, login, pauseClock, serverNow, stepUpWithCode } from '../support/portal.ts';
import { drawerReady, openDrawer, resultTime, resultTitle, securityPanel, shot, TIMESTAMP } from './security.ts';

test.describe.configure({ mode: 'serial' });

test('10000001 sets, changes and resets the withdrawal password', async ({ page, request }) => {
  test.setTimeout(360_000);
  await page.clock.install();
  await login(page, demo.individual.id);
  await expect(securityPanel(page).getByRole('button', { name: '出金パスワード登録' })).toBeVisible();

  // ---- set ----
  const drawer = await openDrawer(page, '出金パスワード登録', 'withdrawal-password-drawer');
  await drawerReady(drawer);
  await expect(page.getByRole('dialog', { name: '出金パスワード登録' })).toBeVisible();
  await expect(drawer.getByText('未登録')).toBeVisible();
  await expect(drawer.getByText('ブラウザのパスワード保存機能')).toBeVisible();
  const setPwd = drawer.getByLabel('登録する出金パスワード', { exact: true });
  const setConfirm = drawer.getByLabel('登録する出金パスワード（確認用）');
  await expect(setPwd).toHaveAttribute('autocomplete', 'new-password');
  await expect(setPwd).toHaveAttribute('maxlength', '32');
  await shot(page, 'withdrawal-set-form');

  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(drawer.getByText('登録する出金パスワードを入力してください')).toBeVisible();
  await setPwd.fill('abcdefgh');
  await setConfirm.fill('abcdefgi');
  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(drawer.getByText('出金パスワードは、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です')).toBeVisible();
  await setPwd.fill('Yamada2026');
  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(drawer.getByText('登録する出金パスワードが一致しません。')).toBeVisible();
  await shot(page, 'withdrawal-set-errors');

  await setConfirm.fill('Yamada2026');
  await drawer.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('dialog', { name: '本人確認' })).toContainText('出金パスワードの登録の前に、ご本人であることを確認します。');
  await stepUpWithCode(page, request, demo.individual.email, () => shot(page, 'withdrawal-set-step-up'));
  await expect(resultTitle(drawer)).toHaveText('出金パスワード登録完了');
  await expect(page.getByRole('dialog', { name: '出金パスワード登録' })).toBeVisible();
  await expect(resultTime(drawer)).toHaveText(TIMESTAMP);
  // The status was refreshed: the side panel now offers the change.
  await expect(securityPanel(page).getByRole('button', { name: '出金パスワード変更' })).toBeVisible();
  await shot(page, 'withdrawal-set-done');

  // ---- change (back button → change mode) ----
  await drawer.getByRole('button', { name: '戻る' }).click();
  await expect(page.getByRole('dialog', { name: '出金パスワード変更' })).toBeVisible();
  await expect(drawer.getByText('登録済み')).toBeVisible();
  await drawer.getByLabel('現在の出金パスワード').fill('Yamada2026');
  await drawer.getByLabel('変更後の出金パスワード', { exact: true }).fill('Yamada2026');
  await drawer.getByLabel('変更後の出金パスワード（確認用）').fill('Yamada2027');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('現在の出金パスワードと同じものは設定できません')).toBeVisible();
  await drawer.getByLabel('変更後の出金パスワード', { exact: true }).fill('Sapporo2026');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(drawer.getByText('確認パスワードが一致しません')).toBeVisible();
  await drawer.getByLabel('変更後の出金パスワード（確認用）').fill('Sapporo2026');
  await shot(page, 'withdrawal-change-form');
  await drawer.getByRole('button', { name: '変更する', exact: true }).click();
  await expect(resultTitle(drawer)).toHaveText('出金パスワード変更完了');
  await expect(resultTime(drawer)).toHaveText(TIMESTAMP);
  await shot(page, 'withdrawal-change-done');

  // ---- reset: step 1 code (60 s countdown), step 2 new password ----
  await drawer.getByRole('button', { name: '戻る' }).click();
  await drawer.getByRole('button', { name: '出金パスワードをお忘れの方' }).click();
  await expect(page.getByRole('dialog', { name: '出金パスワード再設定' })).toBeVisible();
  const send = drawer.getByTestId('send-code');
  await expect(send).toHaveText('認証コードを送信');
  await pauseClock(page); // the countdown moves only when the test moves it
  const since = await serverNow(request);
  // The page's clock stands still from here until the countdown was checked: it moves only by what the
  // test fast-forwards, however slow the machine (the countdown is deadline-based, on Date.now()).
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(pageNow + 5_000);
  await send.click();
  await expect(send).toHaveText('60秒後再送信可');
  await expect(send).toBeDisabled();
  await shot(page, 'withdrawal-reset-countdown');
  await page.clock.fastForward(10_000);
  await expect(send).toHaveText('50秒後再送信可');
  await page.clock.fastForward(50_000);
  await expect(send).toHaveText('再送信');
  await expect(send).toBeEnabled();
  await page.clock.resume();
  await shot(page, 'withdrawal-reset-resend');
  await page.clock.resume();

  const code = await codeFromMailbox(request, demo.individual.email, since);
  await drawer.getByLabel('認証コード', { exact: true }).fill(code);
  await drawer.getByRole('button', { name: '認証して次へ' }).click();
  const newPwd = drawer.getByLabel('新しい出金パスワード', { exact: true });
  await expect(newPwd).toBeVisible();
  await drawer.getByRole('button', { name: '再設定する' }).click();
  await expect(drawer.getByText('新しい出金パスワードを入力してください')).toBeVisible();
  await newPwd.fill('Marunouchi8');
  await drawer.getByLabel('新しい出金パスワード（確認用）').fill('Marunouchi8');
  await shot(page, 'withdrawal-reset-step2');
  await drawer.getByRole('button', { name: '再設定する' }).click();
  await stepUpWithCode(page, request, demo.individual.email);
  await expect(resultTitle(drawer)).toHaveText('出金パスワード変更完了');
  await expect(resultTime(drawer)).toHaveText(TIMESTAMP);
  await shot(page, 'withdrawal-reset-done');
});

test('a locked withdrawal password shows the locked state, which leads to the reset', async ({ page, request }) => {
  test.setTimeout(240_000);
  await login(page, '10000004');
  await expect(securityPanel(page).getByText('ロック中')).toBeVisible();
  const drawer = await openDrawer(page, /出金パスワード/, 'withdrawal-password-drawer');
  const notice = drawer.getByTestId('locked-notice');
  await expect(notice).toContainText('出金パスワードはロックされています');
  await expect(drawer.getByText('ロック中')).toBeVisible();
  await shot(page, 'withdrawal-locked');
  await notice.getByRole('button', { name: '出金パスワードを再設定する' }).click();
  const since = await serverNow(request);
  await drawer.getByTestId('send-code').click();
  await expect(drawer.getByTestId('send-code')).toHaveText(/^(60|59)秒後再送信可$/);
  const code = await codeFromMailbox(request, 'misaki.takahashi@example.jp', since);
  await drawer.getByLabel('認証コード', { exact: true }).fill(code);
  await drawer.getByRole('button', { name: '認証して次へ' }).click();
  await drawer.getByLabel('新しい出金パスワード', { exact: true }).fill('Kyoto2026ab');
  await drawer.getByLabel('新しい出金パスワード（確認用）').fill('Kyoto2026ab');
  await drawer.getByRole('button', { name: '再設定する' }).click();
  await stepUpWithCode(page, request, 'misaki.takahashi@example.jp');
  await expect(resultTitle(drawer)).toHaveText('出金パスワード変更完了');
  // The reset unlocked it.
  await expect(securityPanel(page).getByText('ロック中')).toBeHidden();
  await expect(securityPanel(page).getByRole('button', { name: '出金パスワード変更' })).toBeVisible();
});
