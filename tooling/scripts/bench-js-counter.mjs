// Shared by the bench sections: counts the JavaScript a Playwright page fetches (each JS response's
// body, raw and at gzip level 9, and the files) and waits until its network is idle — no request in
// flight for 500 ms (Playwright's 'networkidle' fires once per document, so it says nothing after a
// client-side navigation). The bodies are compressed only when take() is called, after the page is
// idle: gzip at level 9 while the page loads took CPU from the browser under measurement (2 cores).
import zlib from 'node:zlib';

export function jsCounter(page) {
  /** The bodies of the JS responses since the last take(). */
  let bodies = [];
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
      .then((body) => void bodies.push(body))
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
      const taken = bodies;
      bodies = [];
      return {
        raw: taken.reduce((sum, body) => sum + body.length, 0),
        gzip: taken.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
        files: taken.length,
      };
    },
  };
}
