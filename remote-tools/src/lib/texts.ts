// The Japanese texts of remote-tools. Spec-quoted texts come from the kernel (specMessages).

export const texts = {
  // Route titles (the host lists them as the side panel's tool links).
  routeTools: 'ツール',
  routeChartData: 'チャートデータ',
  routeLive: 'ライブ',
  routeChart: 'チャート',

  // The title of the kit's load-failed view on the tools pages (its hint and 「再読み込み」 are the kit's).
  loadFailed: 'ツール情報を取得できませんでした',
  popupBlocked: 'ポップアップがブロックされました。ブラウザの設定でこのサイトのポップアップを許可してください。',
  openFailed: '画面を開けませんでした。しばらくしてからもう一度お試しください。',
  downloadFailed: 'ダウンロードに失敗しました。しばらくしてからもう一度お試しください。',
  downloadStarted: (fileName: string) => `${fileName} のダウンロードを開始しました`,
  newWindowNote: '新しいウィンドウで開きます',

  toolsLead: 'お取引に役立つツールや情報をご利用いただけます。外部サイトは新しいウィンドウで開きます。',
  sectionTrading: '取引ツール',
  sectionMarket: '相場情報',
  sectionOriginal: 'オリジナルツール',
  sectionDocuments: '各種書類',

  webTradingTitle: 'Web取引画面',
  webTradingDescription:
    'ブラウザからすぐにお取引いただけるWeb版の取引画面です。ワンタイムコードで自動的にログインするため、パスワードの再入力は不要です。',
  webTradingOpen: 'Web取引画面を開く',

  mobileAppTitle: 'スマートフォンアプリ',
  mobileAppDescription: 'スマートフォンやタブレットからいつでもお取引いただける公式アプリです。',
  appStore: 'App Store（iOS）',
  googlePlay: 'Google Play（Android）',

  mt4Title: 'MT4 ダウンロード',
  mt4Description: '世界中で利用されている取引プラットフォーム MetaTrader 4 です。お使いの端末に合わせてダウンロードしてください。',
  mt4Windows: 'Windows',
  mt4Mac: 'Mac',
  mt4Ios: 'iOS',
  mt4Android: 'Android',

  chartDataTitle: 'チャートデータ',
  chartDataDescription: '通貨ペアや商品の過去のチャートデータをご覧いただけます。',
  chartDataOpen: 'チャートデータを見る',

  liveTitle: 'ライブ',
  liveDescription: 'マーケット解説のライブ配信をご覧いただけます。',
  liveOpen: 'ライブを見る',

  chartSiteTitle: 'チャートサイト',
  chartSiteDescription: '高機能チャートで相場の動きを分析できます。ログイン済みの状態で開きます。',
  chartSiteOpen: 'チャートサイトを開く',

  videoSiteTitle: '動画サイト',
  videoSiteDescription: '取引ツールの使い方やマーケット情報を動画で解説しています。',
  videoSiteOpen: '動画サイトを開く',

  marketForecastTitle: 'マーケット予想',
  marketForecastDescription: '最新のマーケット予想レポートをダウンロードいただけます。',
  marketForecastDownload: 'レポートをダウンロード',

  originalToolsLead: 'お取引の判断に役立つ当社オリジナルの分析ツールです。',
  originalToolsEmpty: '現在ご利用いただけるオリジナルツールはありません。',
  originalToolOpen: 'ツールを開く',

  terminationLetterTitle: '解約届',
  terminationLetterDescriptionIndividual: '口座の解約をご希望の場合は、解約届（個人のお客様用）をダウンロードし、ご記入のうえご返送ください。',
  terminationLetterDescriptionCorporate: '口座の解約をご希望の場合は、解約届（法人のお客様用）をダウンロードし、ご記入のうえご返送ください。',
  terminationLetterDownload: '解約届をダウンロード',
  terminationLetterBanner: '口座の解約をご希望のお客様は、解約届をダウンロードしてください。',

  chartDataLead: '通貨ペアまたは商品を選ぶと、チャートデータを新しいウィンドウで開きます。',
  currencyPairs: '通貨ペア',
  commodities: '商品',
  noItems: '表示できる銘柄はありません。',
  backToTools: 'ツール一覧へ戻る',

  liveLead: 'マーケット解説のライブ配信を新しいウィンドウでご覧いただけます。',
  liveNote: '配信スケジュールや過去の配信もライブページからご確認いただけます。',

  chartOpening: 'チャートサイトを開いています…',
  chartRedirecting: 'チャートサイトへ移動しています…',
  chartRetry: 'もう一度試す',
  chartFailedHint: 'チャートサイトを開けませんでした。しばらくしてからもう一度お試しください。',
  toMyPageTop: 'マイページトップへ',
} as const;
