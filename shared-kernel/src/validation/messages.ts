// Japanese texts of the validation rules (spec §5). Spec-quoted texts are verbatim; the rest
// (required-field texts, the login confirmation text, the code format text) are ours.

export type SecondaryPasswordKind = 'withdrawal' | 'trading';
export type SecondaryPasswordMode = 'set' | 'change' | 'reset';

const kindName: Record<SecondaryPasswordKind, string> = { withdrawal: '出金パスワード', trading: '取引パスワード' };

/** The label of the new-password field by mode (spec §5): 登録する / 変更後の / 新しい + password name. */
export function secondaryPasswordLabel(kind: SecondaryPasswordKind, mode: SecondaryPasswordMode): string {
  const prefix = mode === 'set' ? '登録する' : mode === 'change' ? '変更後の' : '新しい';
  return `${prefix}${kindName[kind]}`;
}

export const validationMessages = {
  // Login password (spec §5 "Login password")
  loginPasswordFormat: '8～15文字で大文字、小文字、数字が混在したものが必要です',
  loginPasswordSameAsOld: '旧パスワードと同じものは設定できません',
  loginOldPasswordRequired: '旧パスワードを入力してください',
  loginNewPasswordRequired: '新しいパスワードを入力してください',
  loginConfirmPasswordRequired: '確認用パスワードを入力してください',
  confirmMismatch: '確認パスワードが一致しません',
  // Sign-in form
  usernameRequired: 'ログインIDを入力してください',
  passwordRequired: 'パスワードを入力してください',
  // Verification code
  required: '必須',
  verifyCodeFormat: '認証コードは6桁の数字で入力してください',
  // Withdrawal and trading passwords
  secondaryPasswordFormat: (kind: SecondaryPasswordKind) =>
    `${kindName[kind]}は、8～32文字で大文字、小文字、数字のうち2種類以上が混在したものが必要です`,
  secondaryPasswordSameAsCurrent: (kind: SecondaryPasswordKind) => `現在の${kindName[kind]}と同じものは設定できません`,
  secondaryPasswordRequired: (kind: SecondaryPasswordKind, mode: SecondaryPasswordMode) => `${secondaryPasswordLabel(kind, mode)}を入力してください`,
  secondaryPasswordPlainRequired: (kind: SecondaryPasswordKind) => `${kindName[kind]}を入力してください`,
  secondaryCurrentPasswordRequired: (kind: SecondaryPasswordKind) => `現在の${kindName[kind]}を入力してください`,
  secondaryConfirmRequired: (kind: SecondaryPasswordKind) => `確認のため${kindName[kind]}をもう一度入力してください`,
  /** set mode: 「登録する出金パスワードが一致しません。」; other modes: 「確認パスワードが一致しません」. */
  secondaryConfirmMismatch: (kind: SecondaryPasswordKind, mode: SecondaryPasswordMode) =>
    mode === 'set' ? `登録する${kindName[kind]}が一致しません。` : '確認パスワードが一致しません',
} as const;
