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

test('an incompatible remote: refused by the check, and deployed anyway the host falls back around it', async ({ page, request }) => {
  const check = compatCheck(broken, path.join(root, 'host/dist'));
  expect(check.status).toBe(1);
  expect(check.output).toContain('NOT compatible');
  expect(check.output).toContain('exposes no ./routes');

  // the host tells the API about it: the failure beacon, then the counter the alerts watch
  const beacons: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/fo-jp-web-api/api/public/beacon/remoteFailure')) beacons.push(req.postDataJSON() as Record<string, unknown>);
  });
  await walkEveryRemote(page, 'fallback');

  const manifest = JSON.parse(fs.readFileSync(path.join(broken, 'mf-manifest.json'), 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  await expect.poll(() => beacons.length).toBeGreaterThan(0);
  expect(beacons[0]).toEqual({
    remote: 'remote_tools',
    remoteVersion: manifest.metaData.buildInfo.buildVersion,
    route: expect.stringMatching(/^\//),
    phase: 'load',
    errorClass: expect.stringMatching(/^[A-Za-z]\w*$/),
    hostVersion: expect.stringMatching(/^[A-Za-z0-9.+_-]+$/),
  });
  // nothing else leaves the browser: the six fields, and no other remote reported
  expect(beacons.every((b) => b.remote === 'remote_tools' && Object.keys(b).length === 6)).toBe(true);
  await expect
    .poll(async () => {
      const metrics = await (await request.get('/metrics')).text();
      return /^portal_remote_failures_total\{remote="remote_tools",phase="load",error_class="\w+"\} [1-9]/m.test(metrics);
    })
    .toBe(true);
});
