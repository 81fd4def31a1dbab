import type { RemoteRoutesModule } from '@portal/shared-kernel/federation';
import { readyRouteTrees, RemoteRoutesRegistry, unavailableRemotes } from './remote-routes.ts';

const page = () => Promise.resolve({ default: () => null });
const tools: RemoteRoutesModule = { remote: 'remote_tools', routes: [{ path: 'chart', title: 'チャート', hidden: true, page }] };

describe('RemoteRoutesRegistry', () => {
  it('loads every remote, tags routes and settles', async () => {
    const load = jest.fn(async (id: string) =>
      id === 'remote_tools/routes' ? { default: tools } : { __remoteUnavailable: true as const, id, error: 'HTTP 502' },
    );
    const registry = new RemoteRoutesRegistry(load);
    const listener = jest.fn();
    registry.subscribe(listener);
    const started = registry.start(['remote_tools', 'remote_cash']);
    expect(registry.getSnapshot().settled).toBe(false);
    expect(registry.getSnapshot().remotes.map((r) => r.status)).toEqual(['loading', 'loading']);
    await started;
    const snap = registry.getSnapshot();
    expect(snap.settled).toBe(true);
    expect(load).toHaveBeenCalledWith('remote_cash/routes');
    expect(readyRouteTrees(snap)).toEqual([[{ path: 'chart', title: 'チャート', hidden: true, page, remote: 'remote_tools', children: undefined }]]);
    expect(unavailableRemotes(snap)).toEqual(['remote_cash']);
    expect(snap.remotes[1]?.error).toBe('HTTP 502');
    expect(listener).toHaveBeenCalled();
  });

  it('treats a thrown error and a malformed module as unavailable', async () => {
    const registry = new RemoteRoutesRegistry(async (id) => {
      if (id.startsWith('remote_a')) throw new Error('boom');
      return { default: { remote: 'remote_b' } as unknown as RemoteRoutesModule };
    });
    await registry.start(['remote_a', 'remote_b']);
    expect(unavailableRemotes(registry.getSnapshot())).toEqual(['remote_a', 'remote_b']);
  });

  it('retry resets the remote and loads again', async () => {
    let up = false;
    const reset = jest.fn();
    const registry = new RemoteRoutesRegistry(async (id) => (up ? tools : { __remoteUnavailable: true as const, id, error: 'down' }), reset);
    await registry.start(['remote_tools']);
    expect(unavailableRemotes(registry.getSnapshot())).toEqual(['remote_tools']);
    up = true;
    const retrying = registry.retry('remote_tools');
    expect(reset).toHaveBeenCalledWith('remote_tools');
    expect(registry.getSnapshot().remotes[0]?.status).toBe('loading');
    await retrying;
    expect(registry.getSnapshot().remotes[0]?.status).toBe('ready');
  });

  it('whenSettled waits for the first attempt of every remote', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const registry = new RemoteRoutesRegistry(async () => {
      await gate;
      return tools;
    });
    void registry.start(['remote_tools']);
    let settled = false;
    const waiting = registry.whenSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(settled).toBe(true);
    await expect(registry.whenSettled()).resolves.toBeUndefined();
  });

  it('defer fetches nothing until a caller needs the routes; the first need starts the load once', async () => {
    const load = jest.fn(async () => tools);
    const registry = new RemoteRoutesRegistry(load);
    registry.defer(['remote_tools']);
    expect(registry.getSnapshot()).toMatchObject({ settled: false, remotes: [{ name: 'remote_tools', status: 'loading' }] });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    // an unknown path waits for the route lists: that starts the load
    await registry.whenSettled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(registry.getSnapshot().remotes[0]?.status).toBe('ready');
    await registry.ensureStarted();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
