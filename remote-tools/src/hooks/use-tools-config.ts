import type { ToolsConfig } from '@portal/shared-kernel';
import { endpoints } from '@portal/shared-kernel';
import { useEndpointQuery } from '@portal/shared-kernel/react';
import type { ApiQuery } from '@portal/shared-kernel/react';

// resource/toolsConfig is the same for every page of a page load (and for every customer): one query
// of the page-wide cache, shared by the tools pages and the termination-letter banner (in the host,
// whichever shows first fetches it), never stale within the page load. The cache is emptied at
// logout like every answer; a failed load is not kept — the next page, or 「再読み込み」, asks again.
const FETCHED_ONCE_PER_PAGE_LOAD = Number.POSITIVE_INFINITY;

export function useToolsConfig(): ApiQuery<ToolsConfig> {
  return useEndpointQuery(endpoints.resource.toolsConfig, { staleTimeMs: FETCHED_ONCE_PER_PAGE_LOAD });
}
