// loadRemoteModule tells the failure beacon when a configured remote does not load.
import { reportRemoteFailure } from './failure-beacon.ts';
import { loadRemoteModule, registerRemotesFromConfig } from './remotes.ts';

jest.mock('./failure-beacon.ts', () => ({ ...jest.requireActual('./failure-beacon.ts'), reportRemoteFailure: jest.fn() }));
const loadRemote = jest.fn();
jest.mock('./federation.ts', () => ({ federation: { registerRemotes: jest.fn(), loadRemote: (id: string) => loadRemote(id) } }));
const report = reportRemoteFailure as jest.Mock;

beforeEach(() => {
  report.mockClear();
  registerRemotesFromConfig({ remote_tools: '/portal/remotes/tools/mf-manifest.json' });
});

describe('loadRemoteModule and the failure beacon', () => {
  it('reports a remote whose module failed to load (thrown, or the runtime plugin’s stand-in)', async () => {
    loadRemote.mockRejectedValueOnce(Object.assign(new Error('Loading script failed'), { name: 'ScriptExternalLoadError' }));
    await loadRemoteModule('remote_tools/routes');
    expect(report).toHaveBeenLastCalledWith('remote_tools', 'load', expect.objectContaining({ name: 'ScriptExternalLoadError' }));
    loadRemote.mockResolvedValueOnce({ __remoteUnavailable: true, id: 'remote_tools/routes', error: 'x', errorClass: 'TypeError' });
    await loadRemoteModule('remote_tools/routes');
    expect(report).toHaveBeenLastCalledWith('remote_tools', 'load', { name: 'TypeError' });
  });

  it('reports nothing for a module that loaded, or a remote that is not configured', async () => {
    loadRemote.mockResolvedValueOnce({ routes: [] });
    await loadRemoteModule('remote_tools/routes');
    await loadRemoteModule('remote_cash/routes');
    expect(report).not.toHaveBeenCalled();
  });
});
