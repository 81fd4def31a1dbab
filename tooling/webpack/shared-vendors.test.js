import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CURATED_PACKAGES, curatedModule, curatedNames, subsetVersion } from './shared-vendors.js';
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
