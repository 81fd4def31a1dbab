import { bankCodeQuery, bankMatchRank, bankQueryKeys, bankQueryText, bankSearchKey } from './bank-search.ts';

/** Whether `query` finds an entry stored as `name` / `kana` (both sides through the same key). */
const finds = (query: string, name: string, kana: string, kind: 'bank' | 'branch' = 'bank') =>
  bankMatchRank([bankSearchKey(name, kind), bankSearchKey(kana, kind)], bankQueryKeys(query, kind)) !== null;

describe('bank search keys', () => {
  it('makes widths, case, hiragana, small kana and every dash one form', () => {
    expect(bankSearchKey('三菱ＵＦＪ')).toBe(bankSearchKey('三菱ufj'));
    expect(bankSearchKey('ミツビシユ－エフジエイ')).toBe('ミツビシユーエフジエイ');
    expect(bankSearchKey('みつびしゆーえふじぇい')).toBe('ミツビシユーエフジエイ');
    expect(bankSearchKey('ﾐﾂﾋﾞｼﾕｰｴﾌｼﾞｴｲ')).toBe('ミツビシユーエフジエイ');
    expect(bankSearchKey('ソニ－')).toBe(bankSearchKey('ソニー'));
    expect(bankSearchKey('クレデイ．アグリコル')).toBe('クレデイアグリコル');
  });

  it('writes the suffixes the way the 全銀 table does: 銀行 left out, the others abbreviated', () => {
    expect(bankSearchKey('みずほ銀行')).toBe(bankSearchKey('みずほ'));
    expect(bankSearchKey('朝日信用金庫')).toBe(bankSearchKey('朝日信金'));
    expect(bankSearchKey('朝日新聞信用組合')).toBe(bankSearchKey('朝日新聞信組'));
    expect(bankSearchKey('北海道労働金庫')).toBe(bankSearchKey('北海道労金'));
    expect(bankSearchKey('今金町農業協同組合')).toBe(bankSearchKey('今金町農協'));
    expect(bankSearchKey('みずほぎんこう')).toBe(bankSearchKey('ミズホ'));
    expect(bankSearchKey('あさひしんようきんこ')).toBe(bankSearchKey('アサヒシンキン'));
    expect(bankSearchKey('ろうどうきんこ')).toBe('ロウドウキンコ'); // a suffix alone is not removed
    expect(bankSearchKey('渋谷支店', 'branch')).toBe(bankSearchKey('渋谷', 'branch'));
    expect(bankSearchKey('渋谷支店')).toBe('渋谷支店'); // 支店 is a branch's suffix only
  });

  it('finds a bank by its name in any width, with or without the suffix, by its kana, typed in hiragana or katakana', () => {
    for (const query of ['みずほ', 'みずほ銀行', 'ミズホ銀行', 'みずほぎんこう', 'ﾐｽﾞﾎ', 'ミズホ'])
      expect(finds(query, 'みずほ', 'ミズホ')).toBe(true);
    for (const query of ['三菱UFJ', '三菱ＵＦＪ銀行', '三菱ufj', 'みつびしゆーえふじぇい', 'ミツビシＵＦＪ'])
      expect(finds(query, '三菱ＵＦＪ', 'ミツビシユ－エフジエイ') || finds(query, '三菱ＵＦＪ信託', 'ミツビシＵＦＪシンタク')).toBe(true);
    expect(finds('朝日信用金庫', '朝日信金', 'アサヒシンキン')).toBe(true);
    expect(finds('あさひしんきん', '朝日信金', 'アサヒシンキン')).toBe(true);
    expect(finds('ほっかいどうろうきん', '北海道労金', 'ホツカイドウロウキン')).toBe(true);
    expect(finds('三井住友', 'みずほ', 'ミズホ')).toBe(false);
  });

  it('keeps finding while a suffix is half typed, ranking the whole query first', () => {
    expect(bankQueryKeys('みずほ銀')).toEqual(['ミズホ銀', 'ミズホ']);
    expect(finds('みずほ銀', 'みずほ', 'ミズホ')).toBe(true);
    expect(finds('あさひしんよう', '朝日信金', 'アサヒシンキン')).toBe(true);
    // one kana is too common an ending: 「すぎ」 is not 「す」 + the ギ of ギンコウ
    expect(bankQueryKeys('すぎ')).toEqual(['スギ']);
    const exact = bankMatchRank([bankSearchKey('ミズホ銀')], bankQueryKeys('みずほ銀'));
    const trimmed = bankMatchRank([bankSearchKey('ミズホ')], bankQueryKeys('みずほ銀'));
    expect(exact).toBeLessThan(trimmed!);
  });

  it('ranks the same before starts-with before contains', () => {
    const q = bankQueryKeys('みずほ');
    expect(bankMatchRank([bankSearchKey('みずほ')], q)).toBe(0);
    expect(bankMatchRank([bankSearchKey('みずほ信託')], q)).toBe(1);
    expect(bankMatchRank([bankSearchKey('ゆうみずほ')], q)).toBe(2);
    expect(bankQueryKeys('  ')).toEqual([]);
  });

  it('takes digits in any width as a code, and sends queries in NFKC', () => {
    expect(bankCodeQuery('０００５')).toBe('0005');
    expect(bankCodeQuery(' 0005 ')).toBe('0005');
    expect(bankCodeQuery('0005a')).toBeNull();
    expect(bankQueryText(' ０００５\u3000')).toBe('0005');
    expect(bankQueryText('三菱ＵＦＪ')).toBe('三菱UFJ');
  });
});
