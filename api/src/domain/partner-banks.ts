// The partner banks of the quick deposit (全銀 bank codes) and when each takes payments. Times are
// Asia/Tokyo; a bank is unavailable during its regular maintenance.
import { CASH_LIMITS } from '@portal/shared-kernel/contract';
import type { OnlinePayBank } from '@portal/shared-kernel/contract';

interface PartnerBank {
  bankCode: string;
  bankName: string;
  serviceHours: string;
  /** Weekday (0 = Sunday) and hours [from, to) of a weekly maintenance, Asia/Tokyo. */
  maintenance: { weekday: number; from: number; to: number } | null;
  max: number;
}

export const PARTNER_BANKS: readonly PartnerBank[] = [
  {
    bankCode: '0005',
    bankName: '三菱UFJ銀行',
    serviceHours: '24時間（毎週月曜 2:00～5:00 はメンテナンス）',
    maintenance: { weekday: 1, from: 2, to: 5 },
    max: CASH_LIMITS.quickDeposit.max,
  },
  {
    bankCode: '0009',
    bankName: '三井住友銀行',
    serviceHours: '24時間（毎週日曜 21:00～24:00 はメンテナンス）',
    maintenance: { weekday: 0, from: 21, to: 24 },
    max: CASH_LIMITS.quickDeposit.max,
  },
  { bankCode: '0001', bankName: 'みずほ銀行', serviceHours: '24時間', maintenance: null, max: CASH_LIMITS.quickDeposit.max },
  {
    bankCode: '0010',
    bankName: 'りそな銀行',
    serviceHours: '24時間（毎週月曜 1:00～6:00 はメンテナンス）',
    maintenance: { weekday: 1, from: 1, to: 6 },
    max: 5_000_000,
  },
  { bankCode: '0036', bankName: '楽天銀行', serviceHours: '24時間', maintenance: null, max: CASH_LIMITS.quickDeposit.max },
  { bankCode: '0033', bankName: 'PayPay銀行', serviceHours: '24時間', maintenance: null, max: CASH_LIMITS.quickDeposit.max },
  { bankCode: '0038', bankName: '住信SBIネット銀行', serviceHours: '24時間', maintenance: null, max: CASH_LIMITS.quickDeposit.max },
  { bankCode: '9900', bankName: 'ゆうちょ銀行', serviceHours: '0:05～23:55', maintenance: null, max: 5_000_000 },
];

const tokyoParts = (now: Date) => {
  const t = new Date(now.getTime() + 9 * 3600 * 1000);
  return { weekday: t.getUTCDay(), minutes: t.getUTCHours() * 60 + t.getUTCMinutes() };
};

export function isBankOpen(bank: PartnerBank, now: Date): boolean {
  const { weekday, minutes } = tokyoParts(now);
  if (bank.bankCode === '9900' && (minutes < 5 || minutes >= 23 * 60 + 55)) return false;
  const m = bank.maintenance;
  return !(m && m.weekday === weekday && minutes >= m.from * 60 && minutes < m.to * 60);
}

export const findPartnerBank = (bankCode: string): PartnerBank | undefined => PARTNER_BANKS.find((b) => b.bankCode === bankCode);

export function toOnlinePayBank(bank: PartnerBank, now: Date, enabled: boolean): OnlinePayBank {
  return {
    bankCode: bank.bankCode,
    bankName: bank.bankName,
    available: enabled && isBankOpen(bank, now),
    serviceHours: bank.serviceHours,
    minAmount: String(CASH_LIMITS.quickDeposit.min),
    maxAmount: String(bank.max),
  };
}
