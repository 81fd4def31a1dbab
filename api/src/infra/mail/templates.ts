// Japanese mail texts. Codes appear only in the mail body, never in logs or the audit log.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { DATE_TIME_FORMAT, formatMoney, TIME_ZONE, VERIFICATION_CODE_VALIDITY_MIN } from '@portal/shared-kernel/contract';
import type { MailMessage } from './mailer.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The footer of every mail (sender, contact, no-reply note). */
export const SIGNATURE_LINES = [
  '',
  '──────────────────────',
  'サンプル証券株式会社 マイページ',
  'お問い合わせ：カスタマーサポート（平日 8:00～20:00、土日・年末年始を除く）',
  '※本メールは送信専用アドレスから送信しています。ご返信いただいてもお答えできません。',
] as const;

const SIGNATURE = [...SIGNATURE_LINES, '※お心当たりのない場合は、本メールを破棄してください。'].join('\n');

/** An instant as the mails show it (Asia/Tokyo, YYYY/MM/DD HH:mm:ss). */
export const tokyo = (instant: string) => dayjs(instant).tz(TIME_ZONE).format(DATE_TIME_FORMAT);

export function loginCodeMail(to: string, name: string, code: string, expiresAt: string): MailMessage {
  return {
    to,
    subject: '【マイページ】ログイン認証コードのお知らせ',
    text: [
      `${name} 様`,
      '',
      'マイページへのログインにあたり、認証コードを発行しました。',
      'ログイン画面に次の6桁の認証コードを入力してください。',
      '',
      `認証コード：${code}`,
      `有効期限：${tokyo(expiresAt)}（発行から${VERIFICATION_CODE_VALIDITY_MIN}分間）`,
      '',
      '認証コードは一度だけ使用できます。第三者には絶対に教えないでください。',
      SIGNATURE,
    ].join('\n'),
  };
}

export function passwordResetCodeMail(to: string, name: string, code: string, expiresAt: string): MailMessage {
  return {
    to,
    subject: '【マイページ】パスワード再設定の認証コード',
    text: [
      `${name} 様`,
      '',
      'ログインパスワード再設定のお手続きを受け付けました。',
      'パスワード再設定画面に次の6桁の認証コードを入力してください。',
      '',
      `認証コード：${code}`,
      `有効期限：${tokyo(expiresAt)}（発行から${VERIFICATION_CODE_VALIDITY_MIN}分間）`,
      '',
      'お手続きに心当たりがない場合は、第三者がお客様のログインIDを入力した可能性があります。',
      'パスワードは変更されていませんので、本メールを破棄してください。',
      SIGNATURE,
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, name: string, changedAt: string): MailMessage {
  return {
    to,
    subject: '【マイページ】ログインパスワード変更完了のお知らせ',
    text: [
      `${name} 様`,
      '',
      `${tokyo(changedAt)} にログインパスワードが変更されました。`,
      'セキュリティ保護のため、すべての端末でログアウトしました。新しいパスワードで再度ログインしてください。',
      '',
      'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** What an e-mailed code is for, in the subject and the first lines. */
export type CodePurposeText = { subject: string; action: string; screen: string };

export const codePurposeTexts = {
  withdrawalReset: {
    subject: '【マイページ】出金パスワード再設定の認証コード',
    action: '出金パスワード再設定のお手続きを受け付けました。',
    screen: '出金パスワード再設定画面',
  },
  tradingReset: {
    subject: '【マイページ】取引パスワード再設定の認証コード',
    action: '取引パスワード再設定のお手続きを受け付けました。',
    screen: '取引パスワード再設定画面',
  },
  mfaChange: {
    subject: '【マイページ】多要素認証の設定変更の認証コード',
    action: '多要素認証の設定変更のお手続きを受け付けました。',
    // the page as the menu calls it (お客様情報／法人情報 ＞ 多要素認証)
    screen: 'マイページの「多要素認証」画面',
  },
} as const satisfies Record<string, CodePurposeText>;

export function verificationCodeMail(to: string, name: string, purpose: CodePurposeText, code: string, expiresAt: string): MailMessage {
  return {
    to,
    subject: purpose.subject,
    text: [
      `${name} 様`,
      '',
      purpose.action,
      `${purpose.screen}に次の6桁の認証コードを入力してください。`,
      '',
      `認証コード：${code}`,
      `有効期限：${tokyo(expiresAt)}（発行から${VERIFICATION_CODE_VALIDITY_MIN}分間）`,
      '',
      '認証コードは一度だけ使用できます。第三者には絶対に教えないでください。',
      'お手続きに心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/**
 * A notice of something done on the account: 「…のお知らせ」 with what happened, and whom to call when
 * the customer did not do it.
 */
export function noticeMail(to: string, name: string, what: string, lines: readonly string[]): MailMessage {
  return {
    to,
    subject: `【マイページ】${what}のお知らせ`,
    text: [`${name} 様`, '', ...lines, '', 'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。', SIGNATURE].join('\n'),
  };
}

/** Notice after a withdrawal/trading password was registered, changed or reset, or MFA was changed. */
export function securityNoticeMail(to: string, name: string, what: string, at: string): MailMessage {
  return noticeMail(to, name, what, [`${tokyo(at)} に${what}の手続きが完了しました。`]);
}

const yen = (amount: string): string => formatMoney(amount, 'JPY');
const tokyoDay = (date: string) => dayjs.tz(`${date}T00:00:00`, TIME_ZONE).format('YYYY/MM/DD');

export interface WithdrawalMailFacts {
  receiptNo: string;
  accountNo: string;
  amount: string;
  requestedAt: string;
  cutoffAt: string;
  scheduledDate: string;
  bank: string;
}

export function withdrawalRequestedMail(to: string, name: string, w: WithdrawalMailFacts): MailMessage {
  return {
    to,
    subject: '【マイページ】出金依頼受付のお知らせ',
    text: [
      `${name} 様`,
      '',
      '次の内容で出金のご依頼を受け付けました。',
      '',
      `受付番号：${w.receiptNo}`,
      `受付日時：${tokyo(w.requestedAt)}`,
      `出金元口座：${w.accountNo}`,
      `出金金額：${yen(w.amount)}`,
      `出金先：${w.bank}`,
      `出金予定日：${tokyoDay(w.scheduledDate)}`,
      `取消期限：${tokyo(w.cutoffAt)}`,
      '',
      '取消期限までは、マイページの「出金」画面からご依頼を取り消すことができます。',
      'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

export function withdrawalCancelledMail(
  to: string,
  name: string,
  w: { receiptNo: string; accountNo: string; amount: string; cancelledAt: string },
): MailMessage {
  return {
    to,
    subject: '【マイページ】出金依頼取消のお知らせ',
    text: [
      `${name} 様`,
      '',
      '次の出金のご依頼を取り消しました。出金金額は口座に戻っています。',
      '',
      `受付番号：${w.receiptNo}`,
      `取消日時：${tokyo(w.cancelledAt)}`,
      `出金元口座：${w.accountNo}`,
      `出金金額：${yen(w.amount)}`,
      '',
      'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** The public account opening's check that mail reaches the address the applicant entered (no signature: the applicant is not a customer yet). */
export function testEmailMail(to: string): MailMessage {
  return {
    to,
    subject: '【マイページ】メールアドレス確認のためのテストメール',
    text: [
      'このメールは、口座開設のお申し込み画面で入力されたメールアドレスに、メールが届くことを確認するためにお送りしています。',
      '',
      'このメールを受信できましたら、お申し込み画面に戻り、手続きをお進めください。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  };
}
