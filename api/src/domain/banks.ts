// Banks and branches from the 全銀 codes of the `zengin-code` package (loaded once, on the first
// lookup). The pages ask per query (resource/bank/search, resource/bank/{code}/branches); the whole
// table never goes to the browser. Names and kana are compared through the kernel's search key
// (contract/bank-search.ts), the same on the table's side and the query's: 「みずほ銀行」, 「三菱UFJ」,
// 「０００５」, 「みつびしゆーえふじぇい」 and 「朝日信用金庫」 all find their bank.
import { createRequire } from 'node:module';
import { bankCodeQuery, bankMatchRank, bankQueryKeys, bankSearchKey } from '@portal/shared-kernel/contract';
import type { BankEntry, BankSearchKind } from '@portal/shared-kernel/contract';

interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
  hira: string;
}
interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}

/** One entry with its search keys (name and kana), computed once. */
interface Indexed {
  entry: BankEntry;
  keys: string[];
}

let data: Record<string, ZenginBank> | null = null;
const load = (): Record<string, ZenginBank> => (data ??= createRequire(import.meta.url)('zengin-code') as Record<string, ZenginBank>);

const index = (items: Iterable<ZenginBranch>, kind: BankSearchKind): Indexed[] =>
  Array.from(items, (b) => ({
    entry: { code: b.code, name: b.name, kana: b.kana },
    keys: [bankSearchKey(b.name, kind), bankSearchKey(b.kana, kind)],
  }));

let banks: Indexed[] | null = null;
const branchesByBank = new Map<string, Indexed[]>();
const bankIndex = (): Indexed[] => (banks ??= index(Object.values(load()), 'bank'));
function branchIndex(bank: ZenginBank): Indexed[] {
  let found = branchesByBank.get(bank.code);
  if (!found) branchesByBank.set(bank.code, (found = index(Object.values(bank.branches), 'branch')));
  return found;
}

/** The entries matching `query`: a code by its prefix, a name or kana best match first (then in code order). */
function search(items: Indexed[], query: string, kind: BankSearchKind, limit: number): BankEntry[] {
  const code = bankCodeQuery(query);
  if (code !== null)
    return items
      .filter((i) => i.entry.code.startsWith(code))
      .slice(0, limit)
      .map((i) => i.entry);
  const keys = bankQueryKeys(query, kind);
  if (keys.length === 0) return [];
  return items
    .map((item, order) => ({ item, order, rank: bankMatchRank(item.keys, keys) }))
    .filter((m): m is { item: Indexed; order: number; rank: number } => m.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map((m) => m.item.entry);
}

/** Banks one search answers at most. */
export const BANK_SEARCH_LIMIT = 20;
/** Branches one search answers at most (also the first branches listed for an empty query). */
export const BRANCH_SEARCH_LIMIT = 30;

export function searchBanks(query: string, limit = BANK_SEARCH_LIMIT): BankEntry[] {
  return search(bankIndex(), query, 'bank', limit);
}

/** null when the bank code is unknown; an empty query lists the bank's first branches. */
export function searchBranches(bankCode: string, query: string, limit = BRANCH_SEARCH_LIMIT): BankEntry[] | null {
  const bank = load()[bankCode];
  if (!bank) return null;
  const branches = branchIndex(bank);
  if (query.trim() === '') return branches.slice(0, limit).map((b) => b.entry);
  return search(branches, query, 'branch', limit);
}

export function findBank(bankCode: string): BankEntry | null {
  const bank = load()[bankCode];
  return bank ? { code: bank.code, name: bank.name, kana: bank.kana } : null;
}

export function findBranch(bankCode: string, branchCode: string): BankEntry | null {
  const branch = load()[bankCode]?.branches[branchCode];
  return branch ? { code: branch.code, name: branch.name, kana: branch.kana } : null;
}
