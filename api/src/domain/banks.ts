// Banks and branches from the 全銀 codes of the `zengin-code` package (loaded once, on the first
// lookup). The pages ask per prefix (resource/bank/search, resource/bank/{code}/branches); the
// whole table never goes to the browser.
import { createRequire } from 'node:module';
import { toFullWidthKatakana } from '@portal/shared-kernel/contract';
import type { BankEntry } from '@portal/shared-kernel/contract';

interface ZenginBranch {
  code: string;
  name: string;
  kana: string;
  hira: string;
}
interface ZenginBank extends ZenginBranch {
  branches: Record<string, ZenginBranch>;
}

let data: Record<string, ZenginBank> | null = null;
const load = (): Record<string, ZenginBank> => (data ??= createRequire(import.meta.url)('zengin-code') as Record<string, ZenginBank>);

const entry = (b: ZenginBranch): BankEntry => ({ code: b.code, name: b.name, kana: b.kana });

function matches(item: ZenginBranch, query: string): boolean {
  if (query === '') return true;
  if (/^\d+$/.test(query)) return item.code.startsWith(query);
  const kana = toFullWidthKatakana(query);
  return item.name.includes(query) || item.kana.includes(kana) || item.hira.includes(query);
}

export function searchBanks(query: string, limit = 20): BankEntry[] {
  const q = query.trim();
  if (q === '') return [];
  return Object.values(load())
    .filter((b) => matches(b, q))
    .slice(0, limit)
    .map(entry);
}

/** null when the bank code is unknown. */
export function searchBranches(bankCode: string, query: string, limit = 30): BankEntry[] | null {
  const bank = load()[bankCode];
  if (!bank) return null;
  return Object.values(bank.branches)
    .filter((b) => matches(b, query.trim()))
    .slice(0, limit)
    .map(entry);
}

export function findBank(bankCode: string): BankEntry | null {
  const bank = load()[bankCode];
  return bank ? entry(bank) : null;
}

export function findBranch(bankCode: string, branchCode: string): BankEntry | null {
  const branch = load()[bankCode]?.branches[branchCode];
  return branch ? entry(branch) : null;
}
