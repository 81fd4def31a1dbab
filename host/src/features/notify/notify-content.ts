// Texts of the result pages /notify/success, /notify/fail and /notify/verify. A `type` query
// parameter picks the wording for a known flow; without it the spec's defaults apply.
import { specMessages } from '@portal/shared-kernel';

export type NotifyKind = 'success' | 'fail' | 'verify';

export interface NotifyContent {
  status: 'success' | 'error' | 'info' | 'warning';
  title: string;
  text: string;
  /** Where the main button leads: the login page or My Page top. */
  next: 'login' | 'home' | 'auto';
}

const defaults: Record<NotifyKind, NotifyContent> = {
  success: { status: 'success', title: specMessages.resultSuccessDefault, text: 'お手続きを受け付けました。', next: 'auto' },
  fail: {
    status: 'error',
    title: specMessages.resultFailureDefault,
    text: 'お手続きを完了できませんでした。お手数ですが、時間をおいてもう一度お試しいただくか、お客様サポートセンターまでお問い合わせください。',
    next: 'auto',
  },
  verify: { status: 'success', title: '認証完了', text: 'メールアドレスの認証が完了しました。', next: 'auto' },
};

const byType: Record<string, Partial<Record<NotifyKind, NotifyContent>>> = {
  'password-reset': {
    success: {
      status: 'success',
      title: 'パスワード再設定完了',
      text: 'ログインパスワードを再設定しました。新しいパスワードでログインしてください。',
      next: 'login',
    },
    fail: {
      status: 'error',
      title: 'パスワード再設定失敗',
      text: 'パスワードを再設定できませんでした。お手数ですが、最初からやり直してください。',
      next: 'login',
    },
  },
  'password-change': {
    success: {
      status: 'success',
      title: 'パスワード変更完了',
      text: 'ログインパスワードを変更しました。新しいパスワードで再度ログインしてください。',
      next: 'login',
    },
  },
  email: {
    verify: {
      status: 'success',
      title: 'メールアドレス認証完了',
      text: 'メールアドレスの認証が完了しました。引き続きお手続きください。',
      next: 'auto',
    },
    fail: {
      status: 'error',
      title: 'メールアドレス認証失敗',
      text: '認証リンクの有効期限が切れているか、すでに使用されています。お手数ですが、もう一度お手続きください。',
      next: 'auto',
    },
  },
  deposit: {
    success: { status: 'success', title: '入金手続き完了', text: 'ご入金の手続きが完了しました。反映まで時間がかかる場合があります。', next: 'home' },
    fail: {
      status: 'error',
      title: '入金手続き失敗',
      text: 'ご入金の手続きを完了できませんでした。お手数ですが、もう一度お試しください。',
      next: 'home',
    },
  },
};

export function notifyContent(kind: NotifyKind, type: string | null, result: string | null = null): NotifyContent {
  // /notify/verify?result=fail reports a failed verification.
  const effective: NotifyKind = kind === 'verify' && result === 'fail' ? 'fail' : kind;
  return (
    (type ? byType[type]?.[effective] : undefined) ??
    (kind === 'verify' && effective === 'fail' ? { ...defaults.fail, title: '認証失敗' } : defaults[effective])
  );
}
