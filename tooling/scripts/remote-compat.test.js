// The compatibility check of a remote deployed alone: a compatible manifest passes; a singleton range
// the host does not satisfy (either way), a missing exposed module or an unknown container name fail.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkRemoteCompat, formatReport, hostDeclarations, hostShareFor } from './remote-compat.js';

const host = hostDeclarations(
  {
    react: { singleton: true, requiredVersion: '^19.3.1', version: '19.3.1' },
    'react/': { singleton: true, requiredVersion: '^19.3.1', version: '19.3.1' },
    dayjs: { singleton: true, requiredVersion: '^1.11.23', version: '1.11.23' },
    '@portal/shared-kernel': { singleton: true, requiredVersion: '^1.0.0', version: '1.0.0' },
  },
  { toolsTerminationLetter: 'remote_tools/termination-letter', toolsRoutes: 'remote_tools/routes', securityDrawers: 'remote_security/drawers' },
);

/** A manifest as the Module Federation build writes it (only what the check reads). */
function manifest({ name = 'remote_tools', shared = {}, exposes = ['./routes', './termination-letter'] } = {}) {
  const base = {
    react: { version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
    'react/jsx-runtime': { version: '19.3.1', requiredVersion: '^19.3.1' },
    dayjs: { version: '1.11.23', requiredVersion: '^1.11.23', singleton: true },
    '@portal/shared-kernel': { version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
  };
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: Object.entries({ ...base, ...shared })
      .filter(([, entry]) => entry !== null)
      .map(([sharedName, entry]) => ({ id: `${name}:${sharedName}`, name: sharedName, assets: {}, ...entry })),
    remotes: [],
    exposes: exposes.map((p) => ({ id: `${name}:${p.slice(2)}`, name: p.slice(2), path: p, assets: {} })),
  };
}

describe('hostDeclarations', () => {
  it('expects ./routes of every remote and the modules named in RemoteModule per container', () => {
    expect(host.expects).toEqual({ '*': ['./routes'], remote_tools: ['./routes', './termination-letter'], remote_security: ['./drawers'] });
    expect(host.shared.react).toEqual({ version: '19.3.1', requiredVersion: '^19.3.1', singleton: true });
  });

  it('matches deep imports to their prefix key', () => {
    expect(hostShareFor(host, 'react/jsx-runtime')).toMatchObject({ key: 'react/', version: '19.3.1' });
    expect(hostShareFor(host, 'react')).toMatchObject({ key: 'react' });
    expect(hostShareFor(host, 'jotai')).toBeNull();
  });
});

describe('checkRemoteCompat', () => {
  it("refuses a remote of another antd version when the host's antd stylesheet is static, and passes the same version", () => {
    const withStylesheet = { ...host, antdStylesheet: '6.6.8' };
    const antd = (version) => ({
      'antd/es/config-provider/context': { version, requiredVersion: `^${version}`, singleton: true },
      'antd/es/theme/context': { version, requiredVersion: `^${version}`, singleton: true },
    });
    expect(checkRemoteCompat(manifest({ shared: antd('6.6.8') }), withStylesheet).errors).toEqual([]);
    const errors = checkRemoteCompat(manifest({ shared: antd('6.7.0') }), withStylesheet).errors;
    expect(errors).toEqual([expect.stringContaining("antd 6.7.0: the host's stylesheet is made for antd 6.6.8")]);
    // a host whose antd writes its styles at run time takes either
    expect(checkRemoteCompat(manifest({ shared: antd('6.7.0') }), host).errors).toEqual([]);
  });

  it("refuses a remote rendering antd components the host's stylesheet does not style, and warns when it declares none", () => {
    const withSheet = { ...host, antdStylesheet: '6.6.8', antdComponents: ['Button', 'Form', 'Input', 'Table'] };
    expect(checkRemoteCompat(manifest(), withSheet, { antd: '6.6.8', components: ['Button', 'Table'] }).errors).toEqual([]);
    const errors = checkRemoteCompat(manifest(), withSheet, { antd: '6.6.8', components: ['Button', 'DatePicker', 'Tour'] }).errors;
    expect(errors).toEqual([expect.stringContaining("antd DatePicker, Tour: the host's stylesheet has no styles for them")]);
    const older = checkRemoteCompat(manifest(), withSheet, null);
    expect(older.errors).toEqual([]);
    expect(older.warnings).toEqual([expect.stringContaining('no antd-components.json')]);
    // a host without a static sheet checks nothing of the kind
    expect(checkRemoteCompat(manifest(), host, { components: ['Tour'] }).errors).toEqual([]);
  });

  it("takes a remote's own antd copy (6.6.8-subset.<container>) for the antd release it is", () => {
    const withStylesheet = { ...host, antdStylesheet: '6.6.8' };
    const own = (version) => ({ antd: { version, requiredVersion: '^6.6.8', singleton: false } });
    expect(checkRemoteCompat(manifest({ shared: own('6.6.8-subset.remote-tools') }), withStylesheet).errors).toEqual([]);
    expect(checkRemoteCompat(manifest({ shared: own('6.7.0-subset.remote-tools') }), withStylesheet).errors).toEqual([
      expect.stringContaining('antd 6.7.0: '),
    ]);
  });

  it("refuses a remote importing an antd or icons name the host's shared module lacks; an older host that shares none takes it", () => {
    const sharing = { ...host, sharedNames: { antd: ['Button', 'Form', 'theme'], '@ant-design/icons': ['HomeOutlined'] } };
    const shared = { antd: { version: '6.6.8-subset.remote-tools', requiredVersion: '^6.6.8', singleton: false } };
    const declared = (antd, icons = []) => ({ antd: '6.6.8', components: [], imports: { antd, '@ant-design/icons': icons } });
    expect(checkRemoteCompat(manifest({ shared }), sharing, declared(['Button', 'theme'], ['HomeOutlined'])).errors).toEqual([]);
    const errors = checkRemoteCompat(manifest({ shared }), sharing, declared(['Button', 'Tour'], ['BellOutlined'])).errors;
    expect(errors).toEqual([
      expect.stringContaining("antd Tour: the host's shared antd has no such export"),
      expect.stringContaining("@ant-design/icons BellOutlined: the host's shared @ant-design/icons has no such export"),
    ]);
    expect(checkRemoteCompat(manifest({ shared }), host, declared(['Tour'])).errors).toEqual([]);
    // a remote that declares no names is not refused, only named in a warning
    expect(checkRemoteCompat(manifest({ shared }), sharing, null).warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('antd: the names the remote imports are not declared')]),
    );
  });

  it('declares the components of its stylesheet only beside the stylesheet', () => {
    expect(hostDeclarations({}, {}, { antdStylesheet: '6.6.8', antdComponents: ['Button'] })).toMatchObject({ antdComponents: ['Button'] });
    expect(hostDeclarations({}, {}, { antdComponents: ['Button'] })).not.toHaveProperty('antdComponents');
  });

  it('passes a remote built with the same declarations', () => {
    const result = checkRemoteCompat(manifest(), host);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.checked.exposes).toEqual(['./routes', './termination-letter']);
  });

  it('passes an older remote whose ranges the host still satisfies, and a newer one within the host range', () => {
    expect(
      checkRemoteCompat(manifest({ shared: { react: { version: '19.1.0', requiredVersion: '^19.1.0', singleton: true } } }), host).errors,
    ).toEqual([]);
    expect(
      checkRemoteCompat(manifest({ shared: { dayjs: { version: '1.11.30', requiredVersion: '^1.11.23', singleton: true } } }), host).errors,
    ).toEqual([]);
  });

  it('fails when a singleton range is not satisfied by the version the host provides', () => {
    const result = checkRemoteCompat(manifest({ shared: { react: { version: '19.4.0', requiredVersion: '^19.4.0', singleton: true } } }), host);
    expect(result.errors).toEqual([
      'react: the remote requires ^19.4.0 of the singleton; the host provides 19.3.1 (shared as "react") — the remote would run on a version it was not built for',
    ]);
  });

  it('checks deep imports against their prefix declaration', () => {
    const result = checkRemoteCompat(manifest({ shared: { 'react/jsx-runtime': { version: '18.3.1', requiredVersion: '^18.3.1' } } }), host);
    // Older than the host's: never picked, so only the remote's own requirement fails.
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain(
      'react/jsx-runtime: the remote requires ^18.3.1 of the singleton; the host provides 19.3.1 (shared as "react/")',
    );
  });

  it('fails when the remote would hand the host a singleton outside the host range (the highest version wins)', () => {
    const result = checkRemoteCompat(
      manifest({ shared: { '@portal/shared-kernel': { version: '2.0.0', requiredVersion: '>=1.0.0', singleton: true } } }),
      host,
    );
    expect(result.errors).toEqual([
      '@portal/shared-kernel: the remote provides 2.0.0 of the singleton; the host requires ^1.0.0 — the highest version wins, so the host itself would run on it',
    ]);
  });

  it('fails when an exposed module the host loads is missing', () => {
    const result = checkRemoteCompat(manifest({ exposes: ['./routes'] }), host);
    expect(result.errors).toEqual([
      'exposes no ./termination-letter: the host loads remote_tools/termination-letter (it would show its fallback there)',
    ]);
    const other = checkRemoteCompat(manifest({ name: 'remote_cash', exposes: ['./pages'] }), host);
    expect(other.errors).toEqual(['exposes no ./routes: the host loads remote_cash/routes (it would show its fallback there)']);
  });

  it('fails a container name the host would not register, and what is not a manifest', () => {
    expect(checkRemoteCompat(manifest({ name: 'remote-tools' }), host).errors[0]).toContain('container name "remote-tools"');
    expect(checkRemoteCompat({ hello: 'world' }, host).errors).toEqual([
      'not a Module Federation manifest (metaData.name, shared[] and exposes[] expected)',
    ]);
  });

  it('warns (does not fail) about a singleton the host does not share', () => {
    const result = checkRemoteCompat(manifest({ shared: { jotai: { version: '3.0.1', requiredVersion: '^3.0.1', singleton: true } } }), host);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual(['jotai: singleton the host does not share — the remote will load its own copy 3.0.1']);
  });

  it('formats a report naming every problem', () => {
    const result = checkRemoteCompat(
      manifest({ exposes: ['./routes'], shared: { react: { version: '20.0.0', requiredVersion: '^20.0.0', singleton: true } } }),
      host,
    );
    const text = formatReport(result, 'remote-tools/dist/mf-manifest.json');
    expect(text.split('\n')[0]).toBe('✗ remote_tools (remote-tools/dist/mf-manifest.json): NOT compatible with the host — do not publish it:');
    expect(text.split('\n')).toHaveLength(4);
    expect(formatReport(checkRemoteCompat(manifest(), host), 'x')).toBe(
      '✓ remote_tools (x): compatible — 4 shared modules, exposes ./routes, ./termination-letter',
    );
  });
});

describe('check-remote-compat.mjs', () => {
  const script = path.join(import.meta.dirname, 'check-remote-compat.mjs');
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-compat-'));
    for (const [folder, content] of [
      ['host', host],
      ['good', manifest()],
      ['bad', manifest({ exposes: ['./routes'] })],
    ]) {
      fs.mkdirSync(path.join(dir, folder));
      fs.writeFileSync(path.join(dir, folder, folder === 'host' ? 'federation-host.json' : 'mf-manifest.json'), JSON.stringify(content));
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const run = (...args) => {
    try {
      return { status: 0, out: execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      return { status: error.status, out: `${error.stdout}${error.stderr}` };
    }
  };

  it('exits 0 for a compatible remote folder, 1 for an incompatible one, 2 when the manifest is missing', () => {
    const good = run(path.join(dir, 'good'), '--host', path.join(dir, 'host'));
    expect(good.status).toBe(0);
    expect(good.out).toContain('✓ remote_tools');
    const bad = run(path.join(dir, 'good'), path.join(dir, 'bad'), '--host', path.join(dir, 'host'));
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('exposes no ./termination-letter');
    expect(run(path.join(dir, 'nothing'), '--host', path.join(dir, 'host')).status).toBe(2);
  });
});
