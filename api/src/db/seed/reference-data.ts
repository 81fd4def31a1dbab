// Reference data every installation needs (production included): account types per customer type,
// feature switches, tool links and provider addresses, downloadable files, banners, annual-consent
// documents and acknowledgement texts. Seeded once per database (seed_runs); afterwards the rows
// belong to the operators: edits and deletions survive restarts.
import type { Insertable, Kysely } from 'kysely';
import type {
  AccountTypesTable,
  AcknowledgementItemsTable,
  AnnualConsentDocumentsTable,
  BannersTable,
  CustomerTypeAccountTypesTable,
  Database,
  DownloadableFilesTable,
  FeatureSwitchesTable,
  ToolLinksTable,
} from '../schema.ts';

export const accountTypes: Insertable<AccountTypesTable>[] = [
  { code: 'fx_mt4_jpy', name_jp: 'FX（MT4）', business_type: 'FX', trading_platform: 'MT4', currency: 'JPY', category: 'FX', sort_order: 10 },
  { code: 'fx_gx_jpy', name_jp: 'FX（GX）', business_type: 'FX', trading_platform: 'GX', currency: 'JPY', category: 'FX', sort_order: 20 },
  { code: 'cfd_gx_jpy', name_jp: '商品CFD（GX）', business_type: 'CFD', trading_platform: 'GX', currency: 'JPY', category: 'CFD', sort_order: 30 },
  {
    code: 'crypto-cfd_gx_jpy',
    name_jp: '暗号資産CFD（GX）',
    business_type: 'CRYPTO-CFD',
    trading_platform: 'GX',
    currency: 'JPY',
    category: 'CFD',
    sort_order: 40,
  },
  {
    code: 'sec-cfd_gx_jpy',
    name_jp: '証券CFD（GX）',
    business_type: 'SEC-CFD',
    trading_platform: 'GX',
    currency: 'JPY',
    category: 'CFD',
    sort_order: 50,
  },
  {
    code: 'fx-ko_gx_jpy',
    name_jp: 'FXノックアウトオプション（GX）',
    business_type: 'FX-KO',
    trading_platform: 'GX',
    currency: 'JPY',
    category: 'KO',
    sort_order: 60,
  },
  {
    code: 'cfd-ko_gx_jpy',
    name_jp: '商品ノックアウトオプション（GX）',
    business_type: 'CFD-KO',
    trading_platform: 'GX',
    currency: 'JPY',
    category: 'KO',
    sort_order: 70,
  },
  {
    code: 'crypto-ko_gx_jpy',
    name_jp: '暗号資産ノックアウトオプション（GX）',
    business_type: 'CRYPTO-KO',
    trading_platform: 'GX',
    currency: 'JPY',
    category: 'KO',
    sort_order: 80,
  },
];

const individualTypes = [
  'fx_mt4_jpy',
  'fx_gx_jpy',
  'cfd_gx_jpy',
  'crypto-cfd_gx_jpy',
  'sec-cfd_gx_jpy',
  'fx-ko_gx_jpy',
  'cfd-ko_gx_jpy',
  'crypto-ko_gx_jpy',
];
const corporateTypes = ['fx_mt4_jpy', 'fx_gx_jpy', 'cfd_gx_jpy', 'crypto-cfd_gx_jpy', 'sec-cfd_gx_jpy'];

export const customerTypeAccountTypes: Insertable<CustomerTypeAccountTypesTable>[] = [
  ...individualTypes.map((code, i) => ({ customer_type: 'individual' as const, account_type_code: code, sort_order: (i + 1) * 10 })),
  ...corporateTypes.map((code, i) => ({ customer_type: 'corporate' as const, account_type_code: code, sort_order: (i + 1) * 10 })),
];

export const featureSwitches: Insertable<FeatureSwitchesTable>[] = [
  ...(['deposit', 'withdrawal', 'transfer', 'note'] as const).flatMap((group) =>
    ['MT4', 'GX_CFD', 'GX_KO'].map((code, i) => ({ group_name: group, code, enabled: 1, sort_order: (i + 1) * 10 })),
  ),
  { group_name: 'secondVerify', code: 'alwaysOn', enabled: 0, sort_order: 10 },
  { group_name: 'secondVerify', code: 'changeOff', enabled: 1, sort_order: 20 },
];

const chart = 'https://chart.example.jp';
export const toolLinks: Insertable<ToolLinksTable>[] = [
  ...[
    ['USDJPY', '米ドル/円'],
    ['EURJPY', 'ユーロ/円'],
    ['GBPJPY', '英ポンド/円'],
    ['AUDJPY', '豪ドル/円'],
    ['NZDJPY', 'NZドル/円'],
    ['CADJPY', 'カナダドル/円'],
    ['CHFJPY', 'スイスフラン/円'],
    ['ZARJPY', '南アフリカランド/円'],
    ['MXNJPY', 'メキシコペソ/円'],
    ['EURUSD', 'ユーロ/米ドル'],
    ['GBPUSD', '英ポンド/米ドル'],
    ['AUDUSD', '豪ドル/米ドル'],
  ].map(([code, name], i) => ({
    category: 'currencyPair' as const,
    code: code as string,
    name_jp: name as string,
    url: `${chart}/rate/${code}`,
    sort_order: (i + 1) * 10,
  })),
  ...[
    ['XAUJPY', '金スポット/円'],
    ['XAGJPY', '銀スポット/円'],
    ['WTI', 'WTI原油'],
    ['BRENT', 'ブレント原油'],
    ['NGAS', '天然ガス'],
    ['CORN', 'とうもろこし'],
    ['SOYBEAN', '大豆'],
  ].map(([code, name], i) => ({
    category: 'commodity' as const,
    code: code as string,
    name_jp: name as string,
    url: `${chart}/commodity/${code}`,
    sort_order: (i + 1) * 10,
  })),
  {
    category: 'originalTool',
    code: 'currencyStrength',
    name_jp: '通貨強弱チャート',
    url: 'https://tools.example.jp/currency-strength',
    sort_order: 10,
  },
  {
    category: 'originalTool',
    code: 'economicCalendar',
    name_jp: '経済指標カレンダー',
    url: 'https://tools.example.jp/economic-calendar',
    sort_order: 20,
  },
  { category: 'originalTool', code: 'positionRatio', name_jp: 'ポジション比率', url: 'https://tools.example.jp/position-ratio', sort_order: 30 },
  { category: 'originalTool', code: 'swapCalendar', name_jp: 'スワップカレンダー', url: 'https://tools.example.jp/swap-calendar', sort_order: 40 },
  { category: 'mobileApp', code: 'ios', name_jp: 'GXアプリ（iPhone）', url: 'https://apps.example.jp/gx/ios', sort_order: 10 },
  { category: 'mobileApp', code: 'android', name_jp: 'GXアプリ（Android）', url: 'https://apps.example.jp/gx/android', sort_order: 20 },
  {
    category: 'mt4Download',
    code: 'windows',
    name_jp: 'MT4（Windows版）',
    url: 'https://download.example.jp/mt4/windows/mt4setup.exe',
    sort_order: 10,
  },
  { category: 'mt4Download', code: 'mac', name_jp: 'MT4（Mac版）', url: 'https://download.example.jp/mt4/mac/MetaTrader4.dmg', sort_order: 20 },
  { category: 'mt4Download', code: 'ios', name_jp: 'MT4（iPhone版）', url: 'https://apps.example.jp/mt4/ios', sort_order: 30 },
  { category: 'mt4Download', code: 'android', name_jp: 'MT4（Android版）', url: 'https://apps.example.jp/mt4/android', sort_order: 40 },
  { category: 'site', code: 'webTradingUi', name_jp: 'GX Web取引画面', url: 'https://trade.example.jp/webtrader/login', sort_order: 10 },
  { category: 'site', code: 'chartSite', name_jp: 'チャートサイト', url: `${chart}/sso/login`, sort_order: 20 },
  { category: 'site', code: 'liveUrl', name_jp: 'マーケットライブ', url: 'https://live.example.jp/', sort_order: 30 },
  { category: 'site', code: 'videoSite', name_jp: '動画セミナー', url: 'https://video.example.jp/', sort_order: 40 },
  { category: 'site', code: 'providerSite', name_jp: 'サンプル証券 公式サイト', url: 'https://www.example.jp/', sort_order: 50 },
];

export const downloadableFiles: Insertable<DownloadableFilesTable>[] = [
  { code: 'terminationLetter', file_path: 'termination-letter.pdf', file_name: '解約届.pdf' },
  { code: 'terminationLetterCorp', file_path: 'termination-letter-corp.pdf', file_name: '法人解約届.pdf' },
  { code: 'marketForecast', file_path: 'market-forecast.pdf', file_name: 'マーケット見通しレポート.pdf' },
  { code: 'originalToolManual', file_path: 'original-tool-manual.pdf', file_name: 'オリジナルツール操作マニュアル.pdf' },
];

export const banners: Insertable<BannersTable>[] = [
  {
    title: '証券CFD 取扱銘柄拡充のお知らせ',
    image_file: 'sec-cfd-lineup.svg',
    link_url: 'https://www.example.jp/news/sec-cfd-lineup',
    sort_order: 10,
    active: 1,
  },
  {
    title: 'ノックアウトオプション はじめてガイド',
    image_file: 'knockout-guide.svg',
    link_url: 'https://www.example.jp/guide/knockout',
    sort_order: 20,
    active: 1,
  },
  {
    title: '出金パスワード登録のお願い',
    image_file: 'withdraw-password.svg',
    link_url: 'https://www.example.jp/support/withdraw-password',
    sort_order: 30,
    active: 1,
  },
  { title: 'マーケット動画セミナー 毎週配信中', image_file: 'video-seminar.svg', link_url: 'https://video.example.jp/', sort_order: 40, active: 1 },
];

const docs = 'https://www.example.jp/documents';
export const annualConsentDocuments: Insertable<AnnualConsentDocumentsTable>[] = [
  {
    code: 'gx_terms',
    business_type: null,
    trading_platform: 'GX',
    name_jp: '取引約款（GX）',
    sort_order: 10,
    link: `${docs}/gx/terms.pdf`,
    active: 1,
  },
  {
    code: 'gx_fx_explanation',
    business_type: 'FX',
    trading_platform: 'GX',
    name_jp: '店頭外国為替証拠金取引説明書（GX）',
    sort_order: 20,
    link: `${docs}/gx/fx-explanation.pdf`,
    active: 1,
  },
  {
    code: 'gx_cfd_explanation',
    business_type: 'CFD',
    trading_platform: 'GX',
    name_jp: '商品CFD取引説明書（GX）',
    sort_order: 30,
    link: `${docs}/gx/cfd-explanation.pdf`,
    active: 1,
  },
  {
    code: 'gx_crypto_cfd_explanation',
    business_type: 'CRYPTO-CFD',
    trading_platform: 'GX',
    name_jp: '暗号資産CFD取引説明書（GX）',
    sort_order: 40,
    link: `${docs}/gx/crypto-cfd-explanation.pdf`,
    active: 1,
  },
  {
    code: 'gx_sec_cfd_explanation',
    business_type: 'SEC-CFD',
    trading_platform: 'GX',
    name_jp: '証券CFD取引説明書（GX）',
    sort_order: 50,
    link: `${docs}/gx/sec-cfd-explanation.pdf`,
    active: 1,
  },
  {
    code: 'gx_fx_ko_explanation',
    business_type: 'FX-KO',
    trading_platform: 'GX',
    name_jp: 'FXノックアウトオプション取引説明書（GX）',
    sort_order: 60,
    link: `${docs}/gx/fx-ko-explanation.pdf`,
    active: 1,
  },
  {
    code: 'mt4_terms',
    business_type: null,
    trading_platform: 'MT4',
    name_jp: '取引約款（MT4）',
    sort_order: 70,
    link: `${docs}/mt4/terms.pdf`,
    active: 1,
  },
  {
    code: 'mt4_explanation',
    business_type: 'FX',
    trading_platform: 'MT4',
    name_jp: 'MT4取引説明書',
    sort_order: 80,
    link: `${docs}/mt4/fx-explanation.pdf`,
    active: 1,
  },
  {
    code: 'electronic_delivery',
    business_type: null,
    trading_platform: null,
    name_jp: '電子交付に関する約款',
    sort_order: 90,
    link: `${docs}/common/electronic-delivery.pdf`,
    active: 1,
  },
  {
    code: 'privacy_policy',
    business_type: null,
    trading_platform: null,
    name_jp: '個人情報保護方針',
    sort_order: 100,
    link: 'https://www.example.jp/privacy',
    active: 1,
  },
  {
    code: 'best_execution',
    business_type: null,
    trading_platform: null,
    name_jp: '最良執行方針',
    sort_order: 110,
    link: `${docs}/common/best-execution.pdf`,
    active: 1,
  },
];

export const acknowledgementItems: Insertable<AcknowledgementItemsTable>[] = [
  {
    type: 'text_before',
    sort_order: 10,
    name: '以下の書面の内容を十分にご確認いただき、ご理解・ご同意のうえお取引ください。',
    value: 'intro',
    link: null,
  },
  {
    type: 'acknowledgement_others',
    sort_order: 20,
    name: '「重要事項説明書（リスク開示）」を確認しました',
    value: 'risk_disclosure',
    link: `${docs}/common/risk-disclosure.pdf`,
  },
  {
    type: 'acknowledgement_others',
    sort_order: 30,
    name: '「反社会的勢力ではないことの表明・確約」に同意します',
    value: 'anti_social_forces',
    link: `${docs}/common/anti-social-forces.pdf`,
  },
  {
    type: 'text_after',
    sort_order: 40,
    name: 'ご不明な点がございましたら、カスタマーサポート（平日 8:00～20:00）までお問い合わせください。',
    value: 'outro',
    link: null,
  },
];

/** Name of this reference-data set in seed_runs; a later set gets a new name (and its own function). */
export const REFERENCE_SEED = 'reference-data-1';

/** Inserts the reference data once per database; returns false when it was seeded before. */
export async function seedReferenceData(db: Kysely<Database>, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: REFERENCE_SEED, applied_at: now.toISOString() })
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .insertInto('account_types')
      .values(accountTypes)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('customer_type_account_types')
      .values(customerTypeAccountTypes)
      .onConflict((oc) => oc.columns(['customer_type', 'account_type_code']).doNothing())
      .execute();
    await trx
      .insertInto('feature_switches')
      .values(featureSwitches)
      .onConflict((oc) => oc.columns(['group_name', 'code']).doNothing())
      .execute();
    await trx
      .insertInto('tool_links')
      .values(toolLinks)
      .onConflict((oc) => oc.columns(['category', 'code']).doNothing())
      .execute();
    await trx
      .insertInto('downloadable_files')
      .values(downloadableFiles)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('banners')
      .values(banners)
      .onConflict((oc) => oc.column('title').doNothing())
      .execute();
    await trx
      .insertInto('annual_consent_documents')
      .values(annualConsentDocuments)
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await trx
      .insertInto('acknowledgement_items')
      .values(acknowledgementItems)
      .onConflict((oc) => oc.column('value').doNothing())
      .execute();
    return true;
  });
}
