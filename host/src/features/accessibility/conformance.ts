// The results of the accessibility statement (/portal/accessibility), one row per success criterion:
// JIS X 8341-3:2016 (identical to WCAG 2.0) levels A and AA, then the criteria WCAG 2.1 and 2.2 added
// at level A and AA, which the tests check on top. A row claims only what a test that exists decides:
//   pass          適合 — the named tests decide the criterion on every page of the scope;
//   notApplicable 適用なし — a test shows the portal has no content the criterion is about;
//   noFailures    自動試験で問題なし — the named tests check part of the criterion and found no
//                 failure; the rest needs a person's judgement, not done yet;
//   unverified    未検証 — no test covers it.
// `axe` names the axe-core rules of e2e/tests/a11y/axe.spec.ts that belong to the criterion (axe-core
// tags them with it); e2e/tests/a11y/statement.spec.ts checks each one runs in that suite and carries
// that criterion's tag, so the table cannot cite a rule the tests do not run.

export type ConformanceResult = 'pass' | 'notApplicable' | 'noFailures' | 'unverified';

export interface ConformanceRow {
  sc: string;
  name: string;
  level: 'A' | 'AA';
  result: ConformanceResult;
  /** axe-core rules run on every page (e2e/tests/a11y/axe.spec.ts) that belong to this criterion. */
  axe?: readonly string[];
  /** The other tests that back the row, in words. */
  tests?: readonly string[];
  note?: string;
}

export const resultLabels: Record<ConformanceResult, string> = {
  pass: '適合',
  notApplicable: '適用なし',
  noFailures: '自動試験で問題なし',
  unverified: '未検証',
};

export const resultLegend: Record<ConformanceResult, string> = {
  pass: '対象のすべての画面で、この達成基準を判定する試験を行い、満たしていることを確認しました。',
  notApplicable: 'この達成基準が対象とするコンテンツ（音声・動画など）が、対象のどの画面にもないことを試験で確認しました。',
  noFailures: '達成基準の一部を自動試験で確認し、問題は見つかりませんでした。人による判定は未実施のため、適合とはしていません。',
  unverified: 'まだ試験を行っていません。',
};

const KEYBOARD = 'キーボードだけでの操作の自動試験（ログイン、本文へのスキップ、メニュー、ドロワー、認証コード、ログアウト）';
const REFLOW = '幅320pxの画面で、すべての画面が横スクロールなしで表示されることの自動試験';
const MEDIA = 'すべての画面に音声・動画（audio、video、object、embed要素）がないことの自動試験';
const ERRORS = '入力エラーが該当する項目に結び付けられ、読み上げられること（role="alert"、aria-describedby）の単体テスト';
const CONFIRM = '入金・出金・振替・お客様情報の変更・コース変更が、確認画面を経てから確定されることの自動試験';

/** JIS X 8341-3:2016 = WCAG 2.0, levels A and AA (38 criteria). */
export const jisRows: readonly ConformanceRow[] = [
  {
    sc: '1.1.1',
    name: '非テキストコンテンツ',
    level: 'A',
    result: 'noFailures',
    axe: ['image-alt', 'input-image-alt', 'role-img-alt', 'svg-img-alt', 'object-alt'],
  },
  { sc: '1.2.1', name: '音声のみ及び映像のみ（収録済み）', level: 'A', result: 'notApplicable', tests: [MEDIA] },
  { sc: '1.2.2', name: 'キャプション（収録済み）', level: 'A', result: 'notApplicable', axe: ['video-caption'], tests: [MEDIA] },
  { sc: '1.2.3', name: '音声解説、又はメディアに対する代替コンテンツ（収録済み）', level: 'A', result: 'notApplicable', tests: [MEDIA] },
  { sc: '1.2.4', name: 'キャプション（ライブ）', level: 'AA', result: 'notApplicable', tests: [MEDIA] },
  { sc: '1.2.5', name: '音声解説（収録済み）', level: 'AA', result: 'notApplicable', tests: [MEDIA] },
  {
    sc: '1.3.1',
    name: '情報及び関係性',
    level: 'A',
    result: 'noFailures',
    axe: ['list', 'listitem', 'definition-list', 'dlitem', 'th-has-data-cells', 'td-headers-attr', 'aria-required-children', 'aria-required-parent'],
    tests: [ERRORS],
  },
  { sc: '1.3.2', name: '意味のある順序', level: 'A', result: 'unverified' },
  { sc: '1.3.3', name: '感覚的な特徴', level: 'A', result: 'unverified' },
  { sc: '1.4.1', name: '色の使用', level: 'A', result: 'noFailures', axe: ['link-in-text-block'] },
  { sc: '1.4.2', name: '音声の制御', level: 'A', result: 'notApplicable', axe: ['no-autoplay-audio'], tests: [MEDIA] },
  {
    sc: '1.4.3',
    name: 'コントラスト（最低限レベル）',
    level: 'AA',
    result: 'noFailures',
    axe: ['color-contrast'],
    note: '自動検査で判定できない文字（背景が画像やグラデーションのもの）は含みません。',
  },
  { sc: '1.4.4', name: 'テキストのサイズ変更', level: 'AA', result: 'noFailures', axe: ['meta-viewport'], tests: [REFLOW] },
  { sc: '1.4.5', name: '文字画像', level: 'AA', result: 'unverified' },
  {
    sc: '2.1.1',
    name: 'キーボード',
    level: 'A',
    result: 'noFailures',
    axe: ['scrollable-region-focusable', 'frame-focusable-content', 'server-side-image-map'],
    tests: [KEYBOARD],
    note: 'キーボード操作の試験は主な操作の流れについて行っており、すべての機能は網羅していません。',
  },
  { sc: '2.1.2', name: 'キーボードトラップなし', level: 'A', result: 'noFailures', tests: [KEYBOARD] },
  {
    sc: '2.2.1',
    name: 'タイミング調整可能',
    level: 'A',
    result: 'unverified',
    note: '操作のない状態が続くとログインが終了します（既知の課題をご覧ください）。',
  },
  {
    sc: '2.2.2',
    name: '一時停止、停止及び非表示',
    level: 'A',
    result: 'noFailures',
    axe: ['blink', 'marquee'],
    tests: ['お知らせのスライドを一時停止でき、動きを減らす設定では自動で切り替わらないことの単体テスト'],
  },
  { sc: '2.3.1', name: '3回の閃光、又は閾値以下', level: 'A', result: 'unverified' },
  {
    sc: '2.4.1',
    name: 'ブロックスキップ',
    level: 'A',
    result: 'pass',
    axe: ['bypass'],
    tests: ['「本文へ移動」のリンクで本文に移動できることのキーボード操作の自動試験'],
  },
  { sc: '2.4.2', name: 'ページタイトル', level: 'A', result: 'noFailures', axe: ['document-title'], tests: ['画面ごとのページタイトルの単体テスト'] },
  {
    sc: '2.4.3',
    name: 'フォーカス順序',
    level: 'A',
    result: 'noFailures',
    tests: ['ログイン画面でフォーカスがログインIDから始まり、画面の移動後は見出しに、ドロワーを閉じた後は開いたボタンに戻ることの自動試験'],
  },
  { sc: '2.4.4', name: 'リンクの目的（コンテキスト内）', level: 'A', result: 'noFailures', axe: ['link-name'] },
  { sc: '2.4.5', name: '複数の手段', level: 'AA', result: 'unverified' },
  { sc: '2.4.6', name: '見出し及びラベル', level: 'AA', result: 'unverified' },
  {
    sc: '2.4.7',
    name: 'フォーカスの可視化',
    level: 'AA',
    result: 'noFailures',
    tests: ['キーボード操作の自動試験で、フォーカスのある要素に枠線などの表示があることを確認'],
  },
  { sc: '3.1.1', name: 'ページの言語', level: 'A', result: 'pass', axe: ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch'] },
  { sc: '3.1.2', name: '一部分の言語', level: 'AA', result: 'noFailures', axe: ['valid-lang'] },
  { sc: '3.2.1', name: 'フォーカス時', level: 'A', result: 'unverified' },
  { sc: '3.2.2', name: '入力時', level: 'A', result: 'unverified' },
  { sc: '3.2.3', name: '一貫したナビゲーション', level: 'AA', result: 'unverified' },
  { sc: '3.2.4', name: '一貫した識別性', level: 'AA', result: 'unverified' },
  { sc: '3.3.1', name: 'エラーの特定', level: 'A', result: 'noFailures', tests: [ERRORS] },
  { sc: '3.3.2', name: 'ラベル又は説明', level: 'A', result: 'noFailures', axe: ['form-field-multiple-labels'], tests: [ERRORS] },
  { sc: '3.3.3', name: 'エラー修正の提案', level: 'AA', result: 'unverified' },
  { sc: '3.3.4', name: 'エラー回避（法的、金融、データ）', level: 'AA', result: 'noFailures', tests: [CONFIRM] },
  {
    sc: '4.1.1',
    name: '構文解析',
    level: 'A',
    result: 'unverified',
    note: 'W3C は WCAG 2.0・2.1 の注記で、HTML のコンテンツではこの達成基準を常に満たすものとして扱うとしています（WCAG 2.2 では削除）。',
  },
  {
    sc: '4.1.2',
    name: '名前（name）、役割（role）及び値（value）',
    level: 'A',
    result: 'noFailures',
    axe: [
      'button-name',
      'label',
      'select-name',
      'aria-allowed-attr',
      'aria-required-attr',
      'aria-valid-attr',
      'aria-valid-attr-value',
      'aria-roles',
      'aria-hidden-focus',
      'nested-interactive',
    ],
  },
];

/** The level A and AA criteria WCAG 2.1 and 2.2 added, tested on top of the JIS standard. */
export const wcag22Rows: readonly ConformanceRow[] = [
  { sc: '1.3.4', name: '表示の向き', level: 'AA', result: 'unverified' },
  { sc: '1.3.5', name: '入力目的の特定', level: 'AA', result: 'noFailures', axe: ['autocomplete-valid'] },
  { sc: '1.4.10', name: 'リフロー', level: 'AA', result: 'noFailures', tests: [REFLOW] },
  { sc: '1.4.11', name: '非テキストのコントラスト', level: 'AA', result: 'unverified' },
  { sc: '1.4.12', name: 'テキストの間隔', level: 'AA', result: 'noFailures', axe: ['avoid-inline-spacing'] },
  { sc: '1.4.13', name: 'ホバー又はフォーカスで表示されるコンテンツ', level: 'AA', result: 'unverified' },
  { sc: '2.1.4', name: '文字キーのショートカット', level: 'A', result: 'unverified' },
  { sc: '2.4.11', name: 'フォーカスの非隠蔽（最低限）', level: 'AA', result: 'unverified' },
  { sc: '2.5.1', name: 'ポインタのジェスチャ', level: 'A', result: 'unverified' },
  { sc: '2.5.2', name: 'ポインタのキャンセル', level: 'A', result: 'unverified' },
  { sc: '2.5.3', name: '名前（name）のラベル', level: 'A', result: 'noFailures', axe: ['label-content-name-mismatch'] },
  { sc: '2.5.4', name: '動きによる起動', level: 'A', result: 'unverified' },
  { sc: '2.5.7', name: 'ドラッグ動作', level: 'AA', result: 'unverified' },
  { sc: '2.5.8', name: 'ターゲットのサイズ（最低限）', level: 'AA', result: 'noFailures', axe: ['target-size'] },
  { sc: '3.2.6', name: '一貫したヘルプ', level: 'A', result: 'unverified' },
  { sc: '3.3.7', name: '冗長な入力', level: 'A', result: 'unverified' },
  { sc: '3.3.8', name: 'アクセシブルな認証（最低限）', level: 'AA', result: 'unverified' },
  { sc: '4.1.3', name: 'ステータスメッセージ', level: 'AA', result: 'unverified' },
];

/** The day this statement was made (WAIC: 表明日); change it with the table. */
export const STATED_ON = '2026年11月28日';
