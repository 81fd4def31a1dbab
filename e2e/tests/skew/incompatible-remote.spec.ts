// A remote that is not compatible: the check refuses it, and deployed anyway it falls back — its
// area shows the Japanese fallback with a retry button, every other remote and My Page top work.
// The broken build is this checkout's remote-tools with its exposed modules gone from the manifest
// and a remoteEntry.js that fails as it loads (a build for another host, a half-uploaded deploy).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir } from '../../../tooling/apps.js';
import { expect, test } from '../support/test.ts';
import { compatCheck, remotesEnv, root, walkEveryRemote } from './skew.ts';

const broken = path.join(os.tmpdir(), 'portal-e2e-incompatible-remote-tools');
if (fs.existsSync(path.join(distDir('remote-tools'), 'mf-manifest.json'))) {
  fs.rmSync(broken, { recursive: true, force: true });
  fs.cpSync(distDir('remote-tools'), broken, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8')) as { exposes: unknown[] };
  manifest.exposes = [];
  fs.writeFileSync(path.join(broken, 'mf-manifest.json'), JSON.stringify(manifest));
  for (const file of fs.readdirSync(broken).filter((f) => f.startsWith('mf-manifest.json.') || f.startsWith('remoteEntry.js.')))
    fs.rmSync(path.join(broken, file));
  fs.writeFileSync(path.join(broken, 'remoteEntry.js'), 'throw new Error("remote_tools: built for another host");\n');
}

test.use({ ownServer: { env: { PORTAL_REMOTES: remotesEnv({ 'remote-tools': broken }) } } });

test('an incompatible remote: refused by the check, and deployed anyway the host falls back around it', async ({ page }) => {
  const check = compatCheck(broken, path.join(root, 'host/dist'));
  expect(check.status).toBe(1);
  expect(check.output).toContain('NOT compatible');
  expect(check.output).toContain('exposes no ./routes');
  await walkEveryRemote(page, 'fallback');
});
