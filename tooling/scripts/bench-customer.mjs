// The customer-pages section of `npm run bench`. Prints figures, asserts nothing: each individual and
// corporate customer page's JavaScript beyond the layout's (raw and gzip) — the customer (10000001,
// or the corporation 20000001) on My Page top navigates client-side to the page, and what the browser
// fetches then is the page's own cost — and the size of the answers of the per-lookup postcode and
// bank calls (the data sets stay on the server).
import { pageWeights } from './bench-browser.mjs';
import { login } from './bench-server.mjs';

const CUSTOMER_PAGES = [
  ['number', '/portal/customer/number', 'マイナンバー'],
  ['info', '/portal/customer/info', '基本情報'],
  ['address', '/portal/customer/address', '住所'],
  ['job', '/portal/customer/job', '職業'],
  ['bank', '/portal/customer/bank', '出金先口座'],
  ['property', '/portal/customer/property', '資産状況'],
  ['exp', '/portal/customer/exp', '投資経験'],
  ['motivation', '/portal/customer/motivation', '取引の動機'],
  ['business', '/portal/customer/business', '投資目的'],
  ['ad', '/portal/customer/ad', '広告メール'],
  ['notic', '/portal/customer/notic', 'ログイン通知'],
  ['contract-msg', '/portal/customer/contract-msg', '約定通知'],
];
const CORPORATE_PAGES = [
  ['corp/account', '/portal/customer/corp/account', '口座情報'],
  ['corp/info', '/portal/customer/corp/info', '法人基本情報'],
  ['corp/representative-info', '/portal/customer/corp/representative-info', '代表者情報'],
  ['corp/trader-info', '/portal/customer/corp/trader-info', '取引担当者'],
  ['corp/exp', '/portal/customer/corp/exp', '取引担当者の投資経験'],
  ['corp/bo-info', '/portal/customer/corp/bo-info', '実質的支配者'],
  ['corp/bank', '/portal/customer/corp/bank', '出金先口座'],
  ['corp/ad', '/portal/customer/corp/ad', '広告メール'],
  ['corp/notic', '/portal/customer/corp/notic', 'ログイン通知'],
];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

async function lookupSizes(base) {
  const token = await login(base, '10000001');
  for (const [label, p] of [
    ['postcode 1000005', 'resource/postcode/1000005'],
    ['bank search "00"', 'resource/bank/search?q=00'],
    ['branches of 0009 ""', 'resource/bank/0009/branches?q='],
  ]) {
    const t = Date.now();
    const body = await (await fetch(`${base}/fo-jp-web-api/api/${p}`, { headers: { 'gw-Token': token } })).text();
    console.log(`${label.padEnd(22)} ${kib(body.length)} answer, ${Date.now() - t} ms`);
  }
}

export async function benchCustomer({ base }) {
  console.log('\n== customer pages (JavaScript beyond the layout, client-side navigation from My Page top) ==');
  await pageWeights({ base, customerNo: '10000001', pages: CUSTOMER_PAGES });
  await pageWeights({ base, customerNo: '20000001', pages: CORPORATE_PAGES });
  console.log('\n== per-lookup answers (postcode and 全銀 data stay on the server) ==');
  await lookupSizes(base);
}
