// Mails sent when a guessing limit locks something: the customer learns of it, and so that someone
// is guessing.
import type { MailMessage } from './mailer.ts';
import { SIGNATURE_LINES, tokyo } from './templates.ts';

/** What locked, in the subject and the first line. */
export type LockoutKind = 'login' | 'loginDevice' | 'loginPasswordCheck' | 'mfa';

const texts: Record<LockoutKind, { subject: string; lines: (until: string) => string[] }> = {
  login: {
    subject: '【マイページ】ログインの一時停止のお知らせ',
    lines: (until) => [
      'ログインパスワードの誤入力（またはパスキーによるログインの失敗）が続いたため、これまでにログインしたことのない端末からのログインを',
      `${until} まで停止しました。これまでにログインしたことのある端末からは、引き続きログインできます。`,
    ],
  },
  loginDevice: {
    subject: '【マイページ】ログインの一時停止のお知らせ',
    lines: (until) => [
      `ご利用の端末でログインパスワードの誤入力（またはパスキーによるログインの失敗）が続いたため、この端末からのログインを ${until} まで停止しました。`,
    ],
  },
  loginPasswordCheck: {
    subject: '【マイページ】ログインパスワード変更の一時停止のお知らせ',
    lines: (until) => [
      'ログインパスワードの変更画面で現在のパスワードの誤入力が続いたため、',
      `ログインパスワードの変更を ${until} まで停止しました。`,
    ],
  },
  mfa: {
    subject: '【マイページ】多要素認証によるログインの一時停止のお知らせ',
    lines: (until) => [`ログイン時の認証コードの誤入力が続いたため、認証コードによるログインを ${until} まで停止しました。`],
  },
};

export function lockoutNoticeMail(to: string, name: string, kind: LockoutKind, at: string, until: string): MailMessage {
  const text = texts[kind];
  return {
    to,
    subject: text.subject,
    text: [
      `${name} 様`,
      '',
      `${tokyo(at)}、${text.lines(tokyo(until)).join('\n')}`,
      '',
      'お心当たりがない場合は、第三者がお客様のパスワードを推測しようとした可能性があります。',
      'ログインパスワードの変更をご検討のうえ、至急カスタマーサポートまでご連絡ください。',
      ...SIGNATURE_LINES,
    ].join('\n'),
  };
}
