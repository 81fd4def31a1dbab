// Playwright journeys against the composed production build: the API server serves host/dist,
// every remote's dist and the API on one origin, with a fresh SQLite database and the demo seed.
import { defineConfig } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portalRemotesEnv } from '../tooling/apps.js';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(dataDir, 'e2e.json') }]],
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Without a UTF-8 locale Chromium names every download "download" (it drops filename*=UTF-8'').
      env: { ...process.env, LANG: process.env.LANG || 'C.UTF-8' },
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `"${process.execPath}" api/src/server.ts`,
    cwd: root,
    url: `${baseURL}/portal/remotes.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      DATABASE_URL: '',
      SQLITE_FILE: path.join(dataDir, 'portal.sqlite'),
      PORTAL_HOST_DIR: path.join(root, 'host/dist'),
      PORTAL_REMOTES: portalRemotesEnv(),
      RATE_LIMIT_LOGIN_MAX: '1000',
      RATE_LIMIT_CODE_MAX: '1000',
    },
  },
});
