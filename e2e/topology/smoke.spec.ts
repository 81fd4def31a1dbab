// The topology smoke (tooling/scripts/topology.mjs smoke): the portal through the nginx gateway, an
// nginx static server per app and two API replicas on PostgreSQL — login, My Page top, one page of
// every remote, logout — and what the edge must answer (compression, cache headers, security
// headers, request ids, no operations endpoints, 400 on a malformed URL).
import { expect, test, type Response } from '@playwright/test';
import { demo, fillLogin, waitForHome } from '../tests/support/portal.ts';

test('the edge answers as the compose stack must', async ({ request, baseURL }) => {
  const remotes = await request.get('/portal/remotes.json');
  expect(remotes.status()).toBe(200);
  expect(remotes.headers()['cache-control']).toBe('no-cache');
  expect(remotes.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(Object.keys(await remotes.json())).toEqual(expect.arrayContaining(['remote_tools', 'remote_security']));

  const manifest = await request.get('/portal/remotes/tools/mf-manifest.json', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(manifest.headers()['content-encoding']).toBe('br');
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['vary']).toBe('Accept-Encoding');
  expect(manifest.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
  const gzip = await request.get('/portal/remotes/tools/remoteEntry.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  // the single-page fallback is the host's alone; a missing file is a 404, not the page
  const deepLink = await request.get('/portal/customer/info?type=info');
  expect(deepLink.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(deepLink.headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/portal/no-such-chunk.js')).status()).toBe(404);
  expect((await request.get('/portal/remotes/tools/no-such-chunk.js')).status()).toBe(404);

  // the API behind the gateway: a request id made by nginx (or kept from the caller) comes back
  const api = await request.get('/fo-jp-web-api/api/public/banner/PC');
  expect(api.headers()['x-request-id']).toMatch(/^[A-Za-z0-9._-]{8,128}$/);
  const kept = await request.get('/fo-jp-web-api/api/public/banner/PC', { headers: { 'x-request-id': 'smoke-request-0001' } });
  expect(kept.headers()['x-request-id']).toBe('smoke-request-0001');

  // operations endpoints stay inside; nothing but the portal's prefixes is routed
  for (const internal of ['/metrics', '/healthz', '/readyz', '/fo-jp-web-api/metrics', '/etc/passwd']) {
    expect((await request.get(internal)).status(), internal).toBe(404);
  }
  // a malformed URL is a 400 and the gateway keeps serving (fetch keeps the broken escape as typed)
  expect((await fetch(`${baseURL}/portal/%E0%A4%A`)).status).toBe(400);
  expect((await fetch(`${baseURL}/portal/remotes/tools/%zz`)).status).toBe(400);
  expect((await request.get('/portal/remotes.json')).status()).toBe(200);
});

test('login, My Page top, a page of every remote, logout', async ({ page }) => {
  // the first answer for each script (a later one may be a revalidation from the browser's cache)
  const scripts = new Map<string, Response>();
  page.on('response', (response) => {
    const url = response.url();
    if (new URL(url).pathname.endsWith('.js') && !scripts.has(url)) scripts.set(url, response);
  });

  await fillLogin(page, demo.individual.id);
  await waitForHome(page);
  const main = page.getByRole('main').first();
  await expect(main.getByText(`${demo.individual.name} 様`).first()).toBeVisible();
  await expect(main.getByText('証券CFD').first()).toBeVisible();
  await expect(main.getByText(/\d{1,3}(,\d{3})*円/).first()).toBeVisible();
  // the host reloads itself once after a login; a navigation before that would be lost
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('reloaded'))).toBeNull();

  // remote-tools
  await page.goto('/portal/link/tools');
  await expect(page.getByRole('main').first().getByText('Web取引画面').first()).toBeVisible();
  // remote-security
  await page.goto('/portal/customer/verify2');
  await expect(page.getByTestId('mfa-change')).toBeVisible();
  // remote-cash — moved to an origin of its own before this journey (topology.mjs: only remotes.json
  // changed); the browser loads it from there
  await page.goto('/portal/cash/note');
  await expect(page.getByRole('heading', { level: 1, name: '入出金履歴' })).toBeVisible();
  await expect(page.getByTestId('history-table')).toBeVisible();
  const cashOrigin = process.env.TOPOLOGY_CASH_ORIGIN;
  if (cashOrigin) {
    const fromCashOrigin = [...scripts.keys()].filter((url) => url.startsWith(`${cashOrigin}/portal/remotes/cash/`));
    expect(fromCashOrigin.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    expect(fromCashOrigin.length).toBeGreaterThan(1);
  }
  // remote-customer
  await page.goto('/portal/customer/info?type=info');
  await expect(page.getByRole('heading', { level: 1, name: '基本情報' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/t\*+@example\.jp/);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await page.waitForURL('**/portal/login**');
  await page.goto('/portal/home');
  await page.waitForURL('**/portal/login**');

  // every script came from the edge compressed, hashed chunks immutable, entries revalidated
  expect(scripts.size).toBeGreaterThan(10);
  for (const response of scripts.values()) {
    const headers = await response.allHeaders();
    const name = new URL(response.url()).pathname;
    expect(response.status(), name).toBe(200);
    if (Number(headers['content-length'] ?? 1024) >= 1024) expect(headers['content-encoding'], name).toBe('br');
    expect(headers['cache-control'], name).toBe(name.endsWith('/remoteEntry.js') ? 'no-cache' : 'public, max-age=31536000, immutable');
  }
});
