import { jisRows, wcag22Rows } from './conformance.ts';

// WCAG 2.0 (= JIS X 8341-3:2016) levels A and AA, and what WCAG 2.1 and 2.2 added at A and AA.
const WCAG20_A =
  '1.1.1 1.2.1 1.2.2 1.2.3 1.3.1 1.3.2 1.3.3 1.4.1 1.4.2 2.1.1 2.1.2 2.2.1 2.2.2 2.3.1 2.4.1 2.4.2 2.4.3 2.4.4 3.1.1 3.2.1 3.2.2 3.3.1 3.3.2 4.1.1 4.1.2';
const WCAG20_AA = '1.2.4 1.2.5 1.4.3 1.4.4 1.4.5 2.4.5 2.4.6 2.4.7 3.1.2 3.2.3 3.2.4 3.3.3 3.3.4';
const ADDED_A = '2.1.4 2.5.1 2.5.2 2.5.3 2.5.4 3.2.6 3.3.7';
const ADDED_AA = '1.3.4 1.3.5 1.4.10 1.4.11 1.4.12 1.4.13 2.4.11 2.5.7 2.5.8 3.3.8 4.1.3';

const byNumber = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });
const levels = (a: string, aa: string) =>
  new Map([...a.split(' ').map((sc) => [sc, 'A'] as const), ...aa.split(' ').map((sc) => [sc, 'AA'] as const)]);

describe('the accessibility statement’s results', () => {
  it.each([
    ['JIS X 8341-3:2016', jisRows, levels(WCAG20_A, WCAG20_AA)],
    ['WCAG 2.1 and 2.2 additions', wcag22Rows, levels(ADDED_A, ADDED_AA)],
  ] as const)('%s: every level A and AA criterion once, in order, at its level', (_, rows, expected) => {
    expect(rows.map((r) => r.sc)).toEqual([...expected.keys()].sort(byNumber));
    for (const row of rows) expect([row.sc, row.level]).toEqual([row.sc, expected.get(row.sc)]);
  });

  it('claims nothing without a test behind it: 適合, 適用なし and 自動試験で問題なし name their tests', () => {
    for (const row of [...jisRows, ...wcag22Rows]) {
      const evidence = (row.axe?.length ?? 0) + (row.tests?.length ?? 0);
      if (row.result === 'unverified') expect([row.sc, row.axe ?? []]).toEqual([row.sc, []]);
      else expect([row.sc, evidence > 0]).toEqual([row.sc, true]);
    }
    // 適用なし rests on the test that every page has no audio or video
    for (const row of jisRows.filter((r) => r.result === 'notApplicable')) expect(row.tests?.some((t) => t.includes('音声・動画'))).toBe(true);
  });
});
