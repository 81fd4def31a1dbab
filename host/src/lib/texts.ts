// Every Japanese text of the host in one place (spec-quoted texts come from the kernel, verbatim).
export const texts = {
  backToLogin: 'ログイン画面に戻る',
  verify2: {
    title: 'ログイン認証',
    lead: (digits: number) => `多要素認証が有効になっています。ご登録のメールアドレスに送信した${digits}桁の認証コードを入力してください。`,
    formLabel: '認証コード入力',
    submit: '認証してログイン',
  },
  resetPassword: {
    title: 'パスワードの再設定',
    lead: 'ログインパスワードをお忘れの場合は、以下の手順で新しいパスワードを設定してください。',
    steps: ['ご本人確認', '認証コード入力', '新しいパスワード設定'],
    identityForm: 'ご本人確認',
    username: 'ログインID',
    email: 'ご登録のメールアドレス',
    sendCode: '認証コードを送信',
    codeSentNotice: 'ご入力いただいたログインIDとメールアドレスがご登録内容と一致する場合、認証コードをお送りしました。',
    codeForm: '認証コード入力',
    codeExtra: (digits: number, minutes: number) => `メールに記載の${digits}桁の認証コードを入力してください。有効期限は送信から${minutes}分です。`,
    next: '次へ',
    newPasswordForm: '新しいパスワード設定',
    newPassword: '新しいパスワード',
    newPasswordExtra:
      '8～15文字で、大文字・小文字・数字をすべて含めてください。生年月日、お客様番号、電話番号など推測されやすいものはご利用いただけません。',
    confirmPassword: '新しいパスワード（確認用）',
    submit: 'パスワードを再設定する',
  },
} as const;
