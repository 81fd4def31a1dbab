// Shared by the bench sections: counts the JavaScript a Playwright page fetches (each JS response's
// body, raw and at gzip level 9, and the files) and waits until its network is idle — no request in
// flight for 500 ms (Playwright's 'networkidle' fires once per document, so it says nothing after a
// client-side navigation).
import zlib from 'node:zlib';

const zero = () => ({ raw: 0, gzip: 0, files: 0 });

export function jsCounter(page) {
  let totals = zero();
  const pending = new Set();
  let inFlight = 0;
  let last = Date.now();
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  const done = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('response', (res) => {
    if (!/\.js(\?|$)/.test(res.url())) return;
    const counting = res
      .body()
      .then((body) => {
        totals.raw += body.length;
        totals.gzip += zlib.gzipSync(body, { level: 9 }).length;
        totals.files++;
      })
      .catch(() => undefined) // a response without a body (redirect, aborted): nothing to count
      .finally(() => pending.delete(counting));
    pending.add(counting);
  });
  const settled = async () => {
    while (inFlight > 0 || Date.now() - last < 500) await new Promise((r) => setTimeout(r, 50));
    await Promise.all([...pending]);
  };
  return {
    settled,
    /** Waits until the network is idle, returns what was counted since the last take and starts again. */
    async take() {
      await settled();
      const taken = totals;
      totals = zero();
      return taken;
    },
  };
}
