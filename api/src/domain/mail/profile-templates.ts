// Mail texts of the customer pages (issue 11): the step-up code for an e-mail or bank change, the
// notice of such a change to the old address, the receipt of a change that needs review, and the
// login notification.
import { activeSessionTitle } from '@portal/shared-kernel/contract';
import type { LoginDevice, LoginPlatform } from '@portal/shared-kernel/contract';
import type { MailMessage } from './mailer.ts';
import type { CodePurposeText } from './templates.ts';
import { SIGNATURE_LINES, tokyo } from './templates.ts';

const SIGNATURE = SIGNATURE_LINES.join('\n');

export const profileCodePurposes = {
  email: {
    subject: '【マイページ】メールアドレス変更の認証コード',
    action: 'メールアドレス変更のお手続きを受け付けました。',
    screen: 'お客様情報の変更画面',
  },
  bank: {
    subject: '【マイページ】出金先口座変更の認証コード',
    action: '出金先口座変更のお手続きを受け付けました。',
    screen: '出金先口座の変更画面',
  },
} as const satisfies Record<'email' | 'bank', CodePurposeText>;

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

/** Where the login notice is turned off, as the customer's menu names it (individuals and corporations have their own). */
const loginNoticeMenu = { individual: 'お客様情報 ＞ ログイン通知', corporate: '法人情報 ＞ ログイン通知' } as const;

export function loginNoticeMail(
  to: string,
  name: string,
  at: string,
  device: string,
  platform: string,
  ip: string | null,
  customerType: keyof typeof loginNoticeMenu,
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
      ...(ip ? [`IPアドレス：${ip}`] : []),
      '',
      'お心当たりがない場合は、至急ログインパスワードを変更し、カスタマーサポートまでご連絡ください。',
      `このお知らせはマイページの「${loginNoticeMenu[customerType]}」で停止できます。`,
      SIGNATURE,
    ].join('\n'),
  };
}
