// The `test` every journey imports: Playwright's, plus an API server per worker. Each worker starts
// its own `node api/src/server.ts` on E2E_PORT + its parallel index, with a fresh SQLite database and
// the demo seed, and points `baseURL` (pages, `request`, browser.newContext()) at it. Journeys in
// different workers therefore never see each other's password changes, ended sessions or mail; the
// journeys of one worker run one after another on the same database, as the whole suite once did.
import { test as base, expect } from '@playwright/test';
import { startPortalServer, type PortalServer } from './server.ts';

export { expect };

/** A server of one spec file's own, set with `test.use({ ownServer: { ... } })` at the file's top. */
export interface OwnServer {
  /** Extra environment for the API process, e.g. `{ PORTAL_REMOTES: '' }` for a portal without remotes. */
  env?: Record<string, string>;
}

interface WorkerFixtures {
  /**
   * Unset: the worker's server is shared by every spec file the worker runs. Set (even to `{}`): the
   * file's tests run in workers of their own (Playwright starts a separate worker for a different
   * worker option), so they get an API process and a database no other file touches — for journeys
   * that leave demo customers changed for good or need a differently configured server.
   */
  ownServer: OwnServer | undefined;
  /** The worker's API server; started before the worker's first test, stopped after its last. */
  portalServer: PortalServer;
}

/** First port of the workers' servers (worker n listens on E2E_PORT + n). */
export const firstPort = Number(process.env.E2E_PORT ?? 8180);

export const test = base.extend<object, WorkerFixtures>({
  ownServer: [undefined, { scope: 'worker', option: true }],
  portalServer: [
    async ({ ownServer }, use, workerInfo) => {
      const server = await startPortalServer({
        port: firstPort + workerInfo.parallelIndex,
        label: `api:${workerInfo.parallelIndex}`,
        env: ownServer?.env,
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 210_000, title: 'API server' },
  ],
  baseURL: async ({ portalServer }, use) => {
    await use(portalServer.baseURL);
  },
});
