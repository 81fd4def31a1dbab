// Every corporate customer page (/portal/customer/corp/*) opened from 法人情報 with ?type=<child>, and
// the corporate changes end to end: each becomes a pending request with the documents it needs,
// documents uploaded from the request show as received, the development approval applies it.
import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { codeFromMailbox, demo, login, openMenuItem } from '../support/portal.ts';
import { photoJpeg, simplePdf } from '../support/documents.ts';
import { screens } from './customer.ts';

test.use({ ownServer: {} });

const PDF = simplePdf(['Rireki jiko zenbu shomeisho', 'Sample Holdings K.K.']);

async function openCorpPage(page: Page, id: string, title: string, child: string, heading = title): Promise<void> {
  await login(page, id);
  await openMenuItem(page, '法人情報', title, `**/portal/customer/corp/${child}?type=${child}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('法人情報 → 口座情報 lists the corporation’s accounts with their course', async ({ page }) => {
  await openCorpPage(page, demo.corporate.id, '口座情報', 'account');
  await expect(page.getByTestId('account-list').locator('section')).toHaveCount(2);
  await expect(page.getByTestId('account-52000011').getByTestId('current-course')).not.toBeEmpty();
  await screens(page, 'corp-account');
});

test('法人基本情報: a new name, 法人番号 and head office become one request; the certificate is uploaded; the approval applies it', async ({
  page,
}) => {
  await openCorpPage(page, demo.corporate.id, '法人基本情報', 'info');
  const company = page.getByTestId('corp-company');
  await expect(page.getByTestId('corp-company-current')).toContainText('4010001123456');
  await expect(page.getByTestId('corp-business-current')).toContainText('5,000万円');
  await screens(page, 'corp-info-input');
  await company.getByLabel('法人名', { exact: true }).fill('株式会社サンプルホールディングス');
  await company.getByLabel('法人名（フリガナ）').fill('ｶﾌﾞｼｷｶﾞｲｼｬｻﾝﾌﾟﾙﾎｰﾙﾃﾞｨﾝｸﾞｽ');
  await company.getByLabel('法人番号').fill('4010001123457');
  await company.getByRole('button', { name: '確認画面へ' }).click();
  await expect(company.getByText('法人番号は13桁の数字で正しく入力してください。')).toBeVisible();
  await company.getByLabel('法人番号').fill('4010001123456');
  await company.getByRole('checkbox', { name: '本店所在地を変更する' }).check();
  await company.getByLabel('郵便番号').fill('1000005');
  await expect(company.getByLabel('都道府県・市区町村・町域')).toHaveValue('東京都千代田区丸の内');
  await company.getByLabel('番地・号').fill('二丁目7番3号');
  await company.getByLabel('建物名・部屋番号（任意）').fill('東京ビルディング 20階');
  await company.getByRole('button', { name: '確認画面へ' }).click();
  await expect(company.getByTestId('change-confirm')).toContainText('カブシキガイシャサンプルホールディングス');
  await expect(company.getByTestId('change-confirm')).toContainText('〒100-0005 東京都千代田区丸の内二丁目7番3号');
  await screens(page, 'corp-info-confirm');
  await company.getByRole('button', { name: '変更を申請する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await page.getByRole('button', { name: '表示に戻る' }).click();
  const pending = page.getByTestId('corp-company').getByTestId('pending-request');
  await expect(pending).toContainText('履歴事項全部証明書（変更後の内容が記載されたもの、発行後6か月以内）（未提出）');
  await pending.getByLabel('必要書類（履歴事項全部証明書・代表者の本人確認書類）').setInputFiles({
    name: 'touki.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await pending.getByRole('button', { name: /アップロードする/ }).click();
  await expect(pending).toContainText('（受領済み）');
  await screens(page, 'corp-info-pending');
  await pending.getByTestId('dev-approve').click();
  await expect(page.getByTestId('corp-company-current')).toContainText('株式会社サンプルホールディングス');
  await expect(page.getByTestId('corp-company-current')).toContainText('東京都千代田区丸の内二丁目7番3号');
});

test('事業内容・財務状況: the capital in 万円 and the fiscal month, pending until approved', async ({ page }) => {
  await openCorpPage(page, demo.corporate.id, '法人基本情報', 'info');
  const business = page.getByTestId('corp-business');
  await business.getByLabel('資本金（万円）').fill('8000');
  await business.getByLabel('決算月').click();
  await page.getByTitle('9月').click();
  await business.getByRole('button', { name: '確認画面へ' }).click();
  await expect(business.getByTestId('change-confirm')).toContainText('8,000万円');
  await business.getByRole('button', { name: '変更を申請する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await page.getByRole('button', { name: '表示に戻る' }).click();
  await page.getByTestId('corp-business').getByTestId('dev-approve').click();
  await expect(page.getByTestId('corp-business-current')).toContainText('8,000万円');
  await expect(page.getByTestId('corp-business-current')).toContainText('9月');
});

test('代表者情報: a new representative waits for the certificate and the identity document', async ({ page }) => {
  await openCorpPage(page, demo.corporate.id, '代表者情報', 'representative-info');
  await expect(page.getByTestId('corp-rep-current')).toContainText('代表取締役');
  await page.getByLabel('氏名（名）').fill('健二');
  await page.getByLabel('フリガナ（メイ）').fill('けんじ');
  // 和暦, as many customers write a birth date; both calendars show under the field
  await page.getByLabel('生年月日').fill('昭和50年1月31日');
  await expect(page.getByTestId('rep-birth-calendars')).toHaveText('西暦 1975年1月31日（昭和50年1月31日）');
  await screens(page, 'corp-representative-input');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('change-confirm')).toContainText('ヤマモト\u3000ケンジ');
  await expect(page.getByTestId('change-confirm')).toContainText('1975/01/31（昭和50年1月31日）');
  await screens(page, 'corp-representative-confirm');
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await page.getByRole('button', { name: '表示に戻る' }).click();
  const pending = page.getByTestId('pending-request');
  await expect(pending).toContainText('代表者の本人確認書類（未提出）');
  await pending.getByTestId('dev-approve').click();
  await expect(page.getByTestId('corp-rep-current')).toContainText('山本\u3000健二');
  await expect(page.getByTestId('corp-rep-current')).toContainText('1975/01/31（昭和50年1月31日）');
});

test('取引担当者: a corporation without one registers its trader with the trader’s document (20000002)', async ({ page }) => {
  await openCorpPage(page, '20000002', '取引担当者', 'trader-info');
  await expect(page.getByTestId('corp-trader-current')).toContainText('取引担当者は登録されていません。');
  await page.getByLabel('氏名（姓）').fill('佐々木');
  await page.getByLabel('氏名（名）').fill('葵');
  await page.getByLabel('フリガナ（セイ）').fill('ササキ');
  await page.getByLabel('フリガナ（メイ）').fill('アオイ');
  await page.getByLabel('生年月日').fill('1990-02-14');
  await page.getByLabel('部署').fill('財務部');
  await page.getByLabel('電話番号').fill('090-1111-2222');
  await page.getByLabel('メールアドレス').fill('aoi.sasaki@demo-bussan.example.jp');
  await screens(page, 'corp-trader-input');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await page.getByRole('button', { name: '表示に戻る' }).click();
  const pending = page.getByTestId('pending-request');
  await expect(pending).toContainText('取引担当者の本人確認書類（未提出）');
  await pending.getByLabel('取引担当者の本人確認書類（運転免許証・マイナンバーカードの表面・パスポート等）').setInputFiles({
    name: 'licence.jpg',
    mimeType: 'image/jpeg',
    buffer: await photoJpeg(page, 640, 400),
  });
  const upload = page.waitForRequest('**/public/user/uploadTraderConfirmationDoc');
  await pending.getByRole('button', { name: /アップロードする/ }).click();
  expect((await upload).headers().sessiontoken).toBeTruthy();
  await expect(pending).toContainText('取引担当者の本人確認書類（受領済み）');
  await screens(page, 'corp-trader-pending');
  await pending.getByTestId('dev-approve').click();
  await expect(page.getByTestId('corp-trader-current')).toContainText('佐々木\u3000葵');
  await expect(page.getByTestId('corp-trader-current')).toContainText('***-****-2222');
});

test('実質的支配者: a second owner added, a voting share over 25 % required, the list applied on approval', async ({ page }) => {
  await openCorpPage(page, demo.corporate.id, '実質的支配者', 'bo-info');
  await expect(page.getByTestId('corp-bo-current')).toContainText('議決権の25％超を保有（60％）');
  await page.getByRole('button', { name: '実質的支配者を追加する' }).click();
  const second = page.getByTestId('bo-owner-2');
  await second.getByLabel('氏名（姓）').fill('山本');
  await second.getByLabel('氏名（名）').fill('花子');
  await second.getByLabel('フリガナ（セイ）').fill('ヤマモト');
  await second.getByLabel('フリガナ（メイ）').fill('ハナコ');
  await second.getByLabel('生年月日').fill('S47.3.3');
  await expect(second.getByTestId('bo-2-birth-calendars')).toHaveText('西暦 1972年3月3日（昭和47年3月3日）');
  await second.getByLabel('住所').fill('東京都世田谷区成城六丁目1番1号');
  await second.getByRole('radio', { name: '議決権の25％超を保有' }).check();
  await second.getByLabel('議決権の割合（％）').fill('20');
  await second.getByRole('radio', { name: '該当しない' }).check();
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(second.getByText('議決権の割合は25％超、100％以下の数字で入力してください。')).toBeVisible();
  await second.getByLabel('議決権の割合（％）').fill('40');
  await screens(page, 'corp-bo-input');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByTestId('change-confirm')).toContainText('実質的支配者2');
  await expect(page.getByTestId('change-confirm')).toContainText('議決権の25％超を保有（40％）');
  await page.getByRole('button', { name: '変更を申請する' }).click();
  await page.getByRole('button', { name: '表示に戻る' }).click();
  await expect(page.getByTestId('pending-request')).toContainText('審査中');
  await screens(page, 'corp-bo-pending');
  await page.getByTestId('dev-approve').click();
  await expect(page.getByTestId('corp-bo-current')).toContainText('山本\u3000花子');
});

// 20000002: the company-data journey renames 20000001 on this file's server
test('出金先口座: the corporate account with the e-mailed code, the holder as banks print it (20000002)', async ({ page, request }) => {
  await openCorpPage(page, '20000002', '出金先口座', 'bank');
  await page.getByLabel('金融機関', { exact: true }).fill('0009');
  await page.getByTitle('三井住友（0009）').click();
  await page.getByLabel('支店', { exact: true }).click();
  await page.getByLabel('支店', { exact: true }).fill('211');
  await page.getByTitle('東京営業部（211）').click();
  await page.getByLabel('口座番号').fill('7654321');
  await page.getByLabel('口座名義（カナ）').fill('ｺﾊﾞﾔｼ ﾏｺﾄ');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await expect(page.getByText('口座名義（カナ）が法人名（フリガナ）と一致しません。法人名義の口座のみ登録できます。')).toBeVisible();
  await page.getByLabel('口座名義（カナ）').fill('ｶ ﾃﾞﾓﾌﾞﾂｻﾝ');
  await screens(page, 'corp-bank-input');
  await page.getByRole('button', { name: '確認画面へ' }).click();
  await page.getByRole('button', { name: '認証コードの確認へ進む' }).click();
  const since = new Date();
  await page.getByRole('button', { name: '認証コードを送信' }).click();
  const code = await codeFromMailbox(request, 'info@demo-bussan.example.jp', since);
  await page.getByRole('textbox', { name: '認証コード' }).fill(code);
  await page.getByRole('button', { name: '認証して申請する' }).click();
  await expect(page.getByTestId('result-title')).toHaveText('変更申請を受け付けました');
  await expect(page.getByRole('main')).toContainText('****321');
});

test('取引担当者の投資経験, 広告メール and ログイン通知 work for a corporation', async ({ page }) => {
  await openCorpPage(page, demo.corporate.id, '取引担当者の投資経験', 'exp');
  await expect(page.getByTestId('current-answer')).toContainText('3年以上5年未満');
  await screens(page, 'corp-exp');
  await openMenuItem(page, '法人情報', '広告メール', '**/portal/customer/corp/ad?type=ad');
  await expect(page.getByRole('heading', { level: 1, name: '広告メール' })).toBeVisible();
  await openMenuItem(page, '法人情報', 'ログイン通知', '**/portal/customer/corp/notic?type=notic');
  await expect(page.getByRole('heading', { level: 1, name: 'ログイン通知' })).toBeVisible();
  await expect(page.getByTestId('login-history')).toBeVisible();
  await screens(page, 'corp-notic');
});
