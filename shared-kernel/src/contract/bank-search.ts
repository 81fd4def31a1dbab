// Finding a bank or branch however a Japanese customer types it. The 全銀 table stores names without
// their suffix (「みずほ」, 「三菱ＵＦＪ」 in full-width letters, 「北海道信金」 abbreviated), its kana with
// 「－」 for the long vowel and without small letters (「ミツビシユ－エフジエイ」), while customers type
// 「みずほ銀行」, 「三菱UFJ」, 「０００５」, 「みつびしゆーえふじぇい」 or 「朝日信用金庫」. Both the query and the
// table go through the same key, so any of those finds the entry: NFKC (widths), lower case, hiragana
// as katakana, small kana as large, every dash and long-vowel mark as one, no spaces or dots, and the
// suffixes 銀行 / 信用金庫 / 信用組合 / 労働金庫 / 農業協同組合 (and their kana) as the table writes them.
// The API searches with it (api/src/domain/banks.ts); the browser sends queries through
// `bankQueryText`, so a code typed full-width travels as digits.

const SMALL_KANA = /[ァィゥェォッャュョヮヵヶ]/g;
const LARGE_OF: Record<string, string> = {
  ァ: 'ア',
  ィ: 'イ',
  ゥ: 'ウ',
  ェ: 'エ',
  ォ: 'オ',
  ッ: 'ツ',
  ャ: 'ヤ',
  ュ: 'ユ',
  ョ: 'ヨ',
  ヮ: 'ワ',
  ヵ: 'カ',
  ヶ: 'ケ',
};
/** Hyphens, dashes, minus signs and the long-vowel mark in every width (after NFKC). */
const DASHES = /[-‐‑‒–—―−ｰー〜~]/g;
/** Spaces and the separators the table and customers put between words. */
const SEPARATORS = /[\s・･.,、。'’"()「」]/g;

/**
 * Suffixes at the end of a name or kana, as the table writes them ('' = the table leaves it out).
 * Written in the key's own alphabet (katakana, large kana, ー), longest first.
 */
const SUFFIXES: readonly (readonly [string, string])[] = [
  ['農業協同組合', '農協'],
  ['信用金庫', '信金'],
  ['信用組合', '信組'],
  ['労働金庫', '労金'],
  ['銀行', ''],
  ['ノウギヨウキヨウドウクミアイ', 'ノウキヨウ'],
  ['シンヨウキンコ', 'シンキン'],
  ['シンヨウクミアイ', 'シンクミ'],
  ['ロウドウキンコ', 'ロウキン'],
  ['ギンコウ', ''],
];
/** A branch is stored without 支店 (「渋谷」), typed with it (「渋谷支店」). */
const BRANCH_SUFFIXES: readonly (readonly [string, string])[] = [
  ['支店', ''],
  ['シテン', ''],
];

/** Widths, case, kana and dashes only (no suffixes): the part of the key both kinds share. */
function baseKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(SMALL_KANA, (ch) => LARGE_OF[ch] ?? ch)
    .replace(DASHES, 'ー')
    .replace(SEPARATORS, '');
}

function withSuffixes(key: string, suffixes: readonly (readonly [string, string])[]): string {
  for (const [long, short] of suffixes) {
    if (key.length > long.length && key.endsWith(long)) return key.slice(0, -long.length) + short;
  }
  return key;
}

export type BankSearchKind = 'bank' | 'branch';

const suffixesOf = (kind: BankSearchKind) => (kind === 'bank' ? SUFFIXES : BRANCH_SUFFIXES);

/** The comparable form of a bank's (or a branch's) name or kana, and of what a customer typed. */
export function bankSearchKey(text: string, kind: BankSearchKind = 'bank'): string {
  return withSuffixes(baseKey(text), suffixesOf(kind));
}

const KATAKANA_ONLY = /^[\u30a1-\u30fc]+$/;

/**
 * The keys a query is looked up by, the query's own key first and then, while a suffix is being typed
 * (「みずほ銀」, 「あさひしんよう」), the key without that unfinished suffix — so the list does not empty
 * between keystrokes. One kana is too common an ending to be taken for a suffix begun (「すぎ」).
 */
export function bankQueryKeys(query: string, kind: BankSearchKind = 'bank'): string[] {
  const key = bankSearchKey(query, kind);
  if (key === '') return [];
  const keys = [key];
  for (const [long] of suffixesOf(kind)) {
    const shortest = KATAKANA_ONLY.test(long) ? 2 : 1;
    for (let n = long.length - 1; n >= shortest; n -= 1) {
      const part = long.slice(0, n);
      if (key.length > part.length && key.endsWith(part)) keys.push(key.slice(0, -part.length));
    }
  }
  return [...new Set(keys)];
}

/** A query of digits only (after NFKC: 「０００５」 too) looks a code up by its prefix. */
export function bankCodeQuery(query: string): string | null {
  const digits = query.normalize('NFKC').replace(/\s/g, '');
  return /^\d+$/.test(digits) ? digits : null;
}

/** What the browser sends: the query in NFKC, trimmed (the API builds the keys). */
export const bankQueryText = (query: string): string => query.normalize('NFKC').trim();

/**
 * How well an entry's keys match a query's keys (bankQueryKeys): 0 the same, 1 starts with it, 2
 * contains it — then 3–5 the same for a key without an unfinished suffix; null not at all. Lower
 * first; the API sorts by it.
 */
export function bankMatchRank(entryKeys: readonly string[], queryKeys: readonly string[]): number | null {
  let best: number | null = null;
  for (const [i, q] of queryKeys.entries()) {
    const penalty = i === 0 ? 0 : 3;
    for (const e of entryKeys) {
      const found = e === q ? 0 : e.startsWith(q) ? 1 : e.includes(q) ? 2 : null;
      const rank = found === null ? null : found + penalty;
      if (rank !== null && (best === null || rank < best)) best = rank;
    }
  }
  return best;
}
