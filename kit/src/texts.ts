// The kit's Japanese texts (spec-quoted texts come from the kernel's messages, verbatim).
export const kitTexts = {
  verifyCode: '認証コード',
  verifyCodePlaceholder: '6桁の数字',
  verifyCodeValidity: (minutes: number) => `認証コードの有効期限は送信から${minutes}分です。`,
  codeSentTo: (masked: string) => `${masked} に認証コードを送信しました。`,
  codeSentFallback: 'ご登録のメールアドレスに認証コードを送信しました。',
  codeWillBeSent: 'ご登録のメールアドレスに認証コードを送信します。',
  codeNotSentYet: '先に「認証コードを送信」を押してください。',
  destinationLabel: '送信先メールアドレス',
  noMail: 'メールが届かない場合',
  resent: '認証コードを再送信しました。',
  sendCode: '認証コードを送信',
  back: '戻る',
  resultTimestamp: '受付日時',
  loadFailed: '情報を取得できませんでした',
  loadFailedHint: '通信状況をご確認のうえ、もう一度お試しください。',
  retry: '再読み込み',
  loading: '読み込み中',
  yen: '円',
  genericError: 'システムエラーが発生しました。しばらくしてからもう一度お試しください。',
  // Under every password field (forms/password-warnings.tsx).
  capsLockOn: 'Caps Lockがオンになっています',
  fullWidthInput: '全角入力になっています。パスワードは半角英数字で入力してください',
  // Dates in either calendar (forms/date-field.tsx).
  datePlaceholder: '例：1980/01/31、昭和55年1月31日',
  bothCalendars: (seireki: string, wareki: string) => `西暦 ${seireki}（${wareki}）`,
  westernOnly: (seireki: string) => `西暦 ${seireki}`,
} as const;
