// Mail texts of the customer pages: the notice of a change to the old address, the receipt of a
// change that needs review, the login notification and the notice of an account's course (level) change.
import { activeSessionTitle, loginMethodLabels } from '@portal/shared-kernel/contract';
import type { LoginDevice, LoginMethod, LoginPlatform } from '@portal/shared-kernel/contract';
import { reportLoginHow } from './passkey-templates.ts';
import type { MailMessage } from './mailer.ts';
import { noticeMail, SIGNATURE_LINES, tokyo } from './templates.ts';

const SIGNATURE = SIGNATURE_LINES.join('\n');

/** To the address on file before the change: what changed and when. */
export function profileChangeNoticeMail(to: string, name: string, what: string, at: string, extra: readonly string[] = []): MailMessage {
  return noticeMail(to, name, what, [`${tokyo(at)} に${what}のお手続きを受け付けました。`, ...extra]);
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
      reportLoginHow(customerType),
      'あわせて、カスタマーサポートまでご連絡ください。',
      `このお知らせはマイページの「${loginNoticeMenu[customerType]}」で停止できます。`,
      SIGNATURE,
    ].join('\n'),
  };
}

export interface LevelChangeFacts {
  accountNo: string;
  /** The product as the customer sees it: 「FX（MT4）」. */
  product: string;
  from: string;
  to: string;
  /** When it took effect (at once). */
  changedAt: string;
  /** The new course's trading unit and spread, when known. */
  tradingUnit: string | null;
  spread: string | null;
}

/** After an account's course was changed: what changed, and that it applies from now on. */
export function accountLevelChangedMail(to: string, name: string, f: LevelChangeFacts): MailMessage {
  return {
    to,
    subject: '【マイページ】取引コース変更のお知らせ',
    text: [
      `${name} 様`,
      '',
      '次の口座の取引コースを変更しました。',
      '',
      `口座：${f.product} ${f.accountNo}`,
      `変更前のコース：${f.from}`,
      `変更後のコース：${f.to}`,
      ...(f.tradingUnit ? [`変更後の取引単位：${f.tradingUnit}`] : []),
      ...(f.spread ? [`変更後のスプレッド：${f.spread}`] : []),
      `変更日時：${tokyo(f.changedAt)}`,
      '',
      '変更後のコースは、上記の日時から適用されています。これから発注する注文には、変更後のコースの取引単位とスプレッドが適用されます。',
      'お心当たりがない場合は、至急カスタマーサポートまでご連絡ください。',
      SIGNATURE,
    ].join('\n'),
  };
}
