import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemotePage } from './remote-page.tsx';

jest.mock('../../lib/federation/remotes.ts', () => ({ resetRemote: jest.fn() }));
jest.mock('../../lib/federation/failure-beacon.ts', () => ({
  ...jest.requireActual('../../lib/federation/failure-beacon.ts'),
  reportRemoteFailure: jest.fn(),
}));
const { reportRemoteFailure: report } = jest.requireMock('../../lib/federation/failure-beacon.ts') as { reportRemoteFailure: jest.Mock };

const FALLBACK = 'この機能を読み込めませんでした。通信環境をご確認のうえ、再読み込みしてください。';

// The failures below are on purpose; React reports every caught error on console.error.
let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  report.mockClear();
});

describe('RemotePage (remote boundary, third layer)', () => {
  it('renders the remote page once its chunk arrives', async () => {
    render(<RemotePage remote="remote_tools" load={async () => ({ default: () => <p>チャートデータ</p> })} />);
    expect(await screen.findByText('チャートデータ')).toBeInTheDocument();
  });

  it('a chunk that fails to load shows the Japanese fallback; 再読み込み resets the remote and tries again', async () => {
    const reset = jest.fn();
    let attempt = 0;
    const load = jest.fn(async () => {
      attempt += 1;
      if (attempt === 1) throw Object.assign(new Error('Loading chunk 387 failed.'), { name: 'ChunkLoadError' });
      return { default: () => <p>復旧しました</p> };
    });
    render(<RemotePage remote="remote_tools" load={load} reset={reset} />);
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /再読み込み/ }));
    expect(reset).toHaveBeenCalledWith('remote_tools');
    expect(await screen.findByText('復旧しました')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // the failure beacon heard of it as a failed load
    expect(report).toHaveBeenCalledWith('remote_tools', 'load', expect.objectContaining({ name: 'ChunkLoadError' }));
  });

  it('the loadRemote marker and a render error inside the remote are caught too', async () => {
    render(<RemotePage remote="remote_cash" load={async () => ({ __remoteUnavailable: true, id: 'remote_cash/routes', error: 'down' }) as never} />);
    expect(await screen.findByText(FALLBACK)).toBeInTheDocument();
    const Boom = () => {
      throw new Error('render failed');
    };
    render(<RemotePage remote="remote_cash" load={async () => ({ default: Boom })} />);
    await waitFor(() => expect(screen.getAllByText(FALLBACK)).toHaveLength(2));
    // the boundary caught the render error (React reports it) instead of letting it blank the page
    expect(consoleError.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'render failed')).toBe(true);
    // reported once, as the remote's own code failing; the marker was reported where its load failed
    expect(report.mock.calls).toEqual([['remote_cash', 'render', expect.objectContaining({ message: 'render failed' })]]);
  });

  it('uses the federation reset by default', async () => {
    const { resetRemote } = jest.requireMock('../../lib/federation/remotes.ts') as { resetRemote: jest.Mock };
    render(<RemotePage remote="remote_tools" load={async () => Promise.reject(new Error('x'))} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /再読み込み/ }));
    expect(resetRemote).toHaveBeenCalledWith('remote_tools');
  });
});
