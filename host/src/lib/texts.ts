// Every Japanese text of the host in one place (spec-quoted texts come from the kernel, verbatim:
// specMessages, validationMessages, FORCED_PASSWORD_CHANGE_NOTICE). Grouped by where they appear.
export const texts = {
  brand: 'マイページ',
  backToLogin: 'ログイン画面に戻る',
  toLogin: 'ログイン画面へ',
  toHome: 'マイページトップへ',
  retry: '再読み込み',
  // the accessible name of the icon after a link that opens a new window
  newWindow: '（新しいウィンドウで開きます）',
  close: '閉じる',
  loading: '読み込み中…',
  /** 「山田 太郎 様」 */
  honorific: (name: string) => `${name} 様`,
  /** Read after the logo's visible 「マイページ サンプル証券株式会社」, so the link's name starts with what is seen. */
  providerTop: '（トップページへ）',

  /** The document title of a route (WCAG 2.4.2): page, product, provider. */
  documentTitle: (page: string | undefined, provider: string) => [page, 'マイページ', provider].filter(Boolean).join('｜'),
  accessibility: {
    title: 'アクセシビリティ方針',
    lead: (provider: string) =>
      `${provider}は、高齢の方や障害のある方を含むすべてのお客様がマイページを利用できるよう、ウェブアクセシビリティの確保に取り組んでいます。ウェブアクセシビリティ基盤委員会（WAIC）の「ウェブコンテンツの JIS X 8341-3:2016 対応度表記ガイドライン」に沿って、対応の状況をお知らせします。`,
    standardTitle: '対象とする規格と適合レベル',
    standard:
      'JIS X 8341-3:2016「高齢者・障害者等配慮設計指針－情報通信における機器，ソフトウェア及びサービス－第3部：ウェブコンテンツ」（WCAG 2.0 と同じ内容の規格）の適合レベルAAを目標としています。あわせて、WCAG 2.1 と WCAG 2.2 で追加されたレベルA・AAの達成基準についても試験しています。',
    claimTitle: '対応度',
    claim: 'JIS X 8341-3:2016 の適合レベルAAに配慮',
    claimNote:
      '適合レベルAAのすべての達成基準を試験で確認するまでは「準拠」「一部準拠」とは表記しません。下記の試験結果では、試験で確認できた達成基準に限って「適合」「適用なし」と記載しています。',
    scopeTitle: '対象範囲',
    scope:
      'マイページ（/portal/ 以下）のすべての画面：ログイン前の画面（ログイン、認証コードの入力、パスワードの再設定、このページ）、個人・法人のお客様のログイン後の画面、ドロワー、ログイン時の確認画面、各お手続きの確認画面と完了画面。',
    outOfScope: '対象外：外部のチャートサイト、当社ウェブサイト（マイページの外）、取引報告書などのPDF、外部の動画サイト。',
    technologiesTitle: '依存しているウェブコンテンツ技術',
    technologies: 'HTML、CSS、JavaScript、WAI-ARIA',
    dateTitle: '表明日と試験の時期',
    date: (stated: string) => `表明日：${stated}`,
    testedWhen: '試験の時期：変更を公開する前に毎回、下記の自動試験を実施しています。',
    methodTitle: '試験の方法',
    methods: [
      {
        title: '自動検査',
        text: '検査ツール axe-core 4.14（WCAG 2.0・2.1・2.2 のレベルA・AAの規則とベストプラクティス）で、個人・法人それぞれのお客様について、メニュー・サイドパネル・フッターからたどれるすべての画面、ログイン前の画面、ドロワー、ログイン時の確認画面、お手続きの確認画面と完了画面を、幅1366pxと幅320pxで検査しています。重大または深刻な問題が一つでも見つかった変更は公開されません。',
      },
      {
        title: 'キーボード操作',
        text: 'キーボードだけで、ログイン、認証コードの入力、本文へのスキップ、メニューの操作、出金パスワードの登録（ドロワー）、ログイン中のツールの終了、ログアウトができること、フォーカスの移る先とその表示を、自動試験で確認しています。',
      },
      {
        title: '拡大表示',
        text: '幅320px（幅1280pxの画面を400％に拡大した状態に相当）で、どの画面も横スクロールせずに利用できることを自動試験で確認しています。',
      },
      {
        title: 'スクリーンリーダー',
        text: 'NVDA（Windows、Google Chrome）と VoiceOver（iPhone と Mac、Safari）で、ログイン、マイページトップの残高、出金のお申し込み（入力・確認・完了）、入力エラー、ドロワーの開閉、ログアウトを操作し、見出しとランドマークによる移動、フォーム項目の名前と状態、エラーやお知らせの読み上げを確認する手順を定めています。この手順による確認はまだ実施していないため、結果は下の表に含めていません。',
      },
    ],
    resultsTitle: '試験結果（JIS X 8341-3:2016 レベルA・AA）',
    resultsLead: '達成基準ごとの結果です。結果の意味は次のとおりです。',
    extraTitle: '試験結果（WCAG 2.1・2.2 で追加されたレベルA・AAの達成基準）',
    extraLead: 'JIS X 8341-3:2016 にはない達成基準ですが、あわせて試験しています。',
    columns: { sc: '達成基準', level: '適合レベル', result: '結果', method: '確認の方法' },
    axeRules: '自動検査の規則：',
    tableRegion: (title: string) => `${title}（表）`,
    knownTitle: '既知の課題',
    known: [
      'スクリーンリーダー（NVDA、VoiceOver）による確認をまだ実施していません。',
      '試験結果で「未検証」の達成基準は、まだ試験を行っていません。「自動試験で問題なし」の達成基準も、人による判定は未実施です。',
      '操作のない状態が2時間続くと、ログインが終了します（「ログインしたままにする」を選んだ場合は30日）。終了の前にお知らせして延長できる仕組みはまだありません。',
      'チャート（外部のチャートサイト）は当社のマイページとは別のサイトのため、この方針の対象外です。',
      'PDFの取引報告書は、画面読み上げソフトでの読み上げに一部対応していない場合があります。',
    ],
    contactTitle: 'お問い合わせ',
    contact: 'マイページの使いにくい点や、利用できない機能がありましたら、お客様サポートセンターまでお知らせください。',
  },
  titles: {
    accessibility: 'アクセシビリティ方針',
    login: 'ログイン',
    verify2: '認証コードの入力',
    resetPassword: 'パスワードの再設定',
    notify: 'お知らせ',
    notFound: 'ページが見つかりません',
    loginPrompt: 'ご確認事項',
  },

  layout: {
    menu: 'メニュー',
    openMenu: 'メニューを開く',
    skipToMain: '本文へ移動',
    sidePanel: 'サイドパネル',
    mainMenu: 'メインメニュー',
    home: 'マイページトップ',
    logout: 'ログアウト',
    tools: 'ツール',
  },

  footer: {
    selfResponsibility:
      '投資判断は自己責任でお願いいたします。店頭FX・CFD取引およびノックアウトオプション取引は元本や利益を保証するものではなく、相場の変動等により損失が生じるおそれがあります。お取引の際は、契約締結前交付書面等の内容を十分にご理解のうえ、お客様ご自身の判断でお取引ください。',
    support: 'お客様サポートセンター',
    hours: (hours: string) => `受付時間：${hours}`,
    legal: '法定表示',
    accessibility: 'アクセシビリティ',
  },

  /** What a deployment shows unless /portal/portal-config.json says otherwise (lib/config.ts). */
  configDefaults: {
    providerName: 'サンプル証券株式会社',
    supportHours: '平日（祝日を含む）8:00～20:00（土日・年末年始を除く）',
    legalLinkTitles: {
      company: '会社概要',
      privacy: '個人情報保護方針',
      solicitation: '勧誘方針',
      antisocial: '反社会的勢力に対する基本方針',
      terms: '約款・規程集',
      risk: 'リスク・手数料などの重要事項',
    },
    registration: '金融商品取引業者 関東財務局長（金商）第0000号　加入協会：日本証券業協会、一般社団法人金融先物取引業協会',
  },

  remote: {
    unavailableTitle: 'ただいまこの機能をご利用いただけません',
    unavailableText: 'この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。',
  },

  notFound: {
    pageTitle: '404 エラー',
    title: 'ページが見つかりません',
    text: 'お探しのページは移動または削除されたか、URLが正しくない可能性があります。',
    back: 'マイページトップへ戻る',
  },

  login: {
    title: 'ログイン',
    lead: 'マイページをご利用いただくには、ログインIDとパスワードを入力してください。',
    form: 'ログイン',
    username: 'ログインID',
    password: 'パスワード',
    autoLogin: 'ログインしたままにする',
    showPassword: 'パスワードを表示する',
    hidePassword: 'パスワードを隠す',
    submit: 'ログイン',
    forgotPassword: 'パスワードをお忘れの方はこちら',
    // one paragraph (the two sentences were two source lines, shown with a space between)
    notice:
      '「ログインしたままにする」を選ぶと、ブラウザを閉じてもログイン状態が保持されます。共用のパソコンではチェックを外してご利用ください。 セキュリティのため、ブラウザのパスワード保存機能はご利用にならないようお願いいたします。',
    loggedOut: 'ログアウトしました。',
    sessionExpired: 'ログインの有効期限が切れました。再度ログインしてください。',
    passkeyOr: 'または',
    passkey: 'パスキーでログイン',
    passkeyNote: 'ご登録のパスキー（指紋・顔認証・画面ロック）でログインできます。ログインIDの入力欄からも選べます。',
    passkeyCancelled: 'パスキーでのログインは完了していません。もう一度お試しいただくか、ログインIDとパスワードでログインしてください。',
    passkeyFailed: 'パスキーでログインできませんでした。もう一度お試しいただくか、ログインIDとパスワードでログインしてください。',
    /** After 「心当たりがない」: every session ended, login and withdrawals stop until the password is reset. */
    loginReported:
      '心当たりのないログインのご報告を受け付け、すべての端末からログアウトしました。セキュリティ保護のため、ログインと出金を停止しています。下の「パスワードをお忘れの方」からログインパスワードを再設定してください。',
  },

  verify2: {
    title: 'ログイン認証',
    lead: (digits: number) => `多要素認証が有効になっています。ご登録のメールアドレスに送信した${digits}桁の認証コードを入力してください。`,
    formLabel: '認証コード入力',
    submit: '認証してログイン',
    /** A passkey holder's password login: the passkey first, the e-mailed code as the other way. */
    choiceLead: 'ご登録のパスキーで本人確認を行ってください。パスキーを使えない場合は、ご登録のメールアドレスに確認コードをお送りします。',
    passkey: 'パスキーで確認する',
    sendCode: 'メールで確認コードを受け取る',
    codeNotSentYet: '確認コードはまだ送信していません。',
    codeLead: (digits: number) => `ご登録のメールアドレスに送信した${digits}桁の認証コードを入力してください。`,
    passkeyCancelled: 'パスキーでの確認は完了していません。もう一度お試しいただくか、メールで確認コードを受け取ってください。',
    passkeyFailed: 'パスキーで確認できませんでした。もう一度お試しいただくか、メールで確認コードを受け取ってください。',
    /** PK002 here: the challenge of this login is over (300 s); a new one needs a new login. */
    passkeyExpired: 'パスキーの確認の有効期限が切れました。メールで確認コードを受け取るか、ログイン画面からやり直してください。',
  },

  /** /portal/next: a session handed over in the URL. */
  handover: {
    checking: 'ログイン情報を確認しています…',
    failedTitle: 'ログイン情報を確認できませんでした',
    failedText: 'ログインの有効期限が切れているか、リンクが正しくありません。お手数ですが、もう一度ログインしてください。',
    confirmTitle: '別のお客様でログインしています',
    confirmText: (current: string, next: string) =>
      `ログインID ${current} でログイン中です。ログアウトして、ログインID ${next} のログインに切り替えますか？`,
    switch: '切り替える',
    stay: 'このままにする',
  },

  /** /portal/token: a session-only token whose persistent copy is gone. */
  tokenConflict: {
    title: 'ログイン状態が切り替わりました',
    text: '別のタブまたはウィンドウで新たにログインされたため、この画面のログインは無効になりました。',
    loginAgain: '再度ログインする',
    notice:
      'マイページでは、同じブラウザで同時にご利用いただけるログインは1つです。複数のログインIDをお持ちの場合は、ログアウトしてから別のログインIDでログインしてください。 お心当たりのないログインがあった場合は、お客様サポートセンターまでご連絡ください。',
  },

  resetPassword: {
    title: 'パスワードの再設定',
    lead: 'ログインパスワードをお忘れの場合は、以下の手順で新しいパスワードを設定してください。',
    steps: ['ご本人確認', '認証コード入力', '新しいパスワード設定'],
    identityForm: 'ご本人確認',
    username: 'ログインID',
    email: 'ご登録のメールアドレス',
    emailRequired: 'メールアドレスを入力してください',
    emailFormat: 'メールアドレスの形式が正しくありません',
    sendCode: '認証コードを送信',
    codeSentNotice: 'ご入力いただいたログインIDとメールアドレスがご登録内容と一致する場合、認証コードをお送りしました。',
    codeForm: '認証コード入力',
    codeExtra: (digits: number, minutes: number) => `メールに記載の${digits}桁の認証コードを入力してください。有効期限は送信から${minutes}分です。`,
    next: '次へ',
    newPasswordForm: '新しいパスワード設定',
    newPassword: '新しいパスワード',
    newPasswordExtra:
      '8～15文字で、大文字・小文字・数字をすべて含めてください。生年月日、お客様番号、電話番号など推測されやすいものはご利用いただけません。',
    confirmPassword: '新しいパスワード（確認用）',
    submit: 'パスワードを再設定する',
  },

  /** /portal/notify/success, /fail, /verify. */
  notify: {
    pageTitles: { success: 'お手続き結果', fail: 'お手続き結果', verify: '認証結果' },
    successText: 'お手続きを受け付けました。',
    failText: 'お手続きを完了できませんでした。お手数ですが、時間をおいてもう一度お試しいただくか、お客様サポートセンターまでお問い合わせください。',
    verified: { title: '認証完了', text: 'メールアドレスの認証が完了しました。' },
    verifyFailedTitle: '認証失敗',
    passwordReset: {
      success: { title: 'パスワード再設定完了', text: 'ログインパスワードを再設定しました。新しいパスワードでログインしてください。' },
      fail: { title: 'パスワード再設定失敗', text: 'パスワードを再設定できませんでした。お手数ですが、最初からやり直してください。' },
    },
    passwordChange: {
      success: { title: 'パスワード変更完了', text: 'ログインパスワードを変更しました。新しいパスワードで再度ログインしてください。' },
    },
    email: {
      verify: { title: 'メールアドレス認証完了', text: 'メールアドレスの認証が完了しました。引き続きお手続きください。' },
      fail: {
        title: 'メールアドレス認証失敗',
        text: '認証リンクの有効期限が切れているか、すでに使用されています。お手数ですが、もう一度お手続きください。',
      },
    },
    deposit: {
      success: { title: '入金手続き完了', text: 'ご入金の手続きが完了しました。反映まで時間がかかる場合があります。' },
      fail: { title: '入金手続き失敗', text: 'ご入金の手続きを完了できませんでした。お手数ですが、もう一度お試しください。' },
    },
  },

  /** My Page top. */
  home: {
    /** dayjs format of today's date: 「2025年4月1日（火）」. */
    dateFormat: 'YYYY年M月D日（dd）',
    guest: 'お客様',
    greetings: { morning: 'おはようございます', day: 'こんにちは', evening: 'こんばんは' },
    thanks: (greeting: string, corporate: boolean) => `${greeting}。いつも${corporate ? 'お取引いただき' : 'ご利用いただき'}ありがとうございます。`,
    lastLogin: (when: string) => `前回ログイン日時：${when}`,
    totalBalance: '現金残高合計',
    totalNote: (accounts: number) => `${accounts}口座の合計（評価損益・証拠金は含みません）`,
    tools: 'ツール',
    security: 'セキュリティ設定',
    securityLinks: {
      loginPassword: 'ログインパスワードを変更する',
      withdrawalPassword: '出金パスワードを設定・変更する',
      sessions: 'ログイン中のツールを確認する',
      passkeys: 'パスキーを設定する',
    },
    banners: 'キャンペーン・お知らせ',
    carousel: {
      role: 'カルーセル',
      slide: 'スライド',
      position: (n: number, of: number) => `${of}件中${n}件目`,
      pause: 'スライドの自動切り替えを停止',
      play: 'スライドの自動切り替えを再開',
      previous: '前のお知らせ',
      next: '次のお知らせ',
      show: (n: number, title: string) => `${n}件目：${title}`,
    },
  },

  accounts: {
    title: '取引口座と現金残高',
    columns: { accountNo: '取引口座番号', type: '口座種別', platform: '取引プラットフォーム', currency: '通貨', cashBalance: '現金残高' },
    /** A phone's account line when the account type is unknown: 「FX（MT4）」. */
    typeFallback: (productLine: string, platform: string) => `${productLine}（${platform}）`,
    accountLine: (accountNo: string, currency: string) => `取引口座番号 ${accountNo}・${currency}`,
    loadFailed: '口座情報を取得できませんでした',
    loadFailedText: '通信環境をご確認のうえ、もう一度お試しください。',
    none: 'お取引口座はまだありません',
    subtotal: '小計',
  },

  /** The side panel. */
  shell: {
    summary: {
      label: 'お客様情報',
      individual: '個人のお客様',
      corporate: '法人のお客様',
      customerNo: 'お客様番号',
      name: 'お名前',
      kana: 'フリガナ',
      corporateName: '法人名',
      corporateKana: '法人名（フリガナ）',
      lastLogin: '前回ログイン日時',
    },
    security: {
      label: 'セキュリティ設定',
      loginPassword: 'ログインパスワード変更',
      withdrawalPasswordChange: '出金パスワード変更',
      withdrawalPasswordRegister: '出金パスワード登録',
      tradingPasswordChange: '取引パスワード変更',
      tradingPasswordRegister: '取引パスワード登録',
      sessions: 'ログイン中のツール',
      passkeys: 'パスキー',
      locked: 'ロック中',
    },
    /** Titles of remote-security's drawers. */
    drawers: {
      loginPassword: 'ログインパスワード変更',
      withdrawalPassword: '出金パスワード',
      tradingPassword: '取引パスワード',
      sessions: 'ログイン中のツール',
    },
  },

  /** The login prompts (spec §4). */
  prompts: {
    pageTitle: 'ログイン時のご確認',
    titles: {
      annualConsent: '電子交付に関するご同意のお願い（年次確認）',
      forcedPasswordChange: 'ログインパスワード変更のお願い',
      mandatoryMfa: '多要素認証の設定のお願い',
      newAnnouncement: '新しいお知らせ',
    },
    nothingLeft: 'ご確認いただく事項はありません',
    nothingLeftText: 'このままマイページをご利用いただけます。',
    later: 'あとで設定する',
    announcement: 'お客様に重要なお知らせがあります。内容をご確認のうえ、引き続きマイページをご利用ください。',
    acknowledged: '確認しました',
    /** The recommendation of a passkey (loginOutput.passkeyPromptDue), after the mandatory prompts. */
    passkey: {
      title: 'パスキーの登録をおすすめします',
      why: 'パスキーは、スマートフォンやパソコンの指紋・顔認証・画面ロックでログインする仕組みです。偽サイトでは使えないためフィッシング詐欺に強く、確認コードを入力する手間もなくなります。',
      register: 'パスキーを登録する',
      later: 'あとで',
      laterNote: (days: number) => `「あとで」を選ぶと、${days}日後にあらためてご案内します。`,
    },
  },

  consent: {
    intro:
      '当社では、法令に基づき、取引に関する書面を電子交付にてお届けしております。年に一度、最新の書面の内容をご確認いただき、電子交付へのご同意をお願いしております。',
    groups: { GX: 'GX（取引プラットフォーム）', MT4: 'MT4（取引プラットフォーム）', others: '共通書面' },
    others: 'その他の確認事項',
    agree: '上記の書面の内容を確認し、電子交付に同意します',
    submit: '同意する',
    failed: '同意の登録に失敗しました。もう一度お試しください。',
    doneTitle: '電子交付への同意が完了しました',
    doneText: 'ご協力ありがとうございました。引き続きマイページをご利用ください。',
  },
} as const;
