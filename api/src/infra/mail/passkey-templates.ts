// Mails of passkeys, the step-up, the e-mail change and "this wasn't me". Plain text; like every
// notice they carry no link: a mail that leads to a page asking for a password is what phishing
// imitates, so they say in words where to go instead.
import { stepUpOperationLabels } from '@portal/shared-kernel/contract';
import type { StepUpOperation } from '@portal/shared-kernel/contract';
import type { MailMessage } from './mailer.ts';
import type { CodePurposeText } from './templates.ts';
import { SIGNATURE_LINES, tokyo } from './templates.ts';

const SIGNATURE = SIGNATURE_LINES.join('\n');

/** Where the customer reports a login that was not theirs, in words (no link). */
/** How to report a login the customer did not make, in words (no link: mail never leads to a password prompt). */
export const reportLoginHow = (customerType: 'individual' | 'corporate'): string =>
  `マイページにログインし、「${customerType === 'corporate' ? '法人情報' : 'お客様情報'}」の「ログイン通知」にあるログイン履歴で「心当たりがない」を押すと、すべての端末からログアウトし、ログインと出金を停止できます。`;

/** The e-mailed code of a step-up, named after the operation it allows. */
export const stepUpCodePurpose = (operation: StepUpOperation): CodePurposeText => ({
  subject: `【マイページ】${stepUpOperationLabels[operation]}の本人確認コード`,
  action: `${stepUpOperationLabels[operation]}のお手続きにあたり、ご本人確認のための認証コードを発行しました。`,
  screen: '本人確認の画面',
});

/** The code that proves the customer receives mail at the new address. */
export const newEmailCodePurpose: CodePurposeText = {
  subject: '【マイページ】メールアドレス確認の認証コード',
  action: 'メールアドレス変更のお手続きにあたり、新しいメールアドレスを確認するための認証コードを発行しました。',
  screen: 'お客様情報の変更画面',
};

export function passkeyNoticeMail(
  to: string,
  name: string,
  what: 'registered' | 'deleted',
  facts: { passkeyName: string; at: string; from: string | null; remaining?: number; customerType: 'individual' | 'corporate' },
): MailMessage {
  const registered = what === 'registered';
  return {
    to,
    subject: registered ? '【マイページ】パスキー登録のお知らせ' : '【マイページ】パスキー削除のお知らせ',
    text: [
      `${name} 様`,
      '',
      `${tokyo(facts.at)} に次のパスキーを${registered ? '登録しました' : '削除しました'}。`,
      '',
      `パスキーの名前：${facts.passkeyName}`,
      ...(facts.from ? [`操作した端末：${facts.from}`] : []),
      ...(!registered && facts.remaining === 0
        ? ['', '登録されているパスキーはなくなりました。ログインの際は、パスワードとメールの認証コードで本人確認を行います。']
        : []),
      '',
      'お心当たりがない場合は、第三者がお客様のアカウントを操作した可能性があります。',
      reportLoginHow(facts.customerType),
      'あわせて、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** "This wasn't me": what happened, and how to get back in (the forgotten-password flow, in words). */
export function loginReportedMail(to: string, name: string, facts: { at: string; reportedLogin: string; sessionsEnded: number }): MailMessage {
  return {
    to,
    subject: '【マイページ】ログインと出金の停止のお知らせ',
    text: [
      `${name} 様`,
      '',
      `${tokyo(facts.at)} に、${tokyo(facts.reportedLogin)} のログインについて「心当たりがない」とのご連絡を受け付けました。`,
      'お客様の資産を守るため、次の対応を行いました。',
      '',
      `・すべての端末からログアウトしました（${facts.sessionsEnded}件）。`,
      '・パスキーを含むすべての方法でのログインと、出金のご依頼を停止しました。',
      '',
      '再開するには、ログイン画面の「パスワードをお忘れの方」から、ログインIDとご登録のメールアドレスでログインパスワードを再設定してください。',
      '再設定が完了すると、ログインと出金を再びご利用いただけます。',
      '',
      '第三者にパスワードを知られた可能性があります。ほかのサービスで同じパスワードをお使いの場合は、そちらも変更してください。',
      'ご不明な点は、カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

/** To the new address once the change is applied (the old address gets profileChangeNoticeMail). */
export function emailChangedMail(to: string, name: string, at: string): MailMessage {
  return {
    to,
    subject: '【マイページ】メールアドレス変更完了のお知らせ',
    text: [
      `${name} 様`,
      '',
      `${tokyo(at)} にご登録のメールアドレスをこのアドレスに変更しました。`,
      '今後、マイページからのお知らせや電子交付のご案内はこのアドレスにお送りします。',
      '',
      'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}
