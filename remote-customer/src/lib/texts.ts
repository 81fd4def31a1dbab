// Every Japanese text of remote-customer. Spec-quoted texts come from the kernel; the fields'
// validation messages come from the kernel's request schemas.

export const texts = {
  // Menu (spec §2: /portal/customer/*, /portal/customer/corp/*, /portal/open)
  menuCustomer: 'お客様情報',
  menuCorporate: '法人情報',
  routeAccount: '口座情報',
  routeNumber: 'マイナンバー',
  routeInfo: 'お客様情報',
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
} as const;
