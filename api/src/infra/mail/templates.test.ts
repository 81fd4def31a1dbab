// Every mail the portal sends: no link (a mail that links to a page asking for a password is how
// phishing looks, so customers are told ours never do), the one term the pages use for multi-factor
// login (多要素認証, the page's name), and screens named as the menus name them.
import { lockoutNoticeMail } from './lockout-templates.ts';
import type { MailMessage } from './mailer.ts';
import { stepUpOperationLabels } from '@portal/shared-kernel/contract';
import type { StepUpOperation } from '@portal/shared-kernel/contract';
import { emailChangedMail, loginReportedMail, newEmailCodePurpose, passkeyNoticeMail, stepUpCodePurpose } from './passkey-templates.ts';
import { accountLevelChangedMail, loginNoticeMail, modifyRequestMail, profileChangeNoticeMail } from './profile-templates.ts';
import {
  codePurposeTexts,
  loginCodeMail,
  passwordChangedMail,
  passwordResetCodeMail,
  securityNoticeMail,
  testEmailMail,
  verificationCodeMail,
  withdrawalCancelledMail,
  withdrawalRequestedMail,
} from './templates.ts';

const at = '2026-04-01T00:00:00.000Z';
const later = '2026-04-01T00:30:00.000Z';
const to = 'taro.yamada@example.jp';

const every: [string, MailMessage][] = [
  ['login code', loginCodeMail(to, '山田 太郎', '123456', later)],
  ['password reset code', passwordResetCodeMail(to, '山田 太郎', '123456', later)],
  ['password changed', passwordChangedMail(to, '山田 太郎', at)],
  ...Object.entries({
    ...codePurposeTexts,
    ...Object.fromEntries(
      Object.keys(stepUpOperationLabels).map((operation) => [`step-up ${operation}`, stepUpCodePurpose(operation as StepUpOperation)]),
    ),
    newEmail: newEmailCodePurpose,
  }).map(([name, purpose]): [string, MailMessage] => [`code: ${name}`, verificationCodeMail(to, '山田 太郎', purpose, '123456', later)]),
  ['security notice', securityNoticeMail(to, '山田 太郎', '多要素認証の設定変更（利用する）', at)],
  [
    'withdrawal requested',
    withdrawalRequestedMail(to, '山田 太郎', {
      receiptNo: 'WD1',
      accountNo: '51000051',
      amount: '100000',
      requestedAt: at,
      cutoffAt: later,
      scheduledDate: '2026-04-02',
      bank: 'みずほ銀行 本店',
    }),
  ],
  ['withdrawal cancelled', withdrawalCancelledMail(to, '山田 太郎', { receiptNo: 'WD1', accountNo: '51000051', amount: '100000', cancelledAt: at })],
  ...(['login', 'loginDevice', 'loginPasswordCheck', 'mfa'] as const).map((kind): [string, MailMessage] => [
    `lockout: ${kind}`,
    lockoutNoticeMail(to, '山田 太郎', kind, at, later),
  ]),
  ['profile change notice', profileChangeNoticeMail(to, '山田 太郎', 'メールアドレスの変更', at)],
  ['modify request', modifyRequestMail(to, '山田 太郎', '住所', 7, at, ['本人確認書類'])],
  ['login notice (individual)', loginNoticeMail(to, '山田 太郎', at, 'PC', 'MyPage', '203.0.113.5', 'individual')],
  ['login notice (corporate)', loginNoticeMail(to, '株式会社サンプル商事', at, 'PC', 'MyPage', null, 'corporate')],
  [
    'login notice (password and code by a passkey holder)',
    loginNoticeMail(to, '山田 太郎', at, 'PC', 'MyPage', null, 'individual', {
      method: 'passwordCode',
      browser: 'Chrome（Windows）',
      weakerPath: true,
    }),
  ],
  [
    'passkey registered',
    passkeyNoticeMail(to, '山田 太郎', 'registered', { passkeyName: 'iPhone', at, from: 'Safari（iOS）', customerType: 'individual' }),
  ],
  [
    'passkey deleted',
    passkeyNoticeMail(to, '株式会社サンプル商事', 'deleted', { passkeyName: 'iPhone', at, from: null, remaining: 0, customerType: 'corporate' }),
  ],
  ['login reported', loginReportedMail(to, '山田 太郎', { at, reportedLogin: at, sessionsEnded: 2 })],
  ['e-mail changed', emailChangedMail(to, '山田 太郎', at)],
  ['test e-mail', testEmailMail(to)],
  [
    'account level changed',
    accountLevelChangedMail(to, '山田 太郎', {
      accountNo: '51000011',
      product: 'FX（MT4）',
      from: 'スタンダードコース',
      to: 'プレミアムコース',
      changedAt: at,
      tradingUnit: '10,000通貨',
      spread: '縮小スプレッド（スタンダードコースより狭い）',
    }),
  ],
];

describe('mail templates', () => {
  it.each(every)('%s: no link of any kind', (_, mail) => {
    for (const text of [mail.subject, mail.text]) {
      expect(text).not.toMatch(/https?:|www\.|\/portal|\.jp\/|\.com/i);
    }
  });

  it.each(every)('%s: multi-factor login is 多要素認証, the page’s name', (_, mail) => {
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/二段階|2段階|二要素|2要素/);
  });

  it('sends the multi-factor code to the page as the menu names it', () => {
    const mail = verificationCodeMail(to, '山田 太郎', codePurposeTexts.mfaChange, '123456', later);
    expect(mail.subject).toBe('【マイページ】多要素認証の設定変更の認証コード');
    expect(mail.text).toContain('マイページの「多要素認証」画面に次の6桁の認証コードを入力してください。');
  });

  it('tells a corporation to report a login under its own menu', () => {
    expect(passkeyNoticeMail(to, 'x', 'deleted', { passkeyName: 'p', at, from: null, customerType: 'corporate' }).text).toContain(
      '「法人情報」の「ログイン通知」',
    );
    expect(loginNoticeMail(to, 'x', at, 'PC', 'MyPage', null, 'individual').text).toContain('「お客様情報」の「ログイン通知」');
  });

  it('names the login notice’s setting by the customer’s own menu', () => {
    expect(loginNoticeMail(to, 'x', at, 'PC', 'MyPage', null, 'individual').text).toContain(
      'マイページの「お客様情報 ＞ ログイン通知」で停止できます。',
    );
    expect(loginNoticeMail(to, 'x', at, 'PC', 'MyPage', null, 'corporate').text).toContain(
      'マイページの「法人情報 ＞ ログイン通知」で停止できます。',
    );
  });
});
