// Playwright journeys against the composed production build. Every worker starts its own API server
// (host/dist, every remote's dist and the API on one origin, a fresh SQLite database with the demo
// seed) on E2E_PORT + its index: see tests/support/test.ts and README.md.
import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../tooling/chromium.js';

/** As many workers as cores (E2E_WORKERS overrides): each runs its own browser and API server. */
function workerCount(): number {
  const wanted = process.env.E2E_WORKERS;
  if (wanted === undefined || wanted === '') return os.availableParallelism();
  const n = Number(wanted);
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_WORKERS must be a positive integer, got "${wanted}"`);
  return n;
}

// tooling/scripts/portal.mjs reads the JSON report from PLAYWRIGHT_JSON_OUTPUT_NAME for its counts
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(os.tmpdir(), `portal-e2e-${process.pid}.json`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // tests, not files, are dealt out to the workers; a worker runs its share in file order
  fullyParallel: true,
  workers: workerCount(),
  retries: process.env.CI ? 1 : 0,
  // ceilings, not durations: with a worker per core the workers share the CPU, and a page that boots
  // in 3 s alone (a kept login opening /portal/home) can take over 10 s while every core is busy
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1366, height: 900 },
    screenshot: 'only-on-failure',
    // A failed test keeps its trace: the actions with a DOM snapshot of each. The screencast is left
    // out: recording it for every test (and throwing it away when the test passes) cost about a third
    // of the journeys' CPU (38 against 25 s for 16 journeys, measured with time(1)); the failure's
    // screenshot above still shows the screen.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      // Without a UTF-8 locale Chromium names every download "download" (it drops filename*=UTF-8'').
      env: { ...process.env, LANG: process.env.LANG || 'C.UTF-8' },
      ...chromiumLaunchOptions,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
