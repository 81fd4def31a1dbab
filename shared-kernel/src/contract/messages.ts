// Every user-facing Japanese text of the contract, in one place. Spec-quoted texts are verbatim.
import { ResponseCode } from './codes.ts';

/** Messages for response codes (the API sends them as localizedMessage; the client falls back to them). */
export const codeMessages: Record<string, string> = {
  [ResponseCode.SESSION_INVALID]: 'ログインの有効期限が切れました。再度ログインしてください。',
  [ResponseCode.SESSION_ENDED]: 'このセッションは終了しました。再度ログインしてください。',
  [ResponseCode.REFRESH_EXPIRED]: 'ログインの有効期限が切れました。再度ログインしてください。',
  [ResponseCode.REFRESH_INVALID]: 'このセッションは終了しました。再度ログインしてください。',
  [ResponseCode.LOGIN_FAILED]: 'ログインIDまたはパスワードが正しくありません。',
  [ResponseCode.VALIDATION]: '入力内容に誤りがあります。',
  [ResponseCode.CODE_INVALID]: '認証コードが正しくありません。',
  [ResponseCode.CODE_EXPIRED]: '認証コードの有効期限が切れています。認証コードを再送信してください。',
  [ResponseCode.CODE_TOO_MANY_TRIES]: '認証コードの入力回数が上限に達しました。認証コードを再送信してください。',
  [ResponseCode.CODE_RESEND_TOO_SOON]: '認証コードは60秒後に再送信できます。',
  [ResponseCode.PASSWORD_WRONG]: '旧パスワードが正しくありません。',
  [ResponseCode.PASSWORD_SAME_AS_OLD]: '旧パスワードと同じものは設定できません',
  [ResponseCode.PASSWORD_CONTAINS_BIRTH_DATE]: '生年月日（設立日）を含むパスワードは設定できません。',
  [ResponseCode.PASSWORD_CONTAINS_CUSTOMER_NO]: 'お客様番号を含むパスワードは設定できません。',
  [ResponseCode.PASSWORD_CONTAINS_ACCOUNT_NO]: '口座番号を含むパスワードは設定できません。',
  [ResponseCode.PASSWORD_CONTAINS_PHONE]: '電話番号を含むパスワードは設定できません。',
  [ResponseCode.PASSWORD_CONTAINS_LOGIN_PASSWORD]: 'ログインパスワードを含むパスワードは設定できません。',
  [ResponseCode.PASSWORD_SAME_AS_PREVIOUS]: '前回と同じパスワードは設定できません（大文字・小文字の違いは同じとみなします）。',
  [ResponseCode.PASSWORD_TOO_COMMON]: '推測されやすいパスワードは設定できません。別のパスワードを入力してください。',
  [ResponseCode.PASSWORD_LOCKED]: 'パスワードがロックされています。パスワードを再設定してください。',
  [ResponseCode.PASSWORD_NOT_SET]: 'パスワードが登録されていません。',
  [ResponseCode.PASSWORD_ALREADY_SET]: 'パスワードは登録済みです。変更または再設定をご利用ください。',
  [ResponseCode.TRADING_PASSWORD_NOT_APPLICABLE]: '取引パスワードは証券CFD口座をお持ちのお客様のみご利用いただけます。',
  [ResponseCode.MFA_NO_CHANGE]: 'データの変更はありません。',
  [ResponseCode.MFA_OFF_NOT_ALLOWED]: '多要素認証を「利用しない」に変更することはできません。',
  [ResponseCode.CUSTOMER_MISMATCH]: 'ログイン中のお客様以外の情報は変更できません。',
  [ResponseCode.DOWNLOAD_TOKEN_INVALID]: 'ダウンロードの有効期限が切れました。もう一度お試しください。',
  [ResponseCode.CORPORATE_ONLY]: '法人のお客様専用の機能です。',
  [ResponseCode.INDIVIDUAL_ONLY]: '個人のお客様専用の機能です。',
  [ResponseCode.PROFILE_REQUEST_PENDING]: '同じ項目の変更申請を審査中です。審査が終わるまで新しい申請はできません。',
  [ResponseCode.CONTRACT_NOTICE_NOT_APPLICABLE]: '約定通知は証券CFD口座をお持ちのお客様のみご利用いただけます。',
  [ResponseCode.PROFILE_NO_CHANGE]: '変更された項目がありません。',
  [ResponseCode.UPLOAD_SESSION_INVALID]: 'アップロードの有効期限が切れました。もう一度ファイルを選択してください。',
  [ResponseCode.UPLOAD_REJECTED]: 'アップロードできるのはJPEG・PNG・PDF形式、5MB以下のファイルです。',
  [ResponseCode.UPLOAD_UNAVAILABLE]: '現在、書類のアップロードを受け付けておりません。しばらくしてからお試しください。',
  [ResponseCode.CASH_FEATURE_DISABLED]: '現在、この口座では入出金・振替をご利用いただけません。',
  [ResponseCode.CASH_NOT_OWNED]: '指定された口座・受付番号はお取り扱いできません。',
  [ResponseCode.CASH_INSUFFICIENT]: '金額が出金可能額（振替可能額）を超えています。',
  [ResponseCode.CASH_IDEMPOTENCY_MISMATCH]: 'このお手続きは別の内容ですでに受け付けています。画面を再読み込みして、最初からやり直してください。',
  [ResponseCode.CASH_NOT_CANCELLABLE]: 'この出金依頼は取り消しできません（締切時刻を過ぎたか、すでに取り消されています）。',
  [ResponseCode.CASH_BANK_UNAVAILABLE]:
    '選択された金融機関は現在ご利用いただけません。時間をおいてお試しいただくか、別の金融機関を選択してください。',
  [ResponseCode.CASH_SIGNATURE_INVALID]: '金融機関からの通知を確認できませんでした。',
  [ResponseCode.CASH_PAYMENT_MISMATCH]: '金融機関からの通知がお手続きの内容と一致しません。',
  [ResponseCode.CASH_NO_BANK_ACCOUNT]: '出金先口座が登録されていません。お客様情報の「出金先口座」からご登録ください。',
  [ResponseCode.ACCOUNT_LEVEL_SAME]: '現在と同じコースです。変更後のコースを選択してください。',
  [ResponseCode.ACCOUNT_LEVEL_UNKNOWN]: 'この口座では選択できないコースです。',
  [ResponseCode.ACCOUNT_LEVEL_POSITIONS_OPEN]:
    'この口座には保有中のポジションがあるため、コースを変更できません。すべてのポジションを決済してから、もう一度お手続きください。',
  [ResponseCode.READONLY_PASSWORD_NOT_APPLICABLE]: '読み取り専用パスワードはMT4口座でのみご利用いただけます。',
  [ResponseCode.ACCOUNT_TYPE_NOT_ALLOWED]: 'このサービスはお申し込みいただけません。',
  [ResponseCode.ACCOUNT_ALREADY_OPEN]: 'このサービスは開設済みです。',
  [ResponseCode.ACCOUNT_OPEN_PENDING]: 'このサービスはお申し込み済みです。審査完了までお待ちください。',
  [ResponseCode.ACKNOWLEDGEMENT_MISSING]: 'すべての確認事項をご確認のうえ、チェックを入れてください。',
  [ResponseCode.NOT_FOUND]: 'お探しのページまたはデータが見つかりません。',
  [ResponseCode.RATE_LIMITED]: 'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  [ResponseCode.INTERNAL]: 'システムエラーが発生しました。しばらくしてからもう一度お試しください。',
  [ResponseCode.SERVICE_UNAVAILABLE]: 'ただいまシステムに接続できません。お手続きは完了していません。しばらくしてからもう一度お試しください。',
  [ResponseCode.MAIL_UNAVAILABLE]: '確認コードのメールを送信できませんでした。しばらくしてからもう一度お試しください。',
  // Passkeys, step-up and "this wasn't me"
  [ResponseCode.STEP_UP_REQUIRED]: 'このお手続きには本人確認が必要です。パスキーまたは認証コードで本人確認を行ってください。',
  [ResponseCode.STEP_UP_METHOD_UNAVAILABLE]: 'この方法では本人確認を行えません。表示された方法で本人確認を行ってください。',
  [ResponseCode.PASSKEY_FAILED]: 'パスキーを確認できませんでした。もう一度お試しください。',
  [ResponseCode.PASSKEY_CHALLENGE_INVALID]: 'パスキーの確認の有効期限が切れました。もう一度お試しください。',
  [ResponseCode.PASSKEY_ALREADY_REGISTERED]: 'このパスキーはすでに登録されています。',
  [ResponseCode.PASSKEY_LIMIT]: '登録できるパスキーの上限に達しています。不要なパスキーを削除してから登録してください。',
  [ResponseCode.MFA_OFF_PASSKEY]: 'パスキーを登録しているため、二段階認証を「利用しない」に変更することはできません。',
  [ResponseCode.SECURITY_LOCKED]:
    'セキュリティ保護のため、ログインと出金を停止しています。ログイン画面の「パスワードをお忘れの方」からログインパスワードを再設定してください。',
  [ResponseCode.LOGIN_NOT_REPORTABLE]: 'このログインは「心当たりがない」の対象ではありません（過去30日以内のログインのみ対象です）。',
};

/** Transport-level messages of spec §8 (verbatim). */
export const transportMessages = {
  connectionTimeout: 'サーバーへの接続がタイムアウトしました。再度ログインし直してください。',
  requestTimeout: 'リクエストがタイムアウトしました。暫くしてからもう一度お試しください。',
  notFound404: 'ネットワーク接続に問題発生しました。',
  badRequest400: '失敗',
} as const;

/** Other spec-quoted texts (verbatim). */
export const specMessages = {
  chartLinkFailed: 'リンクの取得に失敗しました',
  noChangeInMfa: 'データの変更はありません。',
  crossTabTimeout: 'タイムアウト',
  resendCountdown: (seconds: number) => `${seconds}秒後再送信可`,
  resend: '再送信',
  resultSuccessDefault: '申込成功',
  resultFailureDefault: '申込失敗',
  withdrawPwdSetSuccess: '出金パスワード登録完了',
  withdrawPwdChangeSuccess: '出金パスワード変更完了',
  /** Rejection text when a platform's deposit/withdrawal/transfer/note switch is off. */
  disableDepositAndWithdrawal: 'disableDepositAndWithdrawal',
} as const;
