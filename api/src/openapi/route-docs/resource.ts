// resource/* and fchart/login: tools configuration, download tokens, the chart site.
import { DOWNLOAD_TOKEN_TTL_SECONDS } from '../../domain/downloads.ts';
import { FCHART_TOKEN_TTL_SECONDS } from '../../modules/resource/service.ts';
import type { RouteDocsPart } from './types.ts';

export const resourceDocs = {
  toolsConfig: {
    summary: 'ツール設定',
    description:
      'Tool links (currency pairs, commodities, original tools, apps, MT4, live, video site) and the downloadable files (termination letters, market forecast).',
  },
  downloadToken: {
    summary: 'ダウンロードトークン発行',
    description:
      'Form: filePath (a file of the allowlisted files directory, as toolsConfig lists it) and fileName (the name to save as; same extension). ' +
      `Returns a single-use token valid for ${DOWNLOAD_TOKEN_TTL_SECONDS} s and the public/file/download link.`,
  },
  fchartLogin: {
    summary: 'チャートサイトへのログインURL',
    description: `The chart-site address (from configuration) with a signed token valid for ${FCHART_TOKEN_TTL_SECONDS} s.`,
  },
} satisfies RouteDocsPart;
