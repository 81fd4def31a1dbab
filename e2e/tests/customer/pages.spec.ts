// Every individual customer page opens from the menu (links carry ?type=<child>) with its data;
// personal data is masked. Screenshots at desktop and phone widths.
import { expect, test } from '../support/test.ts';
import { demo } from '../support/portal.ts';
import { openCustomerPage, screens } from './customer.ts';

const pages: [string, string, RegExp][] = [
  ['マイナンバー', 'number', /未登録|登録済み/],
  ['基本情報', 'info', /t\*+@example\.jp/],
  ['住所', 'address', /〒150-0002/],
  ['職業', 'job', /会社員/],
  ['出金先口座', 'bank', /\*{4}\d{3}|未登録/],
  ['資産状況', 'property', /500万円以上1,000万円未満/],
  ['投資経験', 'exp', /株式/],
  ['取引の動機', 'motivation', /当社ウェブサイト/],
  ['投資目的', 'business', /長期的な資産形成/],
  ['広告メール', 'ad', /受け取る/],
  ['ログイン通知', 'notic', /このセッション/],
  ['約定通知', 'contract-msg', /受け取る/],
];

for (const [title, child, shows] of pages) {
  test(`${title} (/portal/customer/${child}) loads with the customer’s data`, async ({ page }) => {
    await openCustomerPage(page, demo.individual.id, title, child);
    await expect(page.getByRole('main')).toContainText(shows);
    await expect(page.getByRole('main')).not.toContainText('090-1234-5678');
    await screens(page, `customer-${child}`);
  });
}

test('a corporation has no individual customer menu', async ({ page }) => {
  const { login } = await import('../support/portal.ts');
  await login(page, demo.corporate.id);
  await expect(page.getByRole('navigation', { name: 'メインメニュー' }).getByText('お客様情報', { exact: true })).toHaveCount(0);
});
