// Tools configuration, download tokens and the chart-site login link.
import { randomUUID } from 'node:crypto';
import type { endpoints, RequestOf, ResultOf, ToolLink, ToolsConfig } from '@portal/shared-kernel/contract';
import type { AuthContext } from '../../domain/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { hmacBase64Url } from '../../lib/crypto.ts';
import type { Repositories } from '../../repositories/index.ts';
import type { LinkRow } from '../../repositories/tool-links.ts';
import type { AuditLog, RequestMeta } from '../../domain/audit.ts';
import type { CustomerReader } from '../../domain/customers.ts';
import type { DownloadService } from '../../domain/downloads.ts';
import { siteUrl } from '../../domain/site-links.ts';
import { safeHref } from '../../lib/safe-url.ts';

export interface ResourceServiceDeps {
  reader: CustomerReader;
  repos: Pick<Repositories, 'toolLinks' | 'downloadableFiles'>;
  downloads: DownloadService;
  audit: AuditLog;
  clock: Clock;
  chartSigningSecret: string;
}

/** Lifetime of the signed token in the chart-site link. */
export const FCHART_TOKEN_TTL_SECONDS = 60;

const toToolLink = (row: LinkRow): ToolLink => ({ code: row.code, nameJp: row.name_jp, url: safeHref(row.url) });

export class ResourceService {
  readonly #d: ResourceServiceDeps;

  constructor(deps: ResourceServiceDeps) {
    this.#d = deps;
  }

  async #byCode(category: 'mobileApp' | 'mt4Download' | 'site'): Promise<Map<string, string>> {
    return new Map((await this.#d.repos.toolLinks.list(category)).map((row) => [row.code, safeHref(row.url)]));
  }

  async toolsConfig(): Promise<ToolsConfig> {
    const [currencyPair, commodity, originalTool, mobileApp, mt4, sites, files] = await Promise.all([
      this.#d.repos.toolLinks.list('currencyPair'),
      this.#d.repos.toolLinks.list('commodity'),
      this.#d.repos.toolLinks.list('originalTool'),
      this.#byCode('mobileApp'),
      this.#byCode('mt4Download'),
      this.#byCode('site'),
      this.#d.repos.downloadableFiles.byCode(),
    ]);
    const file = (code: 'marketForecast' | 'terminationLetter' | 'terminationLetterCorp') => {
      const entry = files.get(code);
      if (!entry) throw new Error(`downloadable_files has no row "${code}"`);
      return entry;
    };
    const url = (map: Map<string, string>, key: string) => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`tool_links has no row "${key}"`);
      return value;
    };
    return {
      commodity: commodity.map(toToolLink),
      currencyPair: currencyPair.map(toToolLink),
      originalTool: originalTool.map(toToolLink),
      marketForecast: file('marketForecast'),
      downloadPathOfTerminationLetter: file('terminationLetter'),
      downloadPathOfTerminationLetterCorp: file('terminationLetterCorp'),
      mobileApp: { ios: url(mobileApp, 'ios'), android: url(mobileApp, 'android') },
      mt4Download: { windows: url(mt4, 'windows'), mac: url(mt4, 'mac'), ios: url(mt4, 'ios'), android: url(mt4, 'android') },
      liveUrl: url(sites, 'liveUrl'),
      videoSiteUrl: url(sites, 'videoSite'),
    };
  }

  downloadToken(
    auth: AuthContext,
    request: RequestOf<typeof endpoints.resource.downloadToken>,
    meta: RequestMeta,
  ): Promise<ResultOf<typeof endpoints.resource.downloadToken>> {
    return this.#d.downloads.issue(auth, request, meta);
  }

  /**
   * The chart-site address with a token the chart site verifies with the shared secret:
   * base64url(JSON claims) "." base64url(HMAC-SHA256). Claims: sub (customer number), aud, iat, exp (60 s), jti.
   */
  async fchartLogin(auth: AuthContext, meta: RequestMeta): Promise<ResultOf<typeof endpoints.resource.fchartLogin>> {
    const customer = await this.#d.reader.get(auth.customerId);
    const issuedAt = Math.floor(this.#d.clock.now().getTime() / 1000);
    const claims = { sub: customer.customer_no, aud: 'fchart', iat: issuedAt, exp: issuedAt + FCHART_TOKEN_TTL_SECONDS, jti: randomUUID() };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    const token = `${body}.${hmacBase64Url(this.#d.chartSigningSecret, body)}`;
    const url = new URL(await siteUrl(this.#d.repos.toolLinks, 'chartSite'));
    url.searchParams.set('token', token);
    await this.#d.audit.record({ event: 'chart_login_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { url: url.toString() };
  }
}
