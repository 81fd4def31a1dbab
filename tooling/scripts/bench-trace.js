// A Chromium performance trace of one first-screen run, read into a short breakdown: what the page
// fetched and when (the waterfall, grouped: boot, configs, the first page's chunks, the API calls, the
// federation runtime, the remotes' manifests, entries and route lists, the browser's prefetches), the
// main thread's busy time, which script files the CPU went to (V8's sampling profiler: compile, the
// top-level run and every later call, attributed to the file of the function on top of the stack),
// the longest tasks, and when the balances frame painted. Times are ms from `origin` (the navigation's
// start, or a mark the page set: the submit click). Printed by the bench; asserts nothing.
//
// The trace is of one extra run, not counted in the medians (the profiler itself costs the page some
// CPU). summarizeTrace is pure (a list of trace events in, a summary out): bench-trace.test.js.
// `(program)` in the per-file figures is V8's name for time in the engine and Blink outside any
// script function (compiling, the DOM, style).

import fs from 'node:fs';
import path from 'node:path';

/** What the trace records: the timeline (requests, tasks, paints), user timing marks, V8's samples. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** Marks the bench sets in the page (performance.mark): the submit click and the balances frame. */
export const MARK_START = 'bench:start';
export const MARK_BALANCES = 'bench:balances';

/** The name a request is shown under: its file without the content hash, or the API's path after /api/. */
export function shortName(url) {
  const { pathname } = new URL(url);
  const api = pathname.match(/\/api\/(.*)$/);
  if (api) return api[1];
  const remote = pathname.match(/\/remotes\/([^/]+)\/(.*)$/);
  const file = (remote ? remote[2] : pathname.split('/').at(-1)).replace(/\.[0-9a-f]{8,}\.(js|css)$/, '.$1');
  return remote ? `${remote[1]}/${file.replace(/^__federation_expose_/, '')}` : file;
}

/** The group a request belongs to in the waterfall. */
export function requestGroup({ url, priority, resourceType }) {
  const { pathname } = new URL(url);
  if (/\/api\//.test(pathname)) return 'api';
  if (/\/remotes\/[^/]+\/mf-manifest\.json$/.test(pathname)) return 'manifests';
  if (/\/remotes\//.test(pathname)) return 'remotes';
  if (/\/(remotes|portal-config)\.json$/.test(pathname)) return 'configs';
  if (priority === 'VeryLow' || priority === 'Lowest') return 'prefetch';
  if (resourceType === 'Document' || /\.(css|svg|ico|png)$/.test(pathname)) return 'document';
  if (/\/federation\.[0-9a-f]+\.js$/.test(pathname)) return 'federation';
  return 'chunks';
}

const GROUP_ORDER = ['document', 'chunks', 'configs', 'api', 'federation', 'manifests', 'remotes', 'prefetch'];

/**
 * The page's renderer: the process and main thread of the first navigation to an http(s) address
 * (a headless Chromium traces its own chrome:// pages too).
 */
function pageThread(events) {
  const nav =
    events.find((e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? '')) ??
    events.find((e) => e.name === MARK_START && (e.cat ?? '').includes('blink.user_timing'));
  if (!nav) return null;
  const thread = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain');
  return { nav, pid: nav.pid, tid: thread?.tid ?? nav.tid };
}

/** The requests of the page: start, response, end (µs, trace clock), priority, bytes on the wire. */
function requests(events, pid) {
  const byId = new Map();
  for (const e of events) {
    const d = e.args?.data;
    if (!d?.requestId) continue;
    if (e.name === 'ResourceSendRequest' && e.pid === pid && /^https?:/.test(d.url ?? '')) {
      byId.set(d.requestId, { url: d.url, start: e.ts, priority: d.priority, resourceType: d.resourceType, end: null, bytes: 0 });
    } else if (e.name === 'ResourceFinish' && byId.has(d.requestId)) {
      const r = byId.get(d.requestId);
      // finishTime (s) is when the last byte came; the event itself waits for the main thread
      r.end = d.finishTime ? d.finishTime * 1e6 : e.ts;
      r.bytes = d.encodedDataLength ?? 0;
    }
  }
  return [...byId.values()].sort((a, b) => a.start - b.start);
}

/**
 * V8's samples (ProfileChunk events of the page's main thread): self time per script file.
 * Each chunk adds nodes (id, callFrame, parent) and samples (node ids) with their time deltas.
 */
function cpuByFile(events, pid, tid, from, to) {
  const profiles = new Map(); // profile id → { nodes: Map(id → url), last: sample time (µs) }
  const selfUs = new Map();
  // Profile ids are per process; the profile's own event is on the thread it samples.
  const starts = new Map(events.filter((e) => e.name === 'Profile' && e.pid === pid).map((e) => [e.id, e]));
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid) continue;
    const start = starts.get(e.id);
    if (!start || start.tid !== tid) continue;
    let profile = profiles.get(e.id);
    if (!profile) {
      profile = { nodes: new Map(), last: start.args?.data?.startTime ?? start.ts };
      profiles.set(e.id, profile);
    }
    const data = e.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame ?? {};
      // V8's own entries are named (program), (idle), (garbage collector), (root)
      const url = frame.url || (frame.functionName?.startsWith('(') ? frame.functionName : `(native ${frame.functionName || '?'})`);
      profile.nodes.set(node.id, url);
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      profile.last += deltas[i] ?? 0;
      if (profile.last < from || profile.last > to) continue;
      const url = profile.nodes.get(samples[i]) ?? '(unknown)';
      if (url === '(idle)' || url === '(root)') continue;
      // the time until the next sample belongs to this one
      const next = deltas[i + 1] ?? 0;
      selfUs.set(url, (selfUs.get(url) ?? 0) + Math.max(0, next));
    }
  }
  return selfUs;
}

/** The main thread's work between `from` and `to` (µs): total busy, scripts, style and layout, GC, paint. */
function mainThreadWork(events, pid, tid, from, to) {
  const ours = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from && e.ts <= to);
  const sum = (pred) => ours.filter(pred).reduce((s, e) => s + (e.dur ?? 0), 0);
  const tasks = ours.filter((e) => e.name === 'RunTask');
  return {
    busy: sum((e) => e.name === 'RunTask'),
    style: sum((e) => e.name === 'UpdateLayoutTree' || e.name === 'Layout'),
    paint: sum((e) => e.name === 'Paint' || e.name === 'PrePaint' || e.name === 'Layerize'),
    gc: sum((e) => e.name === 'MinorGC' || e.name === 'MajorGC'),
    longTasks: tasks
      .filter((e) => e.dur >= 50_000)
      .map((task) => {
        const inside = ours.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
        const scriptUrl = inside.find((e) => e.args?.data?.url)?.args.data.url;
        const part = (names) => inside.filter((e) => names.includes(e.name)).reduce((s, e) => s + e.dur, 0);
        return { start: task.ts, dur: task.dur, script: scriptUrl ?? null, style: part(['UpdateLayoutTree', 'Layout']) };
      }),
  };
}

/**
 * Reads a trace (its events) into the breakdown printed by printTrace. `origin`: 'navigation' (the
 * first navigation's start) or a mark's name; `end`: the balances mark (else the trace's last event).
 */
export function summarizeTrace(events, { origin = 'navigation', top = 6 } = {}) {
  const page = pageThread(events);
  if (!page) return null;
  const mark = (name) => events.find((e) => e.name === name && e.pid === page.pid && (e.cat ?? '').includes('blink.user_timing'));
  const t0 = origin === 'navigation' ? page.nav.ts : mark(origin)?.ts;
  if (t0 === undefined) return null;
  const balances = mark(MARK_BALANCES)?.ts ?? null;
  const until = balances ?? Math.max(...events.map((e) => e.ts ?? 0));
  const ms = (us) => Math.round((us - t0) / 1000);

  const reqs = requests(events, page.pid).filter((r) => r.start >= t0 - 1000);
  const groups = new Map();
  for (const r of reqs) {
    const group = requestGroup(r);
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push({
      name: shortName(r.url),
      start: ms(r.start),
      end: r.end === null ? null : ms(r.end),
      kib: r.bytes / 1024,
      priority: r.priority,
      beforeBalances: balances === null || r.start <= balances,
    });
  }
  const waterfall = GROUP_ORDER.filter((g) => groups.has(g)).map((group) => {
    const list = groups.get(group);
    const ends = list.map((r) => r.end ?? Infinity);
    return {
      group,
      start: Math.min(...list.map((r) => r.start)),
      end: Math.max(...ends),
      kib: list.reduce((s, r) => s + r.kib, 0),
      requests: list,
    };
  });

  const selfUs = cpuByFile(events, page.pid, page.tid, t0, until);
  const scripts = [...selfUs.entries()]
    .map(([url, us]) => ({ name: /^https?:/.test(url) ? shortName(url) : url, ms: us / 1000 }))
    .sort((a, b) => b.ms - a.ms);
  const work = mainThreadWork(events, page.pid, page.tid, t0, until);
  return {
    balancesAt: balances === null ? null : ms(balances),
    busyMs: work.busy / 1000,
    styleMs: work.style / 1000,
    paintMs: work.paint / 1000,
    gcMs: work.gc / 1000,
    scriptMs: scripts.reduce((s, x) => s + x.ms, 0),
    scripts: scripts.slice(0, top),
    waterfall,
    longTasks: work.longTasks
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 3)
      .map((t) => ({ start: ms(t.start), ms: t.dur / 1000, script: t.script ? shortName(t.script) : null, styleMs: t.style / 1000 })),
  };
}

/** Starts a trace of `page`'s browser; the function returned stops it and resolves to its events. */
export async function startTrace(browser, page) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  return async () => {
    const buffer = await browser.stopTracing();
    if (process.env.BENCH_TRACE_DIR) fs.writeFileSync(path.join(process.env.BENCH_TRACE_DIR, `trace-${Date.now()}.json`), buffer);
    const parsed = JSON.parse(buffer.toString('utf8'));
    return Array.isArray(parsed) ? parsed : parsed.traceEvents;
  };
}

const f0 = (n) => Math.round(n).toLocaleString('en-US');
const span = (a, b) => `${f0(a)}–${b === Infinity || b === null ? '…' : f0(b)}`;

/** One request as `name start–end`. */
const req = (r) => `${r.name} ${span(r.start, r.end)}`;

/** The breakdown, at most about a dozen lines. */
export function printTrace(label, s) {
  if (!s) {
    console.log(`\n-- trace: ${label}: no page navigation or mark in the trace --`);
    return;
  }
  console.log(
    `\n-- trace: ${label} (ms from ${label.startsWith('submit') ? 'the click' : 'the navigation'}; balances painted at ${s.balancesAt ?? '?'} ms) --`,
  );
  console.log(
    `main thread until then: busy ${f0(s.busyMs)} ms — JS ${f0(s.scriptMs)} (sampled), style+layout ${f0(s.styleMs)}, paint ${f0(s.paintMs)}, GC ${f0(s.gcMs)}`,
  );
  console.log(`JS by file: ${s.scripts.map((x) => `${x.name} ${f0(x.ms)}`).join(', ')}`);
  for (const g of s.waterfall) {
    const list = g.requests;
    const shown = g.group === 'chunks' || g.group === 'api' || g.group === 'configs' ? list : [list[0], list.at(-1)];
    const names = [...new Set(shown)].map(req).join(', ');
    const more = shown.length < list.length ? ` (+${list.length - shown.length})` : '';
    const after = list.some((r) => !r.beforeBalances) ? ', some after the balances' : '';
    console.log(`  ${g.group.padEnd(10)} ${span(g.start, g.end).padStart(11)}  ${list.length} × ${g.kib.toFixed(0)} KiB: ${names}${more}${after}`);
  }
  for (const t of s.longTasks)
    console.log(
      `  long task at ${f0(t.start)}: ${f0(t.ms)} ms${t.script ? ` (${t.script})` : ''}${t.styleMs ? `, style+layout ${f0(t.styleMs)}` : ''}`,
    );
}
