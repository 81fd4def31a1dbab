// One typed function per endpoint, grouped as the spec groups them (§7), built from the contract's
// entries: `loginApi.auth(req, options?)`, `customerApi.view(options?)`. A few groups add helpers on
// top (sorting, parsing) where the spec says how a result is used.
import { API_PREFIX } from '../contract/endpoint.ts';
import type { EndpointDef, RequestOf, ResultOf } from '../contract/endpoint.ts';
import { endpoints } from '../contract/endpoints/index.ts';
import type { AnnualConsentDocument, DownloadableFile, ExtraAcknowledgementItem, FeatureSwitches } from '../contract/entities.ts';
import { parseTangramFunctions } from '../features/feature-switches.ts';
import type { SecondVerifySettings } from '../features/feature-switches.ts';
import { callEndpoint } from './client.ts';
import type { CallOptions } from './client.ts';

/** The function of one endpoint: `(options?)` when it takes no input, else `(req, options?)`. */
export type ApiFunction<E extends EndpointDef> = E['request'] extends null
  ? (options?: CallOptions) => Promise<ResultOf<E>>
  : (req: RequestOf<E>, options?: CallOptions) => Promise<ResultOf<E>>;

export type ApiGroup<G extends Record<string, EndpointDef>> = { readonly [K in keyof G]: ApiFunction<G[K]> };

/** The function for one endpoint, with default call options (e.g. `{ notify: false }`). */
export function apiFunction<E extends EndpointDef>(def: E, defaults: CallOptions = {}): ApiFunction<E> {
  const fn =
    def.request === null
      ? (options?: CallOptions) => callEndpoint(def, undefined as RequestOf<E>, { ...defaults, ...options })
      : (req: RequestOf<E>, options?: CallOptions) => callEndpoint(def, req, { ...defaults, ...options });
  return fn as ApiFunction<E>;
}

/** The functions of a whole group; `defaults` sets call options per endpoint. */
export function apiGroup<G extends Record<string, EndpointDef>>(group: G, defaults: { [K in keyof G]?: CallOptions } = {}): ApiGroup<G> {
  const out: Record<string, unknown> = {};
  for (const [key, def] of Object.entries(group)) out[key] = apiFunction(def, defaults[key as keyof G]);
  return out as ApiGroup<G>;
}

const byOrder = <T extends { order: number }>(items: T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** customer/acknowledgementAdditional carries a JSON string: parse it into items sorted by order ([] if unreadable). */
export function parseAcknowledgementAdditional(raw: unknown): ExtraAcknowledgementItem[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? byOrder(value as ExtraAcknowledgementItem[]) : [];
}

/** A link to public/file/download for a download token. */
export function fileDownloadUrl(downloadtoken: string): string {
  return `${API_PREFIX}/${endpoints.public.fileDownload.path}?${new URLSearchParams({ downloadtoken })}`;
}

export const loginApi = apiGroup(endpoints.login);

// Failures loading the consent lists are silently ignored (spec §8).
const customerCalls = apiGroup(endpoints.customer, { listAnnualConsent: { notify: false }, acknowledgementAdditional: { notify: false } });
export const customerApi = {
  ...customerCalls,
  /** Consent documents sorted by order. */
  listAnnualConsent: async (options?: CallOptions): Promise<AnnualConsentDocument[]> =>
    byOrder((await customerCalls.listAnnualConsent(options)) ?? []),
  /** Parsed and sorted by order. */
  acknowledgementAdditional: async (options?: CallOptions): Promise<ExtraAcknowledgementItem[]> =>
    parseAcknowledgementAdditional(await customerCalls.acknowledgementAdditional(options)),
};

export const publicApi = { ...apiGroup(endpoints.public), fileDownloadUrl };

const systemCalls = apiGroup(endpoints.system);
export const systemApi = {
  ...systemCalls,
  /** Feature switches, parsed with the spec defaults (for createFeatureGuard). */
  featureSwitches: async (settings: SecondVerifySettings = {}, options?: CallOptions): Promise<FeatureSwitches> =>
    parseTangramFunctions(await systemCalls.tangramFunctions(options), settings),
};

const resourceCalls = apiGroup(endpoints.resource);
export const resourceApi = {
  ...resourceCalls,
  /** Asks for a download token and returns the link to the file. */
  downloadFileUrl: async (file: DownloadableFile, options?: CallOptions): Promise<string> => {
    const result = await resourceCalls.downloadToken({ filePath: file.filePath, fileName: file.fileName }, options);
    return result.url || fileDownloadUrl(result.downloadToken);
  },
};

export const withdrawApi = apiGroup(endpoints.withdraw);
export const tradingPwdApi = apiGroup(endpoints.tradingPwd);
export const depositApi = apiGroup(endpoints.deposit);
export const transferApi = apiGroup(endpoints.transfer);
/** History, its CSV export and cash-flow chart, statements (reports). */
export const cashApi = apiGroup(endpoints.cash);
/** Trading accounts: level (course) change, group proposal, opening another account type. */
export const accountApi = apiGroup(endpoints.account);
/** Passkeys of the logged-in customer: list, register, rename, delete, postpone the recommendation. */
export const passkeyApi = apiGroup(endpoints.passkey);
/**
 * Step-up before an important operation: start → (passkey assertion or e-mailed code) → verify →
 * the token goes in the STEP_UP_HEADER of the refused request, sent again as it was.
 */
export const stepUpApi = apiGroup(endpoints.stepUp);
