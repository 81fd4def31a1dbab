// The topology smoke: one journey through the plain-process copy of the compose stack (nginx gateway,
// an nginx static server per app, two API replicas on PostgreSQL) that tooling/scripts/topology.mjs
// starts and names in TOPOLOGY_ORIGIN. Run it with `node tooling/scripts/topology.mjs smoke`.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../tooling/chromium.js';

const origin = process.env.TOPOLOGY_ORIGIN;
if (!origin) throw new Error('TOPOLOGY_ORIGIN is not set: run the smoke with `node tooling/scripts/topology.mjs smoke`');

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(os.tmpdir(), `portal-topology-${process.pid}.json`);

export default defineConfig({
  testDir: './topology',
  outputDir: './test-results/topology',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL: origin,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { env: { ...process.env, LANG: process.env.LANG || 'C.UTF-8' }, ...chromiumLaunchOptions },
  },
  projects: [{ name: 'topology', use: { browserName: 'chromium' } }],
});
