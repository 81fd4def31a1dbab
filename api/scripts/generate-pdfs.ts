// Generates the downloadable PDFs in api/assets/files/ (run: node api/scripts/generate-pdfs.ts).
// The output is committed with this script. Japanese text uses a non-embedded CID font
// (Type0 → CIDFontType0 KozMinPr6N-Regular, Adobe-Japan1, UniJIS-UCS2-H) that every PDF viewer
// substitutes with its Japanese Mincho font; strings are UTF-16BE hex. Output is deterministic.
import fs from 'node:fs';
import path from 'node:path';

const PAGE_WIDTH = 595; // A4 in points
const PAGE_HEIGHT = 842;
const MARGIN_X = 60;
const MARGIN_TOP = 70;
const MARGIN_BOTTOM = 70;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const PROVIDER = 'サンプル証券株式会社';

type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; size?: number; align?: 'left' | 'right' | 'center' }
  | { kind: 'field'; label: string }
  | { kind: 'gap'; height: number }
  | { kind: 'rule' };

/** Every glyph full width (1000 units): ASCII letters, digits and signs become their full-width forms. */
function toFullWidth(text: string): string {
  return [...text].map((ch) => (ch === ' ' ? '\u3000' : ch >= '!' && ch <= '~' ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0) : ch)).join('');
}

function hexUtf16(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return hex;
}

/** Wraps full-width text to lines of at most `perLine` characters, never starting a line with 、 or 。. */
function wrap(text: string, perLine: number): string[] {
  const chars = [...text];
  const lines: string[] = [];
  let line = '';
  for (const ch of chars) {
    if ([...line].length >= perLine && !'、。」）'.includes(ch)) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

class PageWriter {
  pages: string[] = [];
  #ops: string[] = [];
  #y = PAGE_HEIGHT - MARGIN_TOP;

  #ensure(height: number) {
    if (this.#y - height < MARGIN_BOTTOM) this.#newPage();
  }

  #newPage() {
    this.pages.push(this.#ops.join('\n'));
    this.#ops = [];
    this.#y = PAGE_HEIGHT - MARGIN_TOP;
  }

  #text(text: string, size: number, x: number, y: number) {
    this.#ops.push(`BT /F1 ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${y.toFixed(2)} Tm <${hexUtf16(text)}> Tj ET`);
  }

  #line(x1: number, y1: number, x2: number, y2: number, width = 0.6) {
    this.#ops.push(`${width} w ${x1.toFixed(2)} ${y1.toFixed(2)} m ${x2.toFixed(2)} ${y2.toFixed(2)} l S`);
  }

  add(block: Block) {
    switch (block.kind) {
      case 'title': {
        const text = toFullWidth(block.text);
        const size = 22;
        this.#ensure(size * 2);
        this.#text(text, size, (PAGE_WIDTH - [...text].length * size) / 2, this.#y - size);
        this.#y -= size * 2.2;
        break;
      }
      case 'heading': {
        const size = 13;
        this.#ensure(size * 2.4);
        this.#y -= size * 0.6;
        this.#text(toFullWidth(block.text), size, MARGIN_X, this.#y - size);
        this.#line(MARGIN_X, this.#y - size - 5, PAGE_WIDTH - MARGIN_X, this.#y - size - 5, 0.8);
        this.#y -= size * 2;
        break;
      }
      case 'text': {
        const size = block.size ?? 10.5;
        for (const line of wrap(toFullWidth(block.text), Math.floor(CONTENT_WIDTH / size))) {
          this.#ensure(size * 1.7);
          const width = [...line].length * size;
          const x = block.align === 'right' ? PAGE_WIDTH - MARGIN_X - width : block.align === 'center' ? (PAGE_WIDTH - width) / 2 : MARGIN_X;
          this.#text(line, size, x, this.#y - size);
          this.#y -= size * 1.7;
        }
        break;
      }
      case 'field': {
        const size = 10.5;
        this.#ensure(34);
        this.#text(toFullWidth(block.label), size, MARGIN_X, this.#y - 20);
        this.#line(MARGIN_X + 130, this.#y - 24, PAGE_WIDTH - MARGIN_X, this.#y - 24);
        this.#y -= 34;
        break;
      }
      case 'gap':
        this.#y -= block.height;
        break;
      case 'rule':
        this.#ensure(12);
        this.#line(MARGIN_X, this.#y - 6, PAGE_WIDTH - MARGIN_X, this.#y - 6, 0.4);
        this.#y -= 12;
        break;
    }
  }

  finish(footer: string): string[] {
    this.pages.push(this.#ops.join('\n'));
    const total = this.pages.length;
    return this.pages.map((ops, i) => {
      const text = toFullWidth(`${footer}\u3000${i + 1} / ${total}`);
      const size = 8;
      return `${ops}\nBT /F1 ${size} Tf 1 0 0 1 ${((PAGE_WIDTH - [...text].length * size) / 2).toFixed(2)} 40 Tm <${hexUtf16(text)}> Tj ET`;
    });
  }
}

/** Serializes a PDF 1.7 file with a correct cross-reference table. */
export function buildPdf(title: string, blocks: Block[]): Buffer {
  const writer = new PageWriter();
  for (const block of blocks) writer.add(block);
  const contents = writer.finish(PROVIDER);

  const objects: string[] = [];
  const FONT = 3;
  const CID_FONT = 4;
  const DESCRIPTOR = 5;
  const INFO = 6;
  const firstPage = 7;
  const pageIds = contents.map((_, i) => firstPage + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R /Lang (ja-JP) /ViewerPreferences << /DisplayDocTitle true >> >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  objects[FONT] =
    `<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPr6N-Regular-UniJIS-UCS2-H /Encoding /UniJIS-UCS2-H /DescendantFonts [${CID_FONT} 0 R] >>`;
  objects[CID_FONT] =
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPr6N-Regular ' +
    `/CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor ${DESCRIPTOR} 0 R /DW 1000 >>`;
  objects[DESCRIPTOR] =
    '<< /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 6 /FontBBox [-437 -340 1147 1317] ' +
    '/ItalicAngle 0 /Ascent 1317 /Descent -349 /CapHeight 742 /StemV 80 >>';
  objects[INFO] =
    `<< /Title <FEFF${hexUtf16(title)}> /Author <FEFF${hexUtf16(PROVIDER)}> /Producer (portal api/scripts/generate-pdfs.ts) /CreationDate (D:20260401090000+09'00') >>`;
  contents.forEach((stream, i) => {
    const pageId = firstPage + i * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 ${FONT} 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });

  const chunks: string[] = ['%PDF-1.7\n%\xE2\xE3\xCF\xD3\n'];
  const offsets: number[] = [];
  let length = Buffer.byteLength(chunks[0] as string, 'latin1');
  for (let id = 1; id < objects.length; id++) {
    const body = `${id} 0 obj\n${objects[id]}\nendobj\n`;
    offsets[id] = length;
    chunks.push(body);
    length += Buffer.byteLength(body, 'latin1');
  }
  const xref = [
    `xref\n0 ${objects.length}\n`,
    '0000000000 65535 f \n',
    ...offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
  ].join('');
  chunks.push(xref, `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${INFO} 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return Buffer.from(chunks.join(''), 'latin1');
}

const mailTo = '送付先：〒100-0005 東京都千代田区丸の内一丁目 サンプル証券株式会社 カスタマーサポート 解約受付係';

const documents: Record<string, { title: string; blocks: Block[] }> = {
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
    const pdf = buildPdf(doc.title, doc.blocks);
    fs.writeFileSync(path.join(outDir, file), pdf);
    console.log(`${file}: ${pdf.length} bytes`);
  }
}
