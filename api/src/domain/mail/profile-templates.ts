// Mail texts of the customer pages (issue 11): the notice of a change to the old address, the
// receipt of a change that needs review, and the login notification.
import { activeSessionTitle, loginMethodLabels } from '@portal/shared-kernel/contract';
import type { LoginDevice, LoginMethod, LoginPlatform } from '@portal/shared-kernel/contract';
import { REPORT_LOGIN_HOW } from './passkey-templates.ts';
import type { MailMessage } from './mailer.ts';
import { SIGNATURE_LINES, tokyo } from './templates.ts';

const SIGNATURE = SIGNATURE_LINES.join('\n');

/** To the address on file before the change: what changed and when. */
export function profileChangeNoticeMail(to: string, name: string, what: string, at: string, extra: readonly string[] = []): MailMessage {
  return {
    to,
    subject: `【マイページ】${what}のお知らせ`,
    text: [
      `${name} 様`,
      '',
      `${tokyo(at)} に${what}のお手続きを受け付けました。`,
      ...extra,
      '',
      'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}

export function modifyRequestMail(to: string, name: string, what: string, requestNo: number, at: string, documents: readonly string[]): MailMessage {
  return {
    to,
    subject: `【マイページ】${what}の変更申請を受け付けました`,
    text: [
      `${name} 様`,
      '',
      `${tokyo(at)} に${what}の変更申請（申請番号 ${requestNo}）を受け付けました。`,
      '当社で内容を確認のうえ、変更を反映します。反映まで数営業日かかる場合があります。',
      ...(documents.length > 0 ? ['', '審査には次の書類が必要です。マイページからご提出ください。', ...documents.map((d) => `・${d}`)] : []),
      SIGNATURE,
    ].join('\n'),
  };
}

export function loginNoticeMail(
  to: string,
  name: string,
  at: string,
  device: string,
  platform: string,
  ip: string | null,
  how: { method?: LoginMethod; browser?: string | null; weakerPath?: boolean } = {},
): MailMessage {
  return {
    to,
    subject: '【マイページ】ログインのお知らせ',
    text: [
      `${name} 様`,
      '',
      'マイページへのログインがありました。',
      '',
      `日時：${tokyo(at)}`,
      `利用環境：${activeSessionTitle({ platform: platform as LoginPlatform, device: device as LoginDevice })}`,
      `端末：${device}`,
      ...(how.browser ? [`ブラウザ：${how.browser}`] : []),
      ...(how.method ? [`ログイン方法：${loginMethodLabels[how.method]}`] : []),
      ...(ip ? [`IPアドレス：${ip}`] : []),
      ...(how.weakerPath
        ? [
            '',
            'このログインでは、パスキーではなく、パスワードとメールの認証コードで本人確認を行いました。',
            'パスキーを登録した端末からログインした覚えがない場合は、ご注意ください。',
          ]
        : []),
      '',
      'お心当たりがない場合は、第三者がお客様のパスワードを知っている可能性があります。',
      REPORT_LOGIN_HOW,
      'あわせて、カスタマーサポートまでご連絡ください。',
      'このお知らせは「お客様情報 ＞ ログイン通知」で停止できます。',
      SIGNATURE,
    ].join('\n'),
  };
}
