// The soak's visit as the capacity model counts it (docs/api-performance.md § Capacity): the mean
// visit is what the soak's draws average to.
import { EXTRA_READS, extraRead, meanVisit, pagesOfAVisit, PAGES, thinkMs, THINK_MS } from './visit-mix.js';

describe('visit-mix', () => {
  it('draws 20–39 pages and pauses of 0.5–2 s, as the soak always did', () => {
    expect(pagesOfAVisit(() => 0)).toBe(20);
    expect(pagesOfAVisit(() => 0.999_999)).toBe(39);
    expect(thinkMs(() => 0)).toBe(500);
    expect(thinkMs(() => 0.5)).toBe(1250);
  });

  it('picks the extra read of a page by its share', () => {
    expect(extraRead(0)[0]).toBe('cash/history');
    expect(extraRead(0.349)[0]).toBe('cash/history');
    expect(extraRead(0.35)[0]).toBe('cash/history/flow');
    expect(extraRead(0.6)[0]).toBe('withdraw/withdrawAccountList');
    expect(extraRead(0.8)[0]).toBe('customer/showAllActiveToken');
    expect(extraRead(0.999_999)[0]).toBe('customer/showAllActiveToken');
    expect(EXTRA_READS.reduce((sum, [, , share]) => sum + share, 0)).toBeCloseTo(1, 10);
  });

  it('averages a visit of 50 customers to 90.1 API calls and 38.1 s of pauses', () => {
    const visit = meanVisit(50);
    expect(visit.pages).toBe(29.5);
    expect(visit.calls['login/auth']).toBe(1);
    expect(visit.calls['customer/view']).toBe(29.5);
    expect(visit.calls['cash/history']).toBeCloseTo(29.5 * 0.35, 10);
    expect(visit.calls['customer/logout']).toBe(0.5);
    // one person in 50 transfers on 5 % of their pages
    expect(visit.calls['transfer (validate + submit)']).toBeCloseTo((29.5 * 0.05) / 50, 10);
    const apiCalls = Object.entries(visit.calls)
      .filter(([name]) => name !== 'portal page')
      .reduce((sum, [name, n]) => sum + (name.startsWith('transfer') ? 2 * n : n), 0);
    expect(apiCalls).toBeCloseTo(90.06, 2);
    expect(visit.thinkSeconds).toBeCloseTo(30.5 * 1.25, 10);
  });

  it('matches the draws it averages', () => {
    // the mean of the page draw over every value of the random number
    const draws = Array.from({ length: PAGES.spread }, (_, k) => pagesOfAVisit(() => k / PAGES.spread));
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBe(meanVisit(50).pages);
    expect(THINK_MS.min + THINK_MS.spread / 2).toBe(1250);
  });
});
