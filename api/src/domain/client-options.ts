// The choices of the customer forms (public/accountopen/clientInfoOptions): occupations, industries,
// income and asset ranges, the character of the funds, purposes, motivations, products and levels of
// experience. The server owns them: the pages render what it answers and it refuses codes not listed.
import type { ClientInfoOptions, ClientOption } from '@portal/shared-kernel/contract';

const list = (pairs: readonly (readonly [string, string])[]): ClientOption[] => pairs.map(([code, nameJp]) => ({ code, nameJp }));

export const clientInfoOptions: ClientInfoOptions = {
  occupations: list([
    ['company_employee', '会社員'],
    ['company_executive', '会社役員'],
    ['civil_servant', '公務員'],
    ['self_employed', '自営業'],
    ['professional', '専門職（医師・弁護士・税理士等）'],
    ['part_time', 'パート・アルバイト'],
    ['homemaker', '主婦・主夫'],
    ['student', '学生'],
    ['pensioner', '年金受給者'],
    ['unemployed', '無職'],
    ['other', 'その他'],
  ]),
  industries: list([
    ['finance', '金融・保険'],
    ['manufacturing', '製造'],
    ['it', '情報通信'],
    ['retail', '卸売・小売'],
    ['construction', '建設・不動産'],
    ['medical', '医療・福祉'],
    ['education', '教育'],
    ['public', '公務'],
    ['service', 'サービス'],
    ['none', '該当なし'],
    ['other', 'その他'],
  ]),
  incomeRanges: list([
    ['income_lt3m', '300万円未満'],
    ['income_3m_5m', '300万円以上500万円未満'],
    ['income_5m_10m', '500万円以上1,000万円未満'],
    ['income_10m_30m', '1,000万円以上3,000万円未満'],
    ['income_ge30m', '3,000万円以上'],
  ]),
  assetRanges: list([
    ['assets_lt1m', '100万円未満'],
    ['assets_1m_5m', '100万円以上500万円未満'],
    ['assets_5m_10m', '500万円以上1,000万円未満'],
    ['assets_10m_50m', '1,000万円以上5,000万円未満'],
    ['assets_ge50m', '5,000万円以上'],
  ]),
  fundSources: list([
    ['surplus', '余裕資金'],
    ['savings', '貯蓄'],
    ['retirement', '退職金'],
    ['inheritance', '相続・贈与'],
    ['other', 'その他'],
  ]),
  purposes: list([
    ['long_term', '長期的な資産形成'],
    ['short_term', '短期的な値上がり益'],
    ['interest', 'スワップポイント等の金利収入'],
    ['hedge', '保有資産のリスクヘッジ'],
    ['diversify', '資産の分散'],
    ['other', 'その他'],
  ]),
  motivations: list([
    ['website', '当社ウェブサイト'],
    ['advertisement', '広告'],
    ['seminar', 'セミナー'],
    ['referral', '知人の紹介'],
    ['article', '雑誌・新聞・ウェブ記事'],
    ['sns', 'SNS・動画'],
    ['other', 'その他'],
  ]),
  experienceProducts: list([
    ['stocks', '株式'],
    ['funds', '投資信託'],
    ['bonds', '債券'],
    ['fx', 'FX（外国為替証拠金取引）'],
    ['cfd', 'CFD'],
    ['futures', '先物・オプション'],
    ['crypto', '暗号資産'],
  ]),
  experienceLevels: list([
    ['none', 'なし'],
    ['lt1y', '1年未満'],
    ['1y_3y', '1年以上3年未満'],
    ['3y_5y', '3年以上5年未満'],
    ['ge5y', '5年以上'],
  ]),
  bankAccountTypes: list([
    ['普通', '普通'],
    ['当座', '当座'],
  ]),
  salesRanges: list([
    ['sales_lt10m', '1,000万円未満'],
    ['sales_10m_100m', '1,000万円以上1億円未満'],
    ['sales_100m_1b', '1億円以上10億円未満'],
    ['sales_1b_10b', '10億円以上100億円未満'],
    ['sales_ge10b', '100億円以上'],
  ]),
};

export const optionName = (options: readonly ClientOption[], code: string): string | undefined => options.find((o) => o.code === code)?.nameJp;
export const isOption = (options: readonly ClientOption[], code: string): boolean => options.some((o) => o.code === code);
