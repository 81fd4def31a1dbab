// External addresses (web trading UI, chart site, apps, MT4, live, video, provider site) come from
// tool_links, seeded with example.jp defaults and changed by operators, never written in handlers.
import { ResponseCode } from '@portal/shared-kernel/contract';
import { ApiError } from './errors.ts';
import type { ToolLinksRepository } from '../repositories/tool-links.ts';
import { isSafeHref } from '../lib/safe-url.ts';

export type SiteCode = 'webTradingUi' | 'chartSite' | 'liveUrl' | 'videoSite' | 'providerSite';

/** The address of a site the portal links to; a missing row is a configuration error (500). */
export async function siteUrl(links: ToolLinksRepository, code: SiteCode): Promise<string> {
  const url = await links.find('site', code);
  if (url === undefined) throw new ApiError(500, ResponseCode.INTERNAL, undefined, `tool_links has no site row "${code}"`);
  // Customers are sent there (with one-time codes in the query): only an http(s) address will do.
  if (!/^https?:\/\//i.test(url.trim()) || !isSafeHref(url)) {
    throw new ApiError(500, ResponseCode.INTERNAL, undefined, `tool_links site row "${code}" is not an http(s) address`);
  }
  return url.trim();
}
