// Remotes ahead of the host: the host built from the older commit (PORTAL_SKEW_REF) with every
// remote of this checkout — a host that was not redeployed when the remotes were.
import path from 'node:path';
import { test } from '../support/test.ts';
import { skewDir, skewMissing, skipReason, walkEveryRemote } from './skew.ts';

test.use({ ownServer: { env: skewMissing ? {} : { PORTAL_HOST_DIR: path.join(skewDir, 'host') } } });

test('remotes newer than the host: the older host runs every current remote', async ({ page }) => {
  test.skip(skewMissing, skipReason);
  await walkEveryRemote(page);
});
