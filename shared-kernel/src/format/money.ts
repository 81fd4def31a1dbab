// Money is carried as integer minor units in decimal strings (never floats). Formatting uses BigInt
// so 9,007,199,254,740,993円 prints exactly.

interface CurrencyFormat {
  fractionDigits: number;
  prefix: string;
  suffix: string;
}

const currencyFormats: Record<string, CurrencyFormat> = {
  JPY: { fractionDigits: 0, prefix: '', suffix: '円' },
  USD: { fractionDigits: 2, prefix: '$', suffix: '' },
  EUR: { fractionDigits: 2, prefix: '€', suffix: '' },
};

/** Digits after the decimal point of a currency's minor unit (JPY 0, most others 2). */
export function currencyFractionDigits(currency: string): number {
  return currencyFormats[currency.toUpperCase()]?.fractionDigits ?? 2;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * An integer with its thousands grouped: formatDigits(-1234567n) → '-1,234,567'. The one grouping of
 * amounts everywhere (screens, mails, CSV, PDF, messages); formatMoney adds the currency.
 */
export function formatDigits(value: string | bigint | number): string {
  const text = String(value).trim();
  return text.startsWith('-') ? `-${groupThousands(text.slice(1))}` : groupThousands(text.replace(/^\+/, ''));
}

/**
 * Formats integer minor units: formatMoney('1234567', 'JPY') → 「1,234,567円」,
 * formatMoney('-123456', 'USD') → '-$1,234.56'; other currencies → '1,234.56 GBP'.
 * Returns '--' for input that is not an integer.
 */
export function formatMoney(minorUnits: string | bigint | number | null | undefined, currency: string = 'JPY'): string {
  let amount: bigint;
  if (typeof minorUnits === 'bigint') amount = minorUnits;
  else if (typeof minorUnits === 'number' && Number.isSafeInteger(minorUnits)) amount = BigInt(minorUnits);
  else if (typeof minorUnits === 'string' && /^[+-]?\d+$/.test(minorUnits.trim())) amount = BigInt(minorUnits.trim());
  else return '--';

  const fmt = currencyFormats[currency.toUpperCase()] ?? { fractionDigits: 2, prefix: '', suffix: ` ${currency.toUpperCase()}` };
  const negative = amount < 0n;
  const abs = (negative ? -amount : amount).toString();
  let body: string;
  if (fmt.fractionDigits === 0) {
    body = groupThousands(abs);
  } else {
    const padded = abs.padStart(fmt.fractionDigits + 1, '0');
    const whole = padded.slice(0, -fmt.fractionDigits);
    body = `${groupThousands(whole)}.${padded.slice(-fmt.fractionDigits)}`;
  }
  return `${negative ? '-' : ''}${fmt.prefix}${body}${fmt.suffix}`;
}

/** Adds decimal minor-unit strings exactly (for totals). */
export function sumMinorUnits(values: readonly string[]): string {
  return values.reduce((acc, v) => acc + BigInt(v), 0n).toString();
}
