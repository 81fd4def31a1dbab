// Texts of the result pages /notify/success, /notify/fail and /notify/verify. A `type` query
// parameter picks the wording for a known flow; without it the spec's defaults apply.
import { specMessages } from '@portal/shared-kernel';
import { texts } from '../../lib/texts.ts';

export type NotifyKind = 'success' | 'fail' | 'verify';

export interface NotifyContent {
  status: 'success' | 'error' | 'info' | 'warning';
  title: string;
  text: string;
  /** Where the main button leads: the login page or My Page top. */
  next: 'login' | 'home' | 'auto';
}

const t = texts.notify;

const defaults: Record<NotifyKind, NotifyContent> = {
  success: { status: 'success', title: specMessages.resultSuccessDefault, text: t.successText, next: 'auto' },
  fail: { status: 'error', title: specMessages.resultFailureDefault, text: t.failText, next: 'auto' },
  verify: { status: 'success', ...t.verified, next: 'auto' },
};

const byType: Record<string, Partial<Record<NotifyKind, NotifyContent>>> = {
  'password-reset': {
    success: { status: 'success', ...t.passwordReset.success, next: 'login' },
    fail: { status: 'error', ...t.passwordReset.fail, next: 'login' },
  },
  'password-change': {
    success: { status: 'success', ...t.passwordChange.success, next: 'login' },
  },
  email: {
    verify: { status: 'success', ...t.email.verify, next: 'auto' },
    fail: { status: 'error', ...t.email.fail, next: 'auto' },
  },
  deposit: {
    success: { status: 'success', ...t.deposit.success, next: 'home' },
    fail: { status: 'error', ...t.deposit.fail, next: 'home' },
  },
};

export function notifyContent(kind: NotifyKind, type: string | null, result: string | null = null): NotifyContent {
  // /notify/verify?result=fail reports a failed verification.
  const effective: NotifyKind = kind === 'verify' && result === 'fail' ? 'fail' : kind;
  return (
    (type ? byType[type]?.[effective] : undefined) ??
    (kind === 'verify' && effective === 'fail' ? { ...defaults.fail, title: t.verifyFailedTitle } : defaults[effective])
  );
}
