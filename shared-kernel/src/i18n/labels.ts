// Japanese labels for products, platforms, customers and active sessions (spec §1, §2, §3).
import type {
  AccountInfo,
  AccountOption,
  ActiveSession,
  ActiveSessionKind,
  BusinessType,
  CustomerInfo,
  CustomerType,
  LoginDevice,
  LoginPlatform,
  TradingPlatform,
} from '../contract/entities.ts';
import type { LoginMethod, StepUpMethod, StepUpOperation } from '../contract/schemas/passkeys.ts';

// ---- Product lines --------------------------------------------------------------------------

export const BUSINESS_TYPES: readonly BusinessType[] = ['FX', 'CFD', 'CRYPTO-CFD', 'SEC-CFD', 'FX-KO', 'CFD-KO', 'CRYPTO-KO'];

/** Product-line labels (spec §1). */
export const businessTypeLabels: Record<BusinessType, string> = {
  FX: 'FX',
  CFD: '商品CFD',
  'CRYPTO-CFD': '暗号資産CFD',
  'SEC-CFD': '証券CFD',
  'FX-KO': 'FX KO',
  'CFD-KO': '商品KO',
  'CRYPTO-KO': '暗号資産KO',
};

/** Business types that have a corporate variant (spec §1): FX, commodity CFD, crypto CFD, securities CFD. */
export const CORPORATE_VARIANT_TYPES: readonly BusinessType[] = ['FX', 'CFD', 'CRYPTO-CFD', 'SEC-CFD'];
export const CORPORATE_PREFIX = '法人';

export const isKnockOut = (businessType: string): boolean => businessType.toUpperCase().endsWith('-KO');

/**
 * The product-line label: corporate customers see 「法人」 before FX / 商品CFD / 暗号資産CFD / 証券CFD
 * (e.g. 「法人商品CFD」); KO lines have no corporate variant and keep their label.
 */
export function productLineLabel(businessType: BusinessType, customerType: CustomerType = 'individual'): string {
  const base = businessTypeLabels[businessType] ?? businessType;
  return customerType === 'corporate' && CORPORATE_VARIANT_TYPES.includes(businessType) ? `${CORPORATE_PREFIX}${base}` : base;
}

export const EXTRA_LABEL_KO = 'KO';
export const EXTRA_LABEL_OPTION = 'オプション';

/**
 * The extra label individuals see beside an account (spec §1: 「KO」 or 「オプション」). Rule:
 * 1. corporate customers: none;
 * 2. an account type whose category (AccountOption.accountCategary) is `option`: 「オプション」;
 * 3. a knock-out business type (…-KO): 「KO」;
 * 4. otherwise none.
 */
export function extraProductLabel(
  account: Pick<AccountInfo, 'businessType'> & { accountCategary?: string | null },
  customerType: CustomerType = 'individual',
): string | null {
  if (customerType !== 'individual') return null;
  if (account.accountCategary?.toLowerCase() === 'option') return EXTRA_LABEL_OPTION;
  if (isKnockOut(account.businessType)) return EXTRA_LABEL_KO;
  return null;
}

// ---- Platforms and account types ------------------------------------------------------------

export const platformLabels: Record<TradingPlatform, string> = { MT4: 'MT4', GX: 'GX' };
export const platformLabel = (platform: TradingPlatform): string => platformLabels[platform] ?? platform;

/** 「FX（MT4）」, 「法人商品CFD（GX）」: product line with its platform. */
export function accountLabel(account: Pick<AccountInfo, 'businessType' | 'tradingPlatform'>, customerType: CustomerType = 'individual'): string {
  return `${productLineLabel(account.businessType, customerType)}（${platformLabel(account.tradingPlatform)}）`;
}

type AccountTypeParts = Pick<AccountInfo, 'businessType' | 'tradingPlatform' | 'accountCurrency'>;

/** `businessType_platform_currency` in lower case: fx_mt4_jpy, sec-cfd_gx_jpy (spec §2, seed data). */
export function accountTypeCode(account: AccountTypeParts): string {
  return `${account.businessType}_${account.tradingPlatform}_${account.accountCurrency}`.toLowerCase();
}

/** Reverse of accountTypeCode; null when the code is not businessType_platform_currency. */
export function parseAccountTypeCode(code: string): AccountTypeParts | null {
  const parts = code.split('_');
  if (parts.length !== 3) return null;
  const [b, p, c] = parts as [string, string, string];
  const businessType = b.toUpperCase() as BusinessType;
  const tradingPlatform = p.toUpperCase() as TradingPlatform;
  if (!BUSINESS_TYPES.includes(businessType) || !(tradingPlatform in platformLabels) || !/^[a-z]{3}$/i.test(c)) return null;
  return { businessType, tradingPlatform, accountCurrency: c.toUpperCase() };
}

export const hasSecCfdAccount = (accounts: readonly Pick<AccountInfo, 'businessType'>[]): boolean =>
  accounts.some((a) => a.businessType === 'SEC-CFD');

/** Allowed account types the customer has not opened yet (spec §2: the account-opening routes show only if any). */
export function unopenedAccountTypes<T extends Pick<AccountOption, 'code'>>(allowed: readonly T[], accounts: readonly AccountTypeParts[]): T[] {
  const opened = new Set(accounts.map(accountTypeCode));
  return allowed.filter((o) => !opened.has(o.code.toLowerCase()));
}

// ---- Customers ------------------------------------------------------------------------------

export const customerTypeLabels: Record<CustomerType, string> = { individual: '個人', corporate: '法人' };

type NameParts = Pick<
  CustomerInfo,
  'customerType' | 'lastName' | 'firstName' | 'lastNameKatakana' | 'firstNameKatakana' | 'corporateName' | 'corporateNameKatakana'
>;

const joinName = (...parts: (string | null | undefined)[]): string => parts.filter((p) => p && p.trim() !== '').join(' ');

/** Individual: 「山田 太郎」 (last, first); corporate: the corporate name. */
export function customerDisplayName(c: NameParts): string {
  if (c.customerType === 'corporate') return c.corporateName ?? joinName(c.lastName, c.firstName);
  return joinName(c.lastName, c.firstName);
}

/** Individual: 「ヤマダ タロウ」; corporate: the corporate name's kana. */
export function customerKanaName(c: NameParts): string {
  if (c.customerType === 'corporate') return c.corporateNameKatakana ?? joinName(c.lastNameKatakana, c.firstNameKatakana);
  return joinName(c.lastNameKatakana, c.firstNameKatakana);
}

/** Kana labels of the user summary for corporate customers (spec §2). */
export const nameFieldLabels = {
  individual: { name: 'お名前', kana: 'フリガナ' },
  corporate: { name: '法人名', kana: '法人名（フリガナ）' },
} as const;

// ---- Active sessions ------------------------------------------------------------------------

export const isMobileDevice = (device: LoginDevice): boolean => device === 'iOS' || device === 'Android';

/**
 * Spec §3: kind from platform + device, iOS and Android merged into Mobile.
 * MyPage → MyPagePC / MyPageMobile by device; GX_WebUI (the browser trading UI) → GX_WebUIPC;
 * GX_App (the smartphone app) → GX_AppMobile.
 */
export function activeSessionKind(session: Pick<ActiveSession, 'platform' | 'device'>): ActiveSessionKind {
  const platform: LoginPlatform = session.platform;
  if (platform === 'GX_App') return 'GX_AppMobile';
  if (platform === 'GX_WebUI') return 'GX_WebUIPC';
  return isMobileDevice(session.device) ? 'MyPageMobile' : 'MyPagePC';
}

export const activeSessionTitles: Record<ActiveSessionKind, string> = {
  MyPagePC: 'マイページ（PC）',
  MyPageMobile: 'マイページ（スマートフォン）',
  GX_WebUIPC: 'GX WEB取引画面（PC）',
  GX_AppMobile: 'GXアプリ（スマートフォン）',
};

/** 「マイページ（PC）」: the title of a login by its platform and device (sessions list, login history, login mail). */
export const activeSessionTitle = (session: Pick<ActiveSession, 'platform' | 'device'>): string => activeSessionTitles[activeSessionKind(session)];

export type ActiveSessionIcon = 'desktop' | 'mobile';
export const activeSessionIcon = (kind: ActiveSessionKind): ActiveSessionIcon => (kind.endsWith('Mobile') ? 'mobile' : 'desktop');

export type SessionDotColour = 'green' | 'red' | 'gray';
/** Spec §2: green = this session, red = stay logged in, gray = not kept. */
export function activeSessionDot(session: Pick<ActiveSession, 'current' | 'autoLogin'>): SessionDotColour {
  if (session.current) return 'green';
  return session.autoLogin ? 'red' : 'gray';
}

export const sessionDotLabels: Record<SessionDotColour, string> = {
  green: '現在のセッション',
  red: 'ログイン状態を保持',
  gray: 'ログイン状態を保持しない',
};

/** Everything the logged-in tools drawer shows for one session. */
export function describeActiveSession(session: ActiveSession) {
  const kind = activeSessionKind(session);
  return { kind, title: activeSessionTitles[kind], icon: activeSessionIcon(kind), dot: activeSessionDot(session) };
}

// ---- Passkeys and step-up ---------------------------------------------------------------------

/** How a login was made, as the login history and the login notice name it. */
export const loginMethodLabels: Record<LoginMethod, string> = {
  passkey: 'パスキー',
  passwordPasskey: 'パスワード＋パスキー',
  passwordCode: 'パスワード＋確認コード',
  password: 'パスワードのみ',
  handover: 'ログイン引き継ぎ',
  unknown: '記録なし',
};

/** What a step-up is for (the dialog's title: 「出金の本人確認」). */
export const stepUpOperationLabels: Record<StepUpOperation, string> = {
  withdraw: '出金',
  bankAccountChange: '出金先口座の変更',
  emailChange: 'メールアドレスの変更',
  loginPasswordChange: 'ログインパスワードの変更',
  withdrawPasswordSet: '出金パスワードの登録',
  withdrawPasswordReset: '出金パスワードの再設定',
  passkeyRegister: 'パスキーの登録',
  passkeyDelete: 'パスキーの削除',
};

/** The ways to step up, as the dialog offers them. */
export const stepUpMethodLabels: Record<StepUpMethod, string> = {
  passkey: 'パスキーで確認',
  code: 'メールの認証コードで確認',
  passwordAndCode: 'ログインパスワードとメールの認証コードで確認',
};
