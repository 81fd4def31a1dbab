// 「Chrome（Windows）」: the browser and operating system of a User-Agent, as a customer recognises
// them — the default name of a passkey registered without a known provider, where a passkey was
// registered and last used, and the device of a login history entry. Only the major browsers and
// systems are named; anything else is null (the caller shows nothing rather than a guess).

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\bChrome\/|\bChromium\/|\bHeadlessChrome\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: readonly [RegExp, string][], text: string): string | null => rules.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** 「Chrome（Windows）」, 「Safari（iPhone）」, 「Windows」 alone, or null. */
export function deviceName(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 512);
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser}（${system}）`;
  return browser ?? system;
}
