import {
  errorClassOf,
  hostVersion,
  rememberManifest,
  reportRemoteFailure,
  resetFailureBeacon,
  routeForReport,
  type RemoteFailureReport,
} from './failure-beacon.ts';

beforeEach(() => {
  resetFailureBeacon();
  window.history.replaceState(null, '', '/portal/cash/note?from=2026-01-01');
});

const collect = () => {
  const sent: RemoteFailureReport[] = [];
  return { sent, send: async (report: RemoteFailureReport) => void sent.push(report) };
};

describe('the remote-failure beacon', () => {
  it('reports the remote, the version its manifest named, the route, the phase, the error class and the host version', () => {
    rememberManifest({ name: 'remote_cash', metaData: { buildInfo: { buildVersion: '2.4.1+abc123' } } });
    const { sent, send } = collect();
    reportRemoteFailure('remote_cash', 'render', new TypeError('Cannot read properties of undefined (reading "taro.yamada@example.jp")'), send);
    expect(sent).toEqual([
      {
        remote: 'remote_cash',
        remoteVersion: '2.4.1+abc123',
        route: '/cash/note',
        phase: 'render',
        errorClass: 'TypeError',
        hostVersion: 'development',
      },
    ]);
    // the message, the query string and anything of the customer stay in the browser
    expect(JSON.stringify(sent)).not.toMatch(/taro|2026-01-01|from=/);
  });

  it('names the version unknown when the manifest never arrived, and sends each failure once per page, at most ten', () => {
    const { sent, send } = collect();
    reportRemoteFailure('remote_tools', 'load', new Error('x'), send);
    reportRemoteFailure('remote_tools', 'load', new Error('y'), send);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ remoteVersion: 'unknown', phase: 'load', errorClass: 'Error' });
    for (const name of [
      'TypeError',
      'RangeError',
      'SyntaxError',
      'ReferenceError',
      'AError',
      'BError',
      'CError',
      'DError',
      'EError',
      'FError',
      'GError',
    ])
      reportRemoteFailure('remote_tools', 'render', { name }, send);
    expect(sent).toHaveLength(10);
  });

  it('ignores what is not a remote, and a failed send is not the customer’s problem', async () => {
    const { sent, send } = collect();
    reportRemoteFailure('../../etc', 'load', new Error('x'), send);
    expect(sent).toEqual([]);
    expect(() => reportRemoteFailure('remote_tools', 'load', new Error('x'), () => Promise.reject(new Error('offline')))).not.toThrow();
  });

  it('routes without ids or query, error classes without messages', () => {
    expect(routeForReport('/portal/cash/history/51000011')).toBe('/cash/history/:id');
    expect(routeForReport('/portal/')).toBe('/');
    expect(routeForReport('/portal')).toBe('/');
    expect(routeForReport('/portal/customer/info')).toBe('/customer/info');
    expect(routeForReport('/portal/a b/ç')).toBe('/a_b/_');
    expect(errorClassOf(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe('ChunkLoadError');
    expect(errorClassOf('a string')).toBe('Error');
    expect(errorClassOf({ name: 'has spaces in it' })).toBe('Error');
    expect(hostVersion()).toBe('development');
  });
});
