// Tools configuration, download tokens and the chart-site login link.
import { randomUUID } from 'node:crypto';
import type { DownloadTokenRequest, DownloadTokenResult, FchartLoginResult, ToolLink, ToolsConfig } from '@portal/shared-kernel/contract';
import type { RequestMeta } from '../../audit/audit-log.ts';
import type { AuthContext } from '../../http/route-spec.ts';
import { DownloadService } from '../../files/download-service.ts';
import { hmacBase64Url } from '../../lib/crypto.ts';
import { SiteLinks } from '../../links/site-links.ts';
import type { LinkRow } from '../../links/site-links.ts';
import type { Services } from '../../services.ts';
import { ResourceRepository } from './repository.ts';

/** Lifetime of the signed token in the chart-site link. */
export const FCHART_TOKEN_TTL_SECONDS = 60;

const toToolLink = (row: LinkRow): ToolLink => ({ code: row.code, nameJp: row.name_jp, url: row.url });

export class ResourceService {
  readonly #s: Services;
  readonly #repo: ResourceRepository;
  readonly #links: SiteLinks;
  readonly #downloads: DownloadService;

  constructor(services: Services) {
    this.#s = services;
    this.#repo = new ResourceRepository(services.db);
    this.#links = new SiteLinks(services.db);
    this.#downloads = new DownloadService(services);
  }

  async toolsConfig(): Promise<ToolsConfig> {
    const [currencyPair, commodity, originalTool, mobileApp, mt4, sites, files] = await Promise.all([
      this.#links.list('currencyPair'),
      this.#links.list('commodity'),
      this.#links.list('originalTool'),
      this.#links.byCode('mobileApp'),
      this.#links.byCode('mt4Download'),
      this.#links.byCode('site'),
      this.#repo.downloadableFiles(),
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

  downloadToken(auth: AuthContext, request: DownloadTokenRequest, meta: RequestMeta): Promise<DownloadTokenResult> {
    return this.#downloads.issue(auth, request, meta);
  }

  /**
   * The chart-site address with a token the chart site verifies with the shared secret:
   * base64url(JSON claims) "." base64url(HMAC-SHA256). Claims: sub (customer number), aud, iat, exp (60 s), jti.
   */
  async fchartLogin(auth: AuthContext, meta: RequestMeta): Promise<FchartLoginResult> {
    const customer = await this.#s.customers.getById(auth.customerId);
    const issuedAt = Math.floor(this.#s.clock.now().getTime() / 1000);
    const claims = { sub: customer.customer_no, aud: 'fchart', iat: issuedAt, exp: issuedAt + FCHART_TOKEN_TTL_SECONDS, jti: randomUUID() };
    const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
    const token = `${body}.${hmacBase64Url(this.#s.secrets.chartSigning, body)}`;
    const url = new URL(await this.#links.site('chartSite'));
    url.searchParams.set('token', token);
    await this.#s.audit.record({ event: 'chart_login_issued', customerId: auth.customerId, sessionJti: auth.jti, meta });
    return { url: url.toString() };
  }
}
