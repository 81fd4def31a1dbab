// A customer's visit to My Page as `npm run soak` plays it, written once: the soak runs it, and the
// capacity part of the bench (bench-capacity.mjs) turns it into requests and CPU per visit, so the
// capacity model's mix is the soak's by construction.
//
// A visit: login/auth (password), then PAGES pages, each the portal page (served by the static image
// in production, by the API in the soak), customer/view, system-config/tangram_functions and one of
// EXTRA_READS, then a pause (THINK_MS); at the end customer/logout (LOGOUT_SHARE of the visits) and
// one more pause. One simulated person of the soak's (whatever their number) also transfers money on
// TRANSFER_SHARE of their pages (transfer/validate, then transfer/submit).

/** The demo customers that log in with a password alone (10000003 needs an e-mailed code). */
export const PASSWORD_LOGINS = ['10000001', '10000002', '20000001', '10000004', '10000005', '10000008', '20000002'];

/** Pages per visit: min + an integer below spread, evenly (20–39). */
export const PAGES = { min: 20, spread: 20 };
/** The pause after each page and after the visit: min + up to spread ms, evenly. */
export const THINK_MS = { min: 500, spread: 1500 };
/** The one read a page makes besides customer/view and tangram_functions: [name, path and query, share]. */
export const EXTRA_READS = [
  ['cash/history', 'cash/history?kind=all&limit=20', 0.35],
  ['cash/history/flow', 'cash/history/flow', 0.2],
  ['withdraw/withdrawAccountList', 'withdraw/withdrawAccountList', 0.2],
  ['customer/showAllActiveToken', 'customer/showAllActiveToken', 0.25],
];
/** Share of the transferring person's pages with a transfer (about two a minute, under the money limit of ten). */
export const TRANSFER_SHARE = 0.05;
/** Share of the visits that end with customer/logout (the others just leave). */
export const LOGOUT_SHARE = 0.5;

export const pagesOfAVisit = (random = Math.random) => PAGES.min + Math.floor(random() * PAGES.spread);
export const thinkMs = (random = Math.random) => THINK_MS.min + random() * THINK_MS.spread;
/** The extra read of a page for a uniform draw in [0, 1). */
export function extraRead(pick) {
  let below = 0;
  for (const read of EXTRA_READS) {
    below += read[2];
    if (pick < below) return read;
  }
  return EXTRA_READS[EXTRA_READS.length - 1];
}

/**
 * The mean visit of a soak of `customers` people: calls per visit by name (the transfer counted as
 * one pair of calls, shared over every visit since one person of `customers` makes them), and the
 * mean pauses of a visit in seconds (the calls' own time comes on top).
 */
export function meanVisit(customers) {
  const pages = PAGES.min + (PAGES.spread - 1) / 2;
  const calls = {
    'login/auth': 1,
    'portal page': pages,
    'customer/view': pages,
    'system-config/tangram_functions': pages,
    ...Object.fromEntries(EXTRA_READS.map(([name, , share]) => [name, pages * share])),
    'transfer (validate + submit)': (pages * TRANSFER_SHARE) / customers,
    'customer/logout': LOGOUT_SHARE,
  };
  const thinkSeconds = ((pages + 1) * (THINK_MS.min + THINK_MS.spread / 2)) / 1000;
  return { pages, calls, thinkSeconds };
}
