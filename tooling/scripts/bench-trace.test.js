import { MARK_BALANCES, requestGroup, shortName, summarizeTrace } from './bench-trace.js';

const base = 'http://127.0.0.1:8280';
const pid = 7;
const nav = { name: 'navigationStart', pid, tid: pid, ph: 'R', ts: 1_000_000, args: { data: { documentLoaderURL: `${base}/portal/home` } } };
const thread = { name: 'thread_name', ph: 'M', pid, tid: pid, args: { name: 'CrRendererMain' } };
let id = 0;
/** A request of the page: sent at `start`, finished at `end` (ms after the navigation). */
const request = (url, start, end, priority = 'High', bytes = 2048) => {
  id++;
  return [
    {
      name: 'ResourceSendRequest',
      pid,
      tid: pid,
      ts: 1_000_000 + start * 1000,
      args: { data: { requestId: String(id), url, priority, resourceType: 'Script' } },
    },
    {
      name: 'ResourceFinish',
      pid,
      tid: pid,
      ts: 1_000_000 + end * 1000 + 5000,
      args: { data: { requestId: String(id), finishTime: 1 + end / 1000, encodedDataLength: bytes } },
    },
  ];
};

describe('bench-trace', () => {
  it('names requests by file without the hash, remote files by remote, API calls by path', () => {
    expect(shortName(`${base}/portal/after-login.5f39883993.js`)).toBe('after-login.js');
    expect(shortName(`${base}/portal/remotes/cash/__federation_expose_routes.72c7f96366.js`)).toBe('cash/routes.js');
    expect(shortName(`${base}/fo-jp-web-api/api/customer/view`)).toBe('customer/view');
    expect(requestGroup({ url: `${base}/portal/remotes/cash/mf-manifest.json` })).toBe('manifests');
    expect(requestGroup({ url: `${base}/portal/remotes.json` })).toBe('configs');
    expect(requestGroup({ url: `${base}/portal/758.45c2248dc7.js`, priority: 'VeryLow' })).toBe('prefetch');
  });

  it('reads the waterfall, the CPU per file and the balances frame relative to the navigation', () => {
    const events = [
      thread,
      nav,
      ...request(`${base}/portal/framework.3e5aacb8d7.js`, 10, 60),
      ...request(`${base}/portal/page-home.e34900ed84.js`, 100, 150, 'Low'),
      ...request(`${base}/fo-jp-web-api/api/customer/view`, 400, 450),
      { name: 'RunTask', ph: 'X', pid, tid: pid, ts: 1_200_000, dur: 120_000, args: {} },
      {
        name: 'EvaluateScript',
        ph: 'X',
        pid,
        tid: pid,
        ts: 1_200_100,
        dur: 100_000,
        args: { data: { url: `${base}/portal/framework.3e5aacb8d7.js` } },
      },
      { name: 'Layout', ph: 'X', pid, tid: pid, ts: 1_300_200, dur: 15_000, args: {} },
      { name: 'Profile', ph: 'P', id: '0x1', pid, tid: pid, ts: 1_000_000, args: { data: { startTime: 1_000_000 } } },
      {
        name: 'ProfileChunk',
        ph: 'P',
        id: '0x1',
        pid,
        tid: 99,
        ts: 1_300_000,
        args: {
          data: {
            cpuProfile: {
              nodes: [
                { id: 1, callFrame: { functionName: '(root)' } },
                { id: 2, callFrame: { functionName: 'render', url: `${base}/portal/framework.3e5aacb8d7.js` }, parent: 1 },
                { id: 3, callFrame: { functionName: '(idle)' }, parent: 1 },
              ],
              samples: [2, 2, 3],
            },
            // the samples at 200, 260 and 300 ms: framework 60 + 40 ms, then idle
            timeDeltas: [200_000, 60_000, 40_000],
          },
        },
      },
      { name: MARK_BALANCES, cat: 'blink.user_timing', ph: 'I', pid, tid: pid, ts: 1_350_000, args: {} },
    ];
    const s = summarizeTrace(events);
    expect(s.balancesAt).toBe(350);
    expect(s.waterfall.map((g) => [g.group, g.start, g.end])).toEqual([
      ['chunks', 10, 150],
      ['api', 400, 450],
    ]);
    expect(s.waterfall[1].requests[0]).toMatchObject({ name: 'customer/view', beforeBalances: false });
    expect(s.scripts).toEqual([{ name: 'framework.js', ms: 100 }]);
    expect(s.busyMs).toBe(120);
    expect(s.styleMs).toBe(15);
    expect(s.longTasks).toEqual([{ start: 200, ms: 120, script: 'framework.js', styleMs: 15 }]);
  });

  it('has nothing to say about a trace without the page', () => {
    expect(summarizeTrace([thread])).toBeNull();
  });
});
