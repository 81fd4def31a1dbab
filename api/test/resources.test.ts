import zlib from 'node:zlib';
import { endpoints } from '@portal/shared-kernel/contract';
import { accountOptionSchema, bannerSchema, tangramFunctionsSchema, toolsConfigSchema } from './support/contract.ts';
import fs from 'node:fs';
import path from 'node:path';
import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { createTestApp, expectCode, expectOk, get, login, post } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await login(t.app, '10000001')).token;
});
afterAll(() => t.close());

const filesDir = path.resolve(import.meta.dirname, '../assets/files');

describe('system-config/tangram_functions', () => {
  it('returns the feature switches from the database', async () => {
    const result = expectOk(await get(t.app, 'system-config/tangram_functions', token), tangramFunctionsSchema);
    for (const group of ['deposit', 'withdrawal', 'transfer', 'note'] as const) {
      expect(result[group]).toEqual([
        { code: 'MT4', enabled: true },
        { code: 'GX_CFD', enabled: true },
        { code: 'GX_KO', enabled: true },
      ]);
    }
    expect(result.secondVerify).toEqual([
      { code: 'alwaysOn', enabled: false },
      { code: 'changeOff', enabled: true },
    ]);
    await t.app.services.db
      .updateTable('feature_switches')
      .set({ enabled: 0 })
      .where('group_name', '=', 'withdrawal')
      .where('code', '=', 'GX_KO')
      .execute();
    const changed = expectOk(await get(t.app, 'system-config/tangram_functions', token), tangramFunctionsSchema);
    expect(changed.withdrawal).toContainEqual({ code: 'GX_KO', enabled: false });
  });
});

describe('resource/toolsConfig', () => {
  it('returns tool links and downloadable files', async () => {
    const config = expectOk(await get(t.app, 'resource/toolsConfig', token), toolsConfigSchema);
    expect(config.currencyPair[0]).toEqual({ code: 'USDJPY', nameJp: '米ドル/円', url: 'https://chart.example.jp/rate/USDJPY' });
    expect(config.commodity.map((c) => c.nameJp)).toContain('WTI原油');
    expect(config.downloadPathOfTerminationLetter).toEqual({ filePath: 'termination-letter.pdf', fileName: '解約届.pdf' });
    expect(config.downloadPathOfTerminationLetterCorp).toEqual({ filePath: 'termination-letter-corp.pdf', fileName: '法人解約届.pdf' });
    expect(config.mt4Download.windows).toMatch(/^https:\/\//);
    for (const file of [config.marketForecast, config.downloadPathOfTerminationLetter, config.downloadPathOfTerminationLetterCorp]) {
      expect(fs.existsSync(path.join(filesDir, file.filePath))).toBe(true);
    }
  });
});

describe('downloads', () => {
  const issue = (filePath: string, fileName: string) => post(t.app, 'resource/downloadToken', { filePath, fileName }, token);

  it('streams the real file once with an RFC 5987 Japanese file name', async () => {
    const issued = expectOk(await issue('termination-letter-corp.pdf', '法人解約届.pdf'), endpoints.resource.downloadToken.result);
    expect(issued.url).toBe(`/fo-jp-web-api/api/public/file/download?downloadtoken=${issued.downloadToken}`);
    expect(new Date(issued.expiresAt).getTime() - t.clock.now().getTime()).toBe(300_000);
    const res = await t.app.inject({ method: 'GET', url: issued.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="download.pdf"; filename*=UTF-8''%E6%B3%95%E4%BA%BA%E8%A7%A3%E7%B4%84%E5%B1%8A.pdf`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(filesDir, 'termination-letter-corp.pdf')))).toBe(true);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Single use.
    expectCode(await t.app.inject({ method: 'GET', url: issued.url }), 404, 'FILE001');
  });

  it('a token expires after 300 s', async () => {
    const issued = expectOk(await issue('market-forecast.pdf', 'マーケット見通しレポート.pdf'), endpoints.resource.downloadToken.result);
    t.clock.advanceSeconds(301);
    expectCode(await t.app.inject({ method: 'GET', url: issued.url }), 404, 'FILE001');
  });

  it('only hands out files of the allowlisted directory', async () => {
    for (const filePath of ['../package.json', '../../package.json', '/etc/passwd', 'nope.pdf', '..', 'files/../../src/app.ts', '.hidden.pdf']) {
      const res = await issue(filePath, 'x.pdf');
      expect([404, 400]).toContain(res.statusCode);
      expect(res.json().code).toMatch(/^(NF001|VAL001)$/);
    }
    expectCode(await issue('termination-letter.pdf', '解約届.exe'), 400, 'VAL001');
    expectCode(await issue('termination-letter.pdf', '../解約届.pdf'), 400, 'VAL001');
    expectCode(await post(t.app, 'resource/downloadToken', { fileName: 'a.pdf' }, token), 400, 'VAL001');
  });

  it('public/file/download needs a token', async () => {
    expect(expectCode(await get(t.app, 'public/file/download'), 400, 'VAL001').localizedMessage).toBe(
      'ダウンロードトークン（downloadtoken）を指定してください。',
    );
    expectCode(await get(t.app, 'public/file/download', undefined, { downloadtoken: 'forged' }), 404, 'FILE001');
  });

  it('every listed downloadable file is a valid PDF with its Japanese font embedded as a subset (same look in every viewer)', () => {
    for (const file of fs.readdirSync(filesDir)) {
      const bytes = fs.readFileSync(path.join(filesDir, file));
      const pdf = bytes.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+BIZUDPGothic-Regular/);
      expect(pdf).toContain('/FontFile2');
      expect(pdf).toContain('/ToUnicode');
      expect(pdf).not.toContain('KozMinPr6N');
      // Every xref entry points at its object.
      const startxref = Number(pdf.match(/startxref\n(\d+)\n%%EOF\n?$/)![1]);
      expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
      const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      entries.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    }
    // The text is text (searchable, copyable): the ToUnicode maps carry the title's characters.
    expect(toUnicodeText(fs.readFileSync(path.join(filesDir, 'termination-letter.pdf')))).toEqual(expect.arrayContaining([...'解約届']));
    expect(toUnicodeText(fs.readFileSync(path.join(filesDir, 'termination-letter-corp.pdf')))).toEqual(expect.arrayContaining([...'法人解約届']));
  });
});

/** The characters the PDF's ToUnicode maps name (its fonts' subsets). */
function toUnicodeText(pdf: Buffer): string[] {
  const chars: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let text: string;
    try {
      text = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('begincmap')) continue;
    // bfchar pairs and bfrange arrays: the second value(s) are UTF-16BE.
    const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
    for (const pair of text.matchAll(/<[0-9A-Fa-f]{2,4}> <([0-9A-Fa-f]{4,8})>/g)) chars.push(utf16(pair[1]!));
    for (const list of text.matchAll(/\[([^\]]*)\]/g)) for (const hex of list[1]!.matchAll(/<([0-9A-Fa-f]{4,8})>/g)) chars.push(utf16(hex[1]!));
  }
  return chars;
}

describe('fchart/login', () => {
  it('returns the chart-site URL with a short-lived token signed by the shared secret', async () => {
    const { url } = expectOk(await get(t.app, 'fchart/login', token), endpoints.resource.fchartLogin.result);
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('https://chart.example.jp/sso/login');
    const [body, signature] = parsed.searchParams.get('token')!.split('.');
    expect(createHmac('sha256', t.app.services.secrets.chartSigning).update(body!).digest('base64url')).toBe(signature);
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8'));
    expect(claims).toMatchObject({ sub: '10000001', aud: 'fchart', exp: claims.iat + 60 });
    expect(claims.iat).toBe(Math.floor(t.clock.now().getTime() / 1000));
  });
});

describe('public/banner/PC and banner images', () => {
  it('lists banners whose images are served as SVG', async () => {
    const banners = expectOk(await get(t.app, 'public/banner/PC'), v.array(bannerSchema));
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.map((b) => b.order)).toEqual([...banners.map((b) => b.order)].sort((a, b) => a - b));
    for (const banner of banners) {
      const image = await t.app.inject({ method: 'GET', url: banner.imageUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.headers['cache-control']).toBe('public, max-age=86400');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
      expect(image.body).toContain('<svg');
      expect(image.body).not.toMatch(/<script/i);
      expect(image.body).toContain(banner.title);
    }
  });

  it('serves only the banner directory', async () => {
    for (const file of ['..%2F..%2Fpackage.json', 'missing.svg', 'sec-cfd-lineup.SVG', '.svg']) {
      expectCode(await t.app.inject({ method: 'GET', url: `/fo-jp-web-api/api/public/banner/image/${file}` }), 404, 'NF001');
    }
  });
});

describe('public/accountopen/accountSettingCommon', () => {
  it('returns the account types allowed per customer type', async () => {
    const result = expectOk(
      await get(t.app, 'public/accountopen/accountSettingCommon'),
      v.strictObject({ individualAccountTypes: v.array(accountOptionSchema), corporateAccountTypes: v.array(accountOptionSchema) }),
    );
    expect(result.individualAccountTypes.map((o) => o.code)).toEqual([
      'fx_mt4_jpy',
      'fx_gx_jpy',
      'cfd_gx_jpy',
      'crypto-cfd_gx_jpy',
      'sec-cfd_gx_jpy',
      'fx-ko_gx_jpy',
      'cfd-ko_gx_jpy',
      'crypto-ko_gx_jpy',
    ]);
    expect(result.corporateAccountTypes.map((o) => o.code)).toEqual(['fx_mt4_jpy', 'fx_gx_jpy', 'cfd_gx_jpy', 'crypto-cfd_gx_jpy', 'sec-cfd_gx_jpy']);
    expect(result.individualAccountTypes.find((o) => o.code === 'sec-cfd_gx_jpy')).toEqual({
      code: 'sec-cfd_gx_jpy',
      nameJp: '証券CFD（GX）',
      businessType: 'SEC-CFD',
      tradingPlatform: 'GX',
      accountCurrency: 'JPY',
      accountCategary: 'CFD',
    });
  });
});
