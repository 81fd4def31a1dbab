/* global window, document, location, requestAnimationFrame -- the page.evaluate callbacks run in the browser */
// The first screens a customer waits for, measured the same way for the composed build and for the
// monolith baseline (tooling/webpack/monolith.config.js), each served by its own API process:
//  - login page: JavaScript (raw, gzip of every JS response, files) until the form is usable and the
//    network is idle (ms); LCP
//  - submit → balances visible (ms), and how many animation frames in between showed an empty page
//  - My Page top after the login: JavaScript fetched from the first keystroke until idle, and the ms
//    from the click until idle
//  - a returning customer (stay logged in, empty cache) opening /portal/home: balances visible (ms
//    from the navigation's start, read in the page like the submit figure), JavaScript files and gzip
//    bytes; and, for comparison, the harness's wall clock from page.goto() until Playwright found them
// Timings are medians of `runs` fresh browser contexts; bytes and files come from the first run.
// One more run, not counted, is traced (bench-trace.js): the submit and the returning customer's
// page, read into a short breakdown (requests, the CPU per script file, long tasks) printed after the
// table (`trace: false` skips it).
// The composed build's run also gives the bench's "first load" lines (printFirstLoad).
import { contextOptions, jsCounter, launchChromium } from './bench-browser.mjs';
import { loginInBrowser } from './bench-server.mjs';
import { MARK_BALANCES, MARK_START, printTrace, startTrace, summarizeTrace } from './bench-trace.js';

const BALANCE = /\d{1,3}(,\d{3})*円/;

/** Samples every animation frame from now on: when the balances first show, and empty frames. */
const startFrameSampler = (page) =>
  page.evaluate(
    ([pattern, markStart, markBalances]) => {
      const re = new RegExp(pattern);
      const w = window;
      w.__bench = { start: performance.now(), balancesAt: null, emptyFrames: 0 };
      performance.mark(markStart);
      const tick = () => {
        const root = document.getElementById('root');
        const text = root?.innerText.trim() ?? '';
        if (text === '') w.__bench.emptyFrames++;
        const main = document.querySelector('main');
        if (main && re.test(main.innerText) && location.pathname.endsWith('/home')) {
          w.__bench.balancesAt = performance.now() - w.__bench.start;
          performance.mark(markBalances);
          return;
        }
        if (performance.now() - w.__bench.start < 15_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [BALANCE.source, MARK_START, MARK_BALANCES],
  );

/**
 * Before the page's first script: samples every animation frame until the balances show, and keeps
 * the time of that frame (performance.now(), i.e. ms since the navigation started).
 */
const installBalancesProbe = (page) =>
  page.addInitScript(
    ([pattern, markBalances]) => {
      const re = new RegExp(pattern);
      const tick = () => {
        const main = document.querySelector('main');
        if (main && re.test(main.innerText)) {
          window.__balancesAt = performance.now();
          performance.mark(markBalances);
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    [BALANCE.source, MARK_BALANCES],
  );

const lcp = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(NaN), 2000);
      }),
  );

/**
 * One run: the login page, the login, the returning customer. `trace`: the submit and the returning
 * customer's page are traced, and the run returns the two breakdowns (summarizeTrace).
 */
async function oneRun(browser, base, { trace = false } = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const js = jsCounter(page);
  const loadStarted = Date.now();
  await page.goto(`${base}/portal/login`);
  await page.getByLabel('ログインID').waitFor();
  const login = await js.take();
  const loginIdleMs = Date.now() - loadStarted - 500; // take() waited 500 ms of quiet
  const loginLcp = await lcp(page);
  let typed;
  let clicked;
  let stopTrace;
  await loginInBrowser(page, base, '10000001', {
    open: false,
    stayLoggedIn: true,
    beforeSubmit: async () => {
      typed = await js.take(); // fetched while typing: counts for My Page top
      if (trace) stopTrace = await startTrace(browser, page);
      await startFrameSampler(page);
      clicked = Date.now();
    },
  });
  await page.waitForFunction(() => window.__bench.balancesAt !== null, null, { timeout: 20_000 });
  const { balancesAt, emptyFrames } = await page.evaluate(() => window.__bench);
  const traces = {};
  if (trace) traces.submit = summarizeTrace(await stopTrace(), { origin: MARK_START });
  const after = await js.take();
  const homeIdleMs = Date.now() - clicked - 500;
  const home = { raw: typed.raw + after.raw, gzip: typed.gzip + after.gzip, files: typed.files + after.files };
  const storage = await context.storageState();
  await context.close();

  // the returning customer: the kept login, nothing cached
  const again = await browser.newContext({ ...contextOptions, storageState: storage });
  const page2 = await again.newPage();
  const js2 = jsCounter(page2);
  await installBalancesProbe(page2);
  if (trace) stopTrace = await startTrace(browser, page2);
  const started = Date.now();
  await page2.goto(`${base}/portal/home`);
  await page2.getByRole('main').first().getByText(BALANCE).first().waitFor({ timeout: 20_000 });
  const returningHarnessMs = Date.now() - started;
  await page2.waitForFunction(() => window.__balancesAt !== undefined, null, { timeout: 20_000 });
  const returningMs = await page2.evaluate(() => window.__balancesAt);
  if (trace) traces.returning = summarizeTrace(await stopTrace());
  const returning = await js2.take();
  await again.close();
  return {
    login,
    loginIdleMs,
    loginLcp,
    submitToBalances: balancesAt,
    emptyFrames,
    home,
    homeIdleMs,
    returningMs,
    returningHarnessMs,
    returning,
    traces,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function firstScreens({ base, runs = 5, trace = true }) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await oneRun(browser, base));
    const first = results[0];
    const traces = trace ? (await oneRun(browser, base, { trace: true })).traces : null;
    return {
      login: first.login,
      loginIdleMs: median(results.map((r) => r.loginIdleMs)),
      loginLcp: median(results.map((r) => r.loginLcp)),
      submitToBalances: median(results.map((r) => r.submitToBalances)),
      emptyFrames: Math.max(...results.map((r) => r.emptyFrames)),
      home: first.home,
      homeIdleMs: median(results.map((r) => r.homeIdleMs)),
      returningMs: median(results.map((r) => r.returningMs)),
      returningHarnessMs: median(results.map((r) => r.returningHarnessMs)),
      returning: first.returning,
      traces,
    };
  } finally {
    await browser.close();
  }
}

/** The composed build's login page and My Page top, raw and gzip, with the time until the network is idle. */
export function printFirstLoad(mf) {
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  console.log('\n== first load ==');
  console.log(
    `login page        ${kib(mf.login.raw)} JS (${kib(mf.login.gzip)} gzip) in ${mf.login.files} files, ${mf.loginIdleMs} ms to network idle`,
  );
  console.log(
    `My Page top       +${kib(mf.home.raw)} JS (+${kib(mf.home.gzip)} gzip) in ${mf.home.files} files, ${mf.homeIdleMs} ms from submit to idle (layout, page, remotes' routes)`,
  );
}

/** Prints the two builds side by side with their ratios. */
export function printFirstScreens(mf, mono) {
  const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '–');
  const rows = [
    ['login page JS (gzip)', kib(mf.login.gzip), kib(mono.login.gzip), ratio(mf.login.gzip, mono.login.gzip), '≤ 250 KiB, ≤ 1.10× monolith'],
    ['login page JS files', mf.login.files, mono.login.files, ratio(mf.login.files, mono.login.files), ''],
    ['login page LCP (median)', `${mf.loginLcp.toFixed(0)} ms`, `${mono.loginLcp.toFixed(0)} ms`, ratio(mf.loginLcp, mono.loginLcp), '≤ 500 ms'],
    ['My Page top JS after login (gzip)', kib(mf.home.gzip), kib(mono.home.gzip), ratio(mf.home.gzip, mono.home.gzip), ''],
    [
      'login + My Page top JS (gzip)',
      kib(mf.login.gzip + mf.home.gzip),
      kib(mono.login.gzip + mono.home.gzip),
      ratio(mf.login.gzip + mf.home.gzip, mono.login.gzip + mono.home.gzip),
      '≤ 1.30× monolith',
    ],
    [
      'login + My Page top JS files',
      mf.login.files + mf.home.files,
      mono.login.files + mono.home.files,
      ratio(mf.login.files + mf.home.files, mono.login.files + mono.home.files),
      '',
    ],
    [
      'submit → balances (median)',
      `${mf.submitToBalances.toFixed(0)} ms`,
      `${mono.submitToBalances.toFixed(0)} ms`,
      ratio(mf.submitToBalances, mono.submitToBalances),
      '≤ 350 ms',
    ],
    ['empty frames during the transition', mf.emptyFrames, mono.emptyFrames, '', '0'],
    [
      'returning customer → balances (median)',
      `${mf.returningMs.toFixed(0)} ms`,
      `${mono.returningMs.toFixed(0)} ms`,
      ratio(mf.returningMs, mono.returningMs),
      '≤ 700 ms (from the navigation start, in the page)',
    ],
    [
      '  the same, harness wall clock',
      `${mf.returningHarnessMs} ms`,
      `${mono.returningHarnessMs} ms`,
      ratio(mf.returningHarnessMs, mono.returningHarnessMs),
      '(goto() until Playwright finds the balances: adds its own polling)',
    ],
    ['returning customer JS (gzip)', kib(mf.returning.gzip), kib(mono.returning.gzip), ratio(mf.returning.gzip, mono.returning.gzip), ''],
    ['returning customer JS files', mf.returning.files, mono.returning.files, ratio(mf.returning.files, mono.returning.files), '≤ 20'],
  ];
  console.log('\n== first screens: micro-frontends vs monolith (same source, same server) ==');
  console.log(`${''.padEnd(40)} ${'federated'.padStart(10)} ${'monolith'.padStart(10)} ${'ratio'.padStart(7)}  target`);
  for (const [label, a, b, r, target] of rows)
    console.log(`${label.padEnd(40)} ${String(a).padStart(10)} ${String(b).padStart(10)} ${String(r).padStart(7)}  ${target}`);
}

/** The traced run's breakdowns, for one build. */
export function printTraces(label, result) {
  if (!result.traces) return;
  printTrace(`submit → balances, ${label}`, result.traces.submit);
  printTrace(`returning customer, ${label}`, result.traces.returning);
}
