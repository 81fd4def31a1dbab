// The current host with remote-tools built from an older commit (PORTAL_SKEW_REF): the check passes
// and every remote works.
import path from 'node:path';
import { expect, test } from '../support/test.ts';
import { compatCheck, remotesEnv, root, skewDir, skewMissing, skipReason, walkEveryRemote } from './skew.ts';

const olderTools = path.join(skewDir, 'remote-tools');
test.use({ ownServer: { env: skewMissing ? {} : { PORTAL_REMOTES: remotesEnv({ 'remote-tools': olderTools }) } } });

test('a remote older than the host: compatible, and the portal works with it', async ({ page }) => {
  test.skip(skewMissing, skipReason);
  const check = compatCheck(olderTools, path.join(root, 'host/dist'));
  expect(check.output).toContain('compatible');
  expect(check.status).toBe(0);
  await walkEveryRemote(page);
});
