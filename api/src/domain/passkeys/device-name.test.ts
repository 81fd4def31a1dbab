import { authenticatorName } from './authenticators.ts';
import { deviceName } from './device-name.ts';

describe('deviceName', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'Chrome（Windows）'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
      'Edge（Windows）',
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 'Safari（Mac）'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari（iPhone）',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1',
      'Chrome（iPhone）',
    ],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', 'Chrome（Android）'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:130.0) Gecko/20100101 Firefox/130.0', 'Firefox（Windows）'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36', 'Chrome（Linux）'],
  ])('%s → %s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });

  it('names nothing it does not know', () => {
    expect(deviceName(null)).toBeNull();
    expect(deviceName('curl/8.0')).toBeNull();
    expect(deviceName('lightMyRequest')).toBeNull();
  });
});

describe('authenticatorName', () => {
  it('names the providers by their AAGUID, and nothing else', () => {
    expect(authenticatorName('ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4')).toBe('Google パスワードマネージャー');
    expect(authenticatorName('FBFC3007-154E-4ECC-8C0B-6E020557D7BD')).toBe('Apple パスワード（iCloud キーチェーン）');
    expect(authenticatorName('00000000-0000-0000-0000-000000000000')).toBeNull();
  });
});
