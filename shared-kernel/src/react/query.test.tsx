/** @jest-environment jsdom */
import '../testing/no-message-channel.ts';
import { act, render, screen, waitFor } from '@testing-library/react';
import { queryCache } from '../data/query-cache.ts';
import { applyLogout } from '../session/atoms.ts';
import { useApiMutation, useApiQuery } from './query.ts';

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
});
