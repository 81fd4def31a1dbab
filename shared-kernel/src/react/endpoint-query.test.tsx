/** @jest-environment ../tooling/jest/jsdom-environment.cjs */
// The endpoint hooks run the real client against the fake API: keys, sharing, invalidation and the
// types all come from the contract's entries.
import '../testing/no-message-channel.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { resetApiClientConfig } from '../api/config.ts';
import type { ResultOf } from '../contract/endpoint.ts';
import { endpoints } from '../contract/endpoints/index.ts';
import { endpointKey, hashKey, queryCache } from '../data/query-cache.ts';
import { accountsAtom, portalStore } from '../session/atoms.ts';
import { installFakeApi } from '../testing/fake-api.ts';
import { customerFixture } from '../testing/fixtures.ts';
import type { FakeApi } from '../testing/fake-api.ts';
import { CUSTOMER_VIEW_KEY, invalidateQueries, useEndpointMutation, useEndpointQuery } from './query.ts';
import type { ApiQuery } from './query.ts';

type HistoryRequest = { kind?: 'all' | 'deposit' | 'withdrawal' | 'transfer'; accountNo?: string };

let api: FakeApi;
let served = 0;
const notified: string[] = [];

beforeEach(() => {
  served = 0;
  notified.length = 0;
  // The cursor tells which request (and which answer) a screen shows.
  api = installFakeApi(
    {
      cashHistory: (req) => ({ items: [], nextCursor: `${req.kind}-${req.accountNo ?? 'all'}-${++served}` }),
      statementRange: { accounts: [] },
      withdrawCancel: (req) => ({
        receiptNo: req.receiptNo,
        accountNo: '51000051',
        amount: '1000',
        cancelledAt: '2025-04-01T00:00:00.000Z',
        cashBalance: '9000',
      }),
    },
    { getToken: () => 'token', notifyError: (text) => notified.push(text) },
  );
});
afterEach(() => {
  queryCache.clear();
  resetApiClientConfig();
});

function History({ request, testId }: { request: HistoryRequest; testId: string }) {
  const q = useEndpointQuery(endpoints.cash.history, request, { notify: false });
  return <p data-testid={testId}>{q.data ? q.data.nextCursor : '…'}</p>;
}

describe('endpointKey', () => {
  it("is the endpoint's name, with the request when there is one", () => {
    expect(endpointKey(endpoints.cash.statementRange)).toEqual(['statementRange']);
    expect(endpointKey(endpoints.cash.history, { kind: 'withdrawal', limit: 50 })).toEqual(['cashHistory', { kind: 'withdrawal', limit: 50 }]);
    expect(CUSTOMER_VIEW_KEY).toEqual(endpointKey(endpoints.customer.view));
  });

  it('a request is the same key whatever the order of its fields, and fields left undefined do not count', () => {
    const a = endpointKey(endpoints.cash.history, { kind: 'all', accountNo: '51000051' });
    const b = endpointKey(endpoints.cash.history, { accountNo: '51000051', kind: 'all', from: undefined });
    expect(hashKey(a)).toBe(hashKey(b));
  });
});

describe('useEndpointQuery', () => {
  it('screens asking the same request share one fetch; another request is another entry', async () => {
    render(
      <>
        <History request={{ kind: 'withdrawal' }} testId="a" />
        <History request={{ kind: 'withdrawal' }} testId="b" />
        <History request={{ kind: 'deposit' }} testId="c" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('c').textContent).toMatch(/^deposit-all-/));
    await waitFor(() => expect(screen.getByTestId('a').textContent).toMatch(/^withdrawal-all-/));
    expect(screen.getByTestId('b').textContent).toBe(screen.getByTestId('a').textContent);
    expect(
      api
        .calls('cashHistory')
        .map((c) => c.request.kind)
        .sort(),
    ).toEqual(['deposit', 'withdrawal']);
    expect(queryCache.snapshot(endpointKey(endpoints.cash.history, { kind: 'withdrawal' })).data).toMatchObject({ items: [] });
  });

  it('an endpoint without input is keyed by its name alone and takes its options in the place of the request', async () => {
    function Range() {
      const q = useEndpointQuery(endpoints.cash.statementRange, { staleTimeMs: 60_000 });
      return <p>{q.data ? `${q.data.accounts.length}口座` : '…'}</p>;
    }
    render(<Range />);
    expect(await screen.findByText('0口座')).toBeTruthy();
    expect(queryCache.snapshot(['statementRange']).status).toBe('success');
  });

  it('notify: false keeps the toast of a failure away; by default the catalogue shows it', async () => {
    api.set({ statementRange: () => Promise.reject(new Error('down')) });
    function Range({ notify }: { notify?: boolean }) {
      const q = useEndpointQuery(endpoints.cash.statementRange, notify === undefined ? {} : { notify });
      return <p>{q.status}</p>;
    }
    const { unmount } = render(<Range notify={false} />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(notified).toEqual([]);
    unmount();
    queryCache.clear();
    render(<Range />);
    expect(await screen.findByText('error')).toBeTruthy();
    expect(notified).toHaveLength(1);
  });

  it('invalidating the endpoint fetches every request of it on screen again', async () => {
    render(
      <>
        <History request={{ kind: 'withdrawal' }} testId="a" />
        <History request={{ kind: 'deposit', accountNo: '51000051' }} testId="c" />
      </>,
    );
    await waitFor(() => expect(api.calls('cashHistory')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('c').textContent).toMatch(/^deposit-51000051-/));
    await act(() => invalidateQueries([endpoints.cash.history]));
    expect(api.calls('cashHistory')).toHaveLength(4);
    expect(screen.getByTestId('a').textContent).toMatch(/^withdrawal-all-[34]$/);
    expect(screen.getByTestId('c').textContent).toMatch(/^deposit-51000051-[34]$/);
  });

  it('customer/view still goes to the session store (the side panel, the menus) when asked for as an endpoint', async () => {
    const account = { ...customerFixture().accountInfoList[0]!, cashBalance: '777' };
    api.set({ customerView: { customerInfo: customerFixture({ accountInfoList: [account] }), accountInfoList: [account] } });
    function View() {
      const q = useEndpointQuery(endpoints.customer.view);
      return <p>{q.data ? `${q.data.accountInfoList[0]!.cashBalance}円` : '…'}</p>;
    }
    render(<View />);
    expect(await screen.findByText('777円')).toBeTruthy();
    expect(portalStore.get(accountsAtom)[0]!.cashBalance).toBe('777');
  });

  it('is typed by the contract: the request of the endpoint in, its result out', () => {
    function Typed() {
      const q: ApiQuery<ResultOf<typeof endpoints.cash.history>> = useEndpointQuery(endpoints.cash.history, { kind: 'all' });
      const cursor: string | null | undefined = q.data?.nextCursor;
      // @ts-expect-error a field of another endpoint's request
      useEndpointQuery(endpoints.cash.history, { encoding: 'sjis' });
      // @ts-expect-error statementRange takes no request
      useEndpointQuery(endpoints.cash.statementRange, { kind: 'all' });
      // @ts-expect-error the request is required where the endpoint has one
      useEndpointQuery(endpoints.cash.cashFlow);
      return <p>{cursor ?? '…'}</p>;
    }
    expect(Typed).toBeDefined();
  });
});

describe('useEndpointMutation', () => {
  it('run(request) calls the endpoint, then every request of the endpoints it invalidates is fetched again', async () => {
    const done: string[] = [];
    function Cancel() {
      const m = useEndpointMutation(endpoints.withdraw.cancel, {
        notify: false,
        invalidates: [endpoints.cash.history],
        onSuccess: (result) => done.push(result.cashBalance),
      });
      return <button onClick={() => void m.run({ receiptNo: 'WD00000001', idempotencyKey: 'key-0123456789abcdef' })}>取消</button>;
    }
    render(
      <>
        <History request={{ kind: 'withdrawal' }} testId="a" />
        <History request={{ kind: 'all' }} testId="b" />
        <Cancel />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('b').textContent).toMatch(/^all-all-/));
    await waitFor(() => expect(screen.getByTestId('a').textContent).toMatch(/^withdrawal-all-/));
    act(() => screen.getByRole('button', { name: '取消' }).click());
    await waitFor(() => expect(done).toEqual(['9000']));
    expect(api.calls('withdrawCancel')[0]?.request).toEqual({ receiptNo: 'WD00000001', idempotencyKey: 'key-0123456789abcdef' });
    expect(api.calls('cashHistory')).toHaveLength(4);
    expect(api.problems).toEqual([]);
  });

  it('run passes headers (a step-up token) with the call', async () => {
    let run: ((headers: Record<string, string>) => Promise<unknown>) | null = null;
    function Cancel() {
      const m = useEndpointMutation(endpoints.withdraw.cancel);
      run = (headers) => m.run({ receiptNo: 'WD00000002', idempotencyKey: 'key-0123456789abcdef' }, { headers });
      return null;
    }
    render(<Cancel />);
    await act(() => run!({ 'X-Step-Up-Token': 'su-1' }));
    expect(api.calls('withdrawCancel')[0]?.stepUpToken).toBe('su-1');
  });
});
