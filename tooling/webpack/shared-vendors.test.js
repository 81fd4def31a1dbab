import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CURATED_PACKAGES,
  HOST_CURATED,
  REMOTE_SHARED,
  curatedModule,
  curatedNames,
  hostSharedNames,
  namesVersion,
  subsetVersion,
} from './shared-vendors.js';
import { sharedConfig, hostSharedConfig } from './shared-deps.js';
import { portalSourceDirs } from './antd-components.js';

const root = path.resolve(import.meta.dirname, '../..');

describe('antd and its icons shared as the names the sources import', () => {
  let dir;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-vendors-'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.writeFileSync(
      path.join(dir, 'src/page.tsx'),
      "import { Button, Form as AntForm, type FormProps } from 'antd';\nimport type { TableProps } from 'antd';\nimport { HomeOutlined } from '@ant-design/icons';\n",
    );
    fs.writeFileSync(path.join(dir, 'src/page.test.tsx'), "import { Drawer } from 'antd';\n");
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes the value names, not types, aliases by their antd name, tests left out', () => {
    expect(curatedNames('antd', [path.join(dir, 'src')])).toEqual(['Button', 'Form']);
    expect(curatedNames('@ant-design/icons', [path.join(dir, 'src')])).toEqual(['HomeOutlined']);
  });

  it("writes a module re-exporting them from the package's ES build, never from the share key itself", () => {
    const file = curatedModule(dir, 'antd', [path.join(dir, 'src')]);
    expect(fs.readFileSync(file, 'utf8')).toContain("export { Button, Form } from 'antd/es/index.js';");
    expect(CURATED_PACKAGES['@ant-design/icons']).not.toBe('@ant-design/icons');
  });

  it("a remote's own copy is a version no other container's ^range takes; the host provides the release", () => {
    const remote = sharedConfig({ dir: path.join(root, 'remote-tools'), name: 'remote_tools' });
    const host = hostSharedConfig();
    expect(remote.antd).toMatchObject({
      singleton: false,
      requiredVersion: host.antd.requiredVersion,
      version: subsetVersion(host.antd.version, 'remote_tools'),
    });
    expect(remote.antd.version).toMatch(/^\d+\.\d+\.\d+-subset\.remote-tools$/);
    expect(host['@ant-design/icons']).toMatchObject({ singleton: false });
    expect(sharedConfig().antd).toBeUndefined();
  });

  it("the host's module holds every name any container imports", () => {
    const union = curatedNames('antd', portalSourceDirs());
    for (const app of ['remote-cash', 'remote-customer', 'remote-security', 'remote-tools']) {
      const own = fs.readFileSync(sharedConfig({ dir: path.join(root, app), name: app.replace('-', '_') }).antd.import, 'utf8');
      const names = own.match(/export \{ (.*) \}/)[1].split(', ');
      expect(names.filter((n) => !union.includes(n))).toEqual([]);
    }
  });
});

describe('the form packages and @simplewebauthn/browser', () => {
  const remote = (app) => sharedConfig({ dir: path.join(root, app), name: app.replace('-', '_') });
  const namesOf = (file) =>
    fs
      .readFileSync(file, 'utf8')
      .match(/export \{ (.*) \}/)[1]
      .split(', ');

  it("reads a namespace import's members, keeping the package's value exports (types and other objects' members left out)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-vendors-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'schema.ts'),
        "import * as v from 'valibot';\nexport const s = v.pipe(v.string(), v.email());\nexport type S = v.InferOutput<typeof s>;\nconst x = { notValibot: 1 };\nx.notValibot;\n",
      );
      expect(curatedNames('valibot', [dir])).toEqual(['email', 'getDotPath', 'pipe', 'safeParseAsync', 'string']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("every module holds what the shared packages' own files import from it (the resolver's appendErrors, safeParseAsync)", () => {
    for (const app of ['remote-cash', 'remote-tools']) {
      const shared = remote(app);
      expect(namesOf(shared['react-hook-form'].import)).toEqual(expect.arrayContaining(['appendErrors', 'get', 'set', 'useForm']));
      expect(namesOf(shared.valibot.import)).toEqual(expect.arrayContaining(['getDotPath', 'safeParseAsync']));
    }
  });

  it('re-exports from the file the app resolves the package to (one module instance with its own imports), never by the share key', () => {
    const shared = remote('remote-customer');
    for (const key of ['react-hook-form', '@hookform/resolvers/valibot', 'valibot', '@simplewebauthn/browser']) {
      const text = fs.readFileSync(shared[key].import, 'utf8');
      const from = text.match(/from '([^']+)'/)[1];
      expect(path.isAbsolute(from)).toBe(true);
      expect(fs.existsSync(from)).toBe(true);
      expect(from).not.toContain('.cache');
    }
  });

  it('react-hook-form and its resolver go between remotes built with the same names; the host provides neither', () => {
    const cash = remote('remote-cash');
    const customer = remote('remote-customer');
    for (const key of REMOTE_SHARED) {
      expect(cash[key].version).toMatch(/^\d+\.\d+\.\d+-names\.h[0-9a-f]{8}$/);
      expect(cash[key].requiredVersion).toBe(cash[key].version);
      expect(customer[key].version).toBe(cash[key].version);
      expect(namesOf(customer[key].import)).toEqual(namesOf(cash[key].import));
      expect(hostSharedConfig()[key]).toBeUndefined();
    }
    // customer's useFieldArray is in every remote's copy, so whichever loads first serves the others
    expect(namesOf(cash['react-hook-form'].import)).toContain('useFieldArray');
    expect(namesVersion('7.92.0', ['useForm'])).not.toBe(namesVersion('7.92.0', ['useForm', 'useWatch']));
  });

  it('valibot and @simplewebauthn/browser come from the host, each remote keeping its own names as the fallback', () => {
    const host = hostSharedConfig();
    for (const key of ['valibot', '@simplewebauthn/browser']) {
      expect(host[key]).toMatchObject({ singleton: false, requiredVersion: expect.stringMatching(/^\^/) });
      expect(remote('remote-security')[key]).toMatchObject({
        requiredVersion: host[key].requiredVersion,
        version: subsetVersion(host[key].version, 'remote_security'),
      });
    }
    expect(namesOf(remote('remote-security')['@simplewebauthn/browser'].import)).toContain('startRegistration');
    expect(namesOf(remote('remote-cash')['@simplewebauthn/browser'].import)).not.toContain('startRegistration');
    expect(hostSharedNames()['@simplewebauthn/browser']).toContain('startRegistration');
    expect(Object.keys(hostSharedNames()).sort()).toEqual(HOST_CURATED.slice().sort());
  });
});
