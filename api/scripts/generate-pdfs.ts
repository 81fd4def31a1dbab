// Generates the downloadable PDFs in api/assets/files/ (run: node api/scripts/generate-pdfs.ts).
// The output is committed with this script. They are written like the statements: pdfkit with the
// embedded, subsetted Japanese font of src/infra/pdf/pdf-writer.ts, so they look the same in every
// viewer. The creation date is fixed, so the output is deterministic.
import fs from 'node:fs';
import path from 'node:path';
import { PROVIDER, renderPdf } from '../src/infra/pdf/pdf-writer.ts';
import type { Block } from '../src/infra/pdf/pdf-writer.ts';

const CREATED = new Date('2026-04-01T00:00:00.000Z');

const mailTo = '送付先：〒100-0005 東京都千代田区丸の内一丁目 サンプル証券株式会社 カスタマーサポート 解約受付係';

export const documents: Record<string, { title: string; blocks: Block[] }> = {
  'termination-letter.pdf': {
    title: '解約届',
    blocks: [
      { kind: 'title', text: '解約届' },
      { kind: 'text', text: '年　　月　　日', align: 'right' },
      { kind: 'text', text: `${PROVIDER} 御中`, size: 12 },
      { kind: 'gap', height: 10 },
      {
        kind: 'text',
        text: '私は、貴社との間で締結しているすべての取引口座（FX、CFD、ノックアウトオプションを含みます。）について、解約を申し込みます。',
      },
      { kind: 'text', text: '解約にあたり、次の事項を確認しました。' },
      { kind: 'text', text: '1. 未決済の建玉および未約定の注文がないこと。' },
      { kind: 'text', text: '2. 口座に残高がある場合は、あらかじめ出金のお手続きを済ませていること。' },
      { kind: 'text', text: '3. 解約後は、マイページおよび取引ツールをご利用いただけなくなること。' },
      { kind: 'text', text: '4. 取引報告書等の電子交付書面は、解約前に必要に応じて保存しておくこと。' },
      { kind: 'heading', text: 'お客様記入欄' },
      { kind: 'field', label: 'お客様番号' },
      { kind: 'field', label: 'ご住所' },
      { kind: 'field', label: 'お名前（自署）' },
      { kind: 'field', label: 'フリガナ' },
      { kind: 'field', label: '生年月日' },
      { kind: 'field', label: 'お電話番号' },
      { kind: 'field', label: 'ご登録印' },
      { kind: 'gap', height: 10 },
      { kind: 'rule' },
      {
        kind: 'text',
        text: 'ご記入・ご捺印のうえ、本書面をご郵送ください。書面の到着後、通常5営業日以内に解約のお手続きを完了し、完了のご案内をお送りします。',
        size: 9,
      },
      { kind: 'text', text: mailTo, size: 9 },
    ],
  },
  'termination-letter-corp.pdf': {
    title: '法人解約届',
    blocks: [
      { kind: 'title', text: '法人解約届' },
      { kind: 'text', text: '年　　月　　日', align: 'right' },
      { kind: 'text', text: `${PROVIDER} 御中`, size: 12 },
      { kind: 'gap', height: 10 },
      { kind: 'text', text: '当法人は、貴社との間で締結しているすべての法人取引口座について、解約を申し込みます。' },
      { kind: 'text', text: '解約にあたり、次の事項を確認しました。' },
      { kind: 'text', text: '1. 未決済の建玉および未約定の注文がないこと。' },
      { kind: 'text', text: '2. 口座に残高がある場合は、あらかじめ法人名義口座への出金のお手続きを済ませていること。' },
      { kind: 'text', text: '3. 取引担当者を含め、解約後はマイページおよび取引ツールをご利用いただけなくなること。' },
      { kind: 'text', text: '4. 本届には、発行から6か月以内の登記事項証明書（原本またはコピー）を同封すること。' },
      { kind: 'heading', text: '法人記入欄' },
      { kind: 'field', label: 'お客様番号' },
      { kind: 'field', label: '法人名' },
      { kind: 'field', label: '法人名フリガナ' },
      { kind: 'field', label: '本店所在地' },
      { kind: 'field', label: '代表者役職・氏名' },
      { kind: 'field', label: '法人届出印' },
      { kind: 'field', label: 'ご担当者名' },
      { kind: 'field', label: 'ご担当者電話番号' },
      { kind: 'gap', height: 10 },
      { kind: 'rule' },
      {
        kind: 'text',
        text: '代表者様の記名・届出印の押印のうえ、登記事項証明書とともにご郵送ください。書類の確認後、解約のお手続きを行い、完了のご案内をお送りします。',
        size: 9,
      },
      { kind: 'text', text: mailTo, size: 9 },
    ],
  },
  'market-forecast.pdf': {
    title: 'マーケット見通しレポート',
    blocks: [
      { kind: 'title', text: 'マーケット見通しレポート' },
      { kind: 'text', text: '投資情報部 作成', align: 'right', size: 9 },
      { kind: 'heading', text: '今月の注目ポイント' },
      {
        kind: 'text',
        text: '主要中央銀行の金融政策会合と、米国の雇用統計・消費者物価指数の発表が相場の方向感を左右しそうです。発表前後は値動きが大きくなりやすいため、ポジション量と証拠金維持率にご注意ください。',
      },
      { kind: 'heading', text: '米ドル／円' },
      {
        kind: 'text',
        text: '日米の金利差が意識される一方、要人発言をきっかけとした急変動も想定されます。上値では利益確定の売り、下値では押し目買いが入りやすく、レンジ内での推移を基本シナリオとします。',
      },
      { kind: 'heading', text: 'ユーロ／円' },
      {
        kind: 'text',
        text: '欧州の景況感指数に改善の兆しがみられる一方、域内のインフレ鈍化が利下げ観測を支えています。材料の強弱が拮抗しており、方向感に乏しい展開を見込みます。',
      },
      { kind: 'heading', text: '金（ゴールド）・原油' },
      {
        kind: 'text',
        text: '金は地政学リスクへの警戒から底堅い推移が続いています。原油は産油国の生産方針と在庫統計に反応しやすく、週次の在庫発表前後の値動きに注意が必要です。',
      },
      { kind: 'heading', text: '主な経済指標の発表予定' },
      { kind: 'text', text: '第1週：米国 雇用統計／ユーロ圏 消費者物価指数（速報値）' },
      { kind: 'text', text: '第2週：米国 消費者物価指数／日本 国内総生産（速報値）' },
      { kind: 'text', text: '第3週：米国 連邦公開市場委員会（FOMC）／日本銀行 金融政策決定会合' },
      { kind: 'text', text: '第4週：米国 個人消費支出（PCE）デフレーター' },
      { kind: 'gap', height: 10 },
      { kind: 'rule' },
      {
        kind: 'text',
        size: 8.5,
        text: '本資料は情報提供を目的として作成したものであり、特定の銘柄の売買を勧誘するものではありません。記載内容は作成時点の見解であり、将来の結果を保証するものではありません。投資に関する最終決定は、お客様ご自身の判断でなさるようお願いいたします。',
      },
      {
        kind: 'text',
        size: 8.5,
        text: '店頭外国為替証拠金取引およびCFD取引は、元本や利益が保証されたものではなく、相場の変動等により損失が生じ、その損失が預託した証拠金の額を上回るおそれがあります。',
      },
    ],
  },
  'original-tool-manual.pdf': {
    title: 'オリジナルツール操作マニュアル',
    blocks: [
      { kind: 'title', text: 'オリジナルツール操作マニュアル' },
      { kind: 'text', text: 'マイページの「ツール」からご利用いただける当社オリジナルツールの使い方をご案内します。' },
      { kind: 'heading', text: '1. 通貨強弱チャート' },
      { kind: 'text', text: '主要8通貨の相対的な強さを一つのチャートで比較できます。' },
      { kind: 'text', text: '(1) 画面上部の期間（1日・1週間・1か月）を選択します。' },
      { kind: 'text', text: '(2) 表示したい通貨のチェックボックスを選択します。' },
      { kind: 'text', text: '(3) 線が上にある通貨ほど、選択期間において強く推移したことを示します。' },
      { kind: 'heading', text: '2. 経済指標カレンダー' },
      { kind: 'text', text: '重要な経済指標の発表予定と、前回値・予想値・結果を確認できます。' },
      { kind: 'text', text: '(1) 国と重要度（★の数）で表示する指標を絞り込めます。' },
      { kind: 'text', text: '(2) 指標名を選択すると、過去の発表結果と相場の反応を確認できます。' },
      { kind: 'text', text: '(3) 発表時刻はすべて日本時間で表示します。' },
      { kind: 'heading', text: '3. ポジション比率' },
      { kind: 'text', text: '当社のお客様全体の買い・売りポジションの比率を通貨ペアごとに表示します。' },
      { kind: 'text', text: '(1) 通貨ペアを選択すると、価格帯ごとの注文分布を確認できます。' },
      { kind: 'text', text: '(2) データは15分ごとに更新されます。' },
      { kind: 'heading', text: '4. スワップカレンダー' },
      { kind: 'text', text: '通貨ペアごとの日々のスワップポイントと付与日数を確認できます。' },
      { kind: 'text', text: '(1) 月を選択すると、その月のスワップポイントの一覧を表示します。' },
      { kind: 'text', text: '(2) 付与日数が3日以上の日は、背景色を変えて表示します。' },
      { kind: 'heading', text: 'ご利用環境' },
      {
        kind: 'text',
        text: 'パソコンでは最新版のブラウザで、スマートフォンでは最新版のOSでご利用ください。スマートフォンでは画面を横向きにするとチャートが見やすくなります。',
      },
      { kind: 'heading', text: 'お問い合わせ' },
      {
        kind: 'text',
        text: 'ツールの操作についてのご質問は、カスタマーサポート（平日 8:00～20:00、土日・年末年始を除く）までお問い合わせください。',
      },
      { kind: 'gap', height: 6 },
      { kind: 'rule' },
      {
        kind: 'text',
        size: 8.5,
        text: 'オリジナルツールが提供する情報は投資判断の参考となる情報の提供を目的としたものであり、投資に関する最終決定は、お客様ご自身の判断でなさるようお願いいたします。',
      },
    ],
  },
};

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) {
  const outDir = path.resolve(import.meta.dirname, '../assets/files');
  fs.mkdirSync(outDir, { recursive: true });
  for (const [file, doc] of Object.entries(documents)) {
    const pdf = await renderPdf({ title: doc.title, creationDate: CREATED }, doc.blocks);
    fs.writeFileSync(path.join(outDir, file), pdf);
    console.log(`${file}: ${pdf.length} bytes`);
  }
}
