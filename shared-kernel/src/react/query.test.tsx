/** @jest-environment jsdom */
import '../testing/no-message-channel.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { queryCache } from '../data/query-cache.ts';
import { accountsAtom, applyLogout, customerInfoAtom, portalStore } from '../session/atoms.ts';
import { customerApi } from '../api/endpoints.ts';
import { customerFixture } from '../testing/fixtures.ts';
import { CUSTOMER_VIEW_KEY, REFETCH_ON_RETURN_AFTER_MS, useApiMutation, useApiQuery, useCustomerView } from './query.ts';

afterEach(() => queryCache.clear());

function Balance({ fetcher, id = 'a' }: { fetcher: () => Promise<string>; id?: string }) {
  const q = useApiQuery(['balance', id], fetcher);
  return <p data-testid={`b-${id}`}>{q.loading ? '読込中' : q.status === 'error' ? 'エラー' : q.data}</p>;
}

describe('useApiQuery', () => {
  it('fetches once for every screen that shows the same key (deduped) and shows the answer', async () => {
    const fetcher = jest.fn(async () => '1,000円');
    render(
      <>
        <Balance fetcher={fetcher} />
        <Balance fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('1,000円')).toHaveLength(2));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows the error state and fetches again on reload', async () => {
    let fail = true;
    const fetcher = jest.fn(async () => {
      if (fail) throw new Error('down');
      return '2,000円';
    });
    function WithRetry() {
      const q = useApiQuery(['balance', 'r'], fetcher);
      return <button onClick={q.reload}>{q.status === 'error' ? 'エラー' : (q.data ?? '…')}</button>;
    }
    render(<WithRetry />);
    expect(await screen.findByText('エラー')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button').click());
    expect(await screen.findByText('2,000円')).toBeTruthy();
  });

  it('a mutation invalidates the queries under its keys: every screen showing them fetches again', async () => {
    let balance = 1000;
    const fetcher = jest.fn(async () => `${balance}円`);
    function Deposit() {
      const m = useApiMutation(
        async (amount: number) => {
          balance += amount;
          return 'OK';
        },
        { invalidates: [['balance']] },
      );
      return <button onClick={() => void m.run(500)}>入金</button>;
    }
    render(
      <>
        <Balance fetcher={fetcher} />
        <Deposit />
      </>,
    );
    expect(await screen.findByText('1000円')).toBeTruthy();
    act(() => screen.getByRole('button', { name: '入金' }).click());
    expect(await screen.findByText('1500円')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('logout forgets every answer: a screen still mounted shows loading and fetches for the new session', async () => {
    let owner = '山田';
    const fetcher = jest.fn(async () => owner);
    render(<Balance fetcher={fetcher} id="o" />);
    expect(await screen.findByText('山田')).toBeTruthy();
    owner = '佐藤';
    act(() => applyLogout());
    expect(screen.queryByText('山田')).toBeNull();
    expect(await screen.findByText('佐藤')).toBeTruthy();
  });

  it('an answer that arrives after logout is dropped', async () => {
    let resolve: (v: string) => void = () => undefined;
    const fetcher = () => new Promise<string>((r) => (resolve = r));
    const pending = queryCache.fetch(['late'], fetcher);
    queryCache.clear();
    resolve('古いデータ');
    await pending;
    expect(queryCache.snapshot(['late']).data).toBeUndefined();
  });

  it('refetchOnReturn: coming back to the tab fetches figures older than the limit again, younger ones not', async () => {
    let balance = '1,000円';
    const fetcher = jest.fn(async () => balance);
    function Money() {
      const q = useApiQuery(['balance', 'ret'], fetcher, { refetchOnReturn: true });
      return <p>{q.data ?? '…'}</p>;
    }
    const now = jest.spyOn(Date, 'now');
    const start = Date.now();
    now.mockReturnValue(start);
    try {
      render(<Money />);
      expect(await screen.findByText('1,000円')).toBeTruthy();
      balance = '3,000円';
      act(() => window.dispatchEvent(new Event('focus')));
      expect(fetcher).toHaveBeenCalledTimes(1);
      now.mockReturnValue(start + REFETCH_ON_RETURN_AFTER_MS + 1);
      act(() => window.dispatchEvent(new Event('focus')));
      expect(await screen.findByText('3,000円')).toBeTruthy();
      balance = '5,000円';
      now.mockReturnValue(start + 3 * REFETCH_ON_RETURN_AFTER_MS);
      act(() => window.dispatchEvent(new Event('online')));
      expect(await screen.findByText('5,000円')).toBeTruthy();
      expect(fetcher).toHaveBeenCalledTimes(3);
    } finally {
      now.mockRestore();
    }
  });

  it('without refetchOnReturn a focus fetches nothing', async () => {
    const fetcher = jest.fn(async () => 'x');
    render(<Balance fetcher={fetcher} id="nofocus" />);
    expect(await screen.findByText('x')).toBeTruthy();
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * REFETCH_ON_RETURN_AFTER_MS);
    try {
      act(() => window.dispatchEvent(new Event('focus')));
      expect(fetcher).toHaveBeenCalledTimes(1);
    } finally {
      now.mockRestore();
    }
  });
});

describe('useCustomerView', () => {
  it('whichever screen refetches customer/view, the session store (side panel, menus) gets the new balances', async () => {
    let balance = '100000';
    const view = () => {
      const account = { ...customerFixture().accountInfoList[0]!, cashBalance: balance };
      return { customerInfo: customerFixture({ accountInfoList: [account] }), accountInfoList: [account] };
    };
    const call = jest.spyOn(customerApi, 'view').mockImplementation(async () => view());
    // a screen that only shows the figure (as remote-customer's account page does) and one that
    // invalidates it after moving money: neither writes the session store itself
    function Figures() {
      const q = useCustomerView();
      return <p>{q.data ? `${q.data.accountInfoList[0]!.cashBalance}円` : '…'}</p>;
    }
    function Move() {
      const m = useApiMutation(async () => undefined, { invalidates: [CUSTOMER_VIEW_KEY] });
      return <button onClick={() => void m.run()}>出金</button>;
    }
    render(
      <>
        <Figures />
        <Move />
      </>,
    );
    expect(await screen.findByText('100000円')).toBeTruthy();
    expect(portalStore.get(accountsAtom)[0]!.cashBalance).toBe('100000');
    balance = '40000';
    act(() => screen.getByRole('button', { name: '出金' }).click());
    expect(await screen.findByText('40000円')).toBeTruthy();
    expect(portalStore.get(accountsAtom)[0]!.cashBalance).toBe('40000');
    expect(portalStore.get(customerInfoAtom)?.accountInfoList[0]!.cashBalance).toBe('40000');
    expect(call).toHaveBeenCalledTimes(2);
    call.mockRestore();
  });
});
