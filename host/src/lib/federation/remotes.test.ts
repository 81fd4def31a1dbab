import { isRemoteUnavailable, loadRemoteModule, registerRemotesFromConfig } from './remotes.ts';

// The federation chunk: fails to load the first time (a dropped connection), loads the second.
let chunkLoads = 0;
const registerRemotes = jest.fn();
const loadRemote = jest.fn(async (id: string) => ({ id }));
jest.mock('./federation.ts', () => {
  chunkLoads++;
  if (chunkLoads === 1) throw new Error('Loading chunk federation failed');
  return { federation: { registerRemotes, loadRemote } };
});

describe('loadRemoteModule', () => {
  it('answers "unavailable" while the federation chunk cannot load, and loads it again on the next attempt', async () => {
    registerRemotesFromConfig({ remote_cash: '/remotes/cash/mf-manifest.json' });

    const first = await loadRemoteModule('remote_cash/Routes');
    expect(isRemoteUnavailable(first)).toBe(true);
    expect(loadRemote).not.toHaveBeenCalled();

    const second = await loadRemoteModule<{ id: string }>('remote_cash/Routes');
    expect(second).toEqual({ id: 'remote_cash/Routes' });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'remote_cash', entry: '/remotes/cash/mf-manifest.json' }], { force: true });

    // Created once: later loads reuse the instance.
    await loadRemoteModule('remote_cash/Routes');
    expect(chunkLoads).toBe(2);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('answers "unavailable" for a remote that is not configured, without loading anything', async () => {
    const result = await loadRemoteModule('remote_customer/Routes');
    expect(result).toMatchObject({ __remoteUnavailable: true, error: 'remote_customer is not configured' });
  });
});
