// The host's beacon for remotes that fail in a customer's browser: a remote deployed on its own that
// does not load, or throws while rendering, is otherwise seen only by the customer (the fallback with
// its retry button). It tells the API (public/beacon/remoteFailure, counted in the metrics that alert
// on remote failures) which remote, the version its manifest named, the page's route, the phase and
// the error's class — never the error's message, the customer, the session or the query string.
// Each distinct failure is sent once per page, and at most a few per page.
import { publicApi } from '@portal/shared-kernel';

declare const __PORTAL_HOST_VERSION__: string | undefined;

export type FailurePhase = 'load' | 'render';

export interface RemoteFailureReport {
  remote: string;
  remoteVersion: string;
  route: string;
  phase: FailurePhase;
  errorClass: string;
  hostVersion: string;
}

const VERSION = /^[A-Za-z0-9.+_-]{1,40}$/;
const ERROR_CLASS = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const MAX_REPORTS_PER_PAGE = 10;

/** The host build's version (the build sets it; `development` under the dev server and tests). */
export const hostVersion = (): string =>
  typeof __PORTAL_HOST_VERSION__ === 'string' && VERSION.test(__PORTAL_HOST_VERSION__) ? __PORTAL_HOST_VERSION__ : 'development';

const versions = new Map<string, string>();

/** Keeps the version a remote's manifest names (mf-manifest.json: `name`, `metaData.buildInfo.buildVersion`). */
export function rememberManifest(manifest: unknown): void {
  if (typeof manifest !== 'object' || manifest === null) return;
  const { name, metaData } = manifest as { name?: unknown; metaData?: { buildInfo?: { buildVersion?: unknown } } };
  const version = metaData?.buildInfo?.buildVersion;
  if (typeof name === 'string' && typeof version === 'string' && VERSION.test(version)) versions.set(name, version);
}

/**
 * The page's route as the report carries it: the path below /portal/, any segment with a digit
 * (an account, a receipt) replaced by `:id`, other characters than the API takes replaced.
 */
export function routeForReport(pathname: string): string {
  const below = pathname.replace(/^\/portal(?=\/|$)/, '') || '/';
  const route = below
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment.replace(/[^A-Za-z0-9._-]/g, '_')))
    .join('/');
  return (route.startsWith('/') ? route : `/${route}`).slice(0, 120);
}

/** The error's class name (TypeError, ChunkLoadError…), or Error. */
export function errorClassOf(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
  return typeof name === 'string' && ERROR_CLASS.test(name) ? name : 'Error';
}

type Send = (report: RemoteFailureReport) => Promise<unknown>;
// No toast, no session token: the customer already sees the fallback, and the report is not theirs.
const sendToApi: Send = (report) => publicApi.remoteFailure(report, { notify: false, token: null });

const sent = new Set<string>();

/** Reports a remote's failure (once per remote, phase and class on this page); never throws. */
export function reportRemoteFailure(remote: string, phase: FailurePhase, error: unknown, send: Send = sendToApi): void {
  if (!/^remote_[a-z]{1,20}$/.test(remote)) return;
  const report: RemoteFailureReport = {
    remote,
    remoteVersion: versions.get(remote) ?? 'unknown',
    route: routeForReport(typeof location === 'undefined' ? '/' : location.pathname),
    phase,
    errorClass: errorClassOf(error),
    hostVersion: hostVersion(),
  };
  const key = `${remote} ${phase} ${report.errorClass}`;
  if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
  sent.add(key);
  send(report).catch(() => {
    // a report that could not be sent is not the customer's problem
  });
}

/** Tests: forget what was sent and the versions seen. */
export function resetFailureBeacon(): void {
  sent.clear();
  versions.clear();
}
