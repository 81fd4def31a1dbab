// The one list of the portal's apps. Lint, jest, typecheck, build, bench and Playwright read it, so a
// new remote is added here (and to pnpm-workspace.yaml) and nowhere else.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Every remote the portal knows, in build order after the host. A remote whose folder is missing is skipped. */
const knownRemotes = ['remote-tools', 'remote-security', 'remote-cash', 'remote-customer'];

const present = (dir) => fs.existsSync(path.join(root, dir, 'package.json'));

/** Remote packages (folder names) present in this checkout. */
export const remotes = knownRemotes.filter(present);
/** Browser apps: the host first (its build is the longest), then the remotes. */
export const apps = ['host', ...remotes];
/** Packages with their own unit tests run by jest (the API suite runs per database, separately). */
export const unitPackages = ['tooling', 'shared-kernel', 'kit', ...apps].filter(present);
/** Packages type-checked by tsc. */
export const typedPackages = ['shared-kernel', 'kit', 'api', ...apps, 'e2e'].filter((p) => fs.existsSync(path.join(root, p, 'tsconfig.json')));

/** `remote-cash` → `remote_cash` (the federation container name). */
export const containerName = (remote) => remote.replace('-', '_');
/** `remote-cash` → `cash` (its path under /portal/remotes/). */
export const remoteSegment = (remote) => remote.replace(/^remote-/, '');
/** Where a remote's production build lands. */
export const distDir = (app) => path.join(root, app, 'dist');
/** PORTAL_REMOTES for the API's static portal: `remote_tools=/abs/remote-tools/dist,...` (built remotes only). */
export const portalRemotesEnv = () =>
  remotes
    .filter((r) => fs.existsSync(path.join(distDir(r), 'mf-manifest.json')))
    .map((r) => `${containerName(r)}=${distDir(r)}`)
    .join(',');
