// The menu and route titles: the only texts the exposed ./routes module needs, kept apart so the
// routes entry does not pull every page's texts (one small chunk before the remote does anything).

export const routeTexts = {
  menuCustomer: 'お客様情報',
  menuCorporate: '法人情報',
  routeAccount: '口座情報',
  routeNumber: 'マイナンバー',
  routeInfo: '基本情報',
  routeAddress: '住所',
  routeJob: '職業',
  routeBank: '出金先口座',
  routeProperty: '資産状況',
  routeExp: '投資経験',
  routeMotivation: '取引の動機',
  routeBusiness: '投資目的',
  routeAd: '広告メール',
  routeNotic: 'ログイン通知',
  routeContractMsg: '約定通知',
  routeOpen: '他サービス申込',
  routeCampaign: 'キャンペーン',
  routeCorpInfo: '法人基本情報',
  routeRepresentative: '代表者情報',
  routeTrader: '取引担当者',
  routeCorpExp: '取引担当者の投資経験',
  routeBeneficialOwners: '実質的支配者',
} as const;
