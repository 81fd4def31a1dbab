// Resources (spec §7): tool links and files, download tokens, the chart site.
import * as v from 'valibot';
import { endpointGroup } from '../endpoint.ts';
import { requestObject, requiredText } from '../fields.ts';
import { instantSchema } from '../schemas/common.ts';
import { toolsConfigSchema } from '../schemas/entities.ts';

export const downloadTokenRequest = requestObject({
  filePath: requiredText('ダウンロードするファイル（filePath）を指定してください。', 200, 'ファイルパスが長すぎます。'),
  fileName: v.pipe(
    requiredText(
      '保存するファイル名（fileName）を指定してください。',
      100,
      'ファイル名は100文字以内で指定してください。',
      'ファイル名に使用できない文字が含まれています。',
    ),
    v.check((name) => !/[\\/:*?"<>|]/.test(name), 'ファイル名に使用できない文字が含まれています。'),
  ),
});

export const resourceEndpoints = endpointGroup('resource', {
  toolsConfig: {
    name: 'toolsConfig',
    summary: 'ツール設定',
    description:
      'Tool links (currency pairs, commodities, original tools, apps, MT4, live, video site) and the downloadable files (termination letters, market forecast).',
    method: 'GET',
    path: 'resource/toolsConfig',
    body: 'none',
    public: false,
    request: null,
    result: toolsConfigSchema,
  },
  downloadToken: {
    name: 'downloadToken',
    summary: 'ダウンロードトークン発行',
    description:
      'Form: filePath (a file of the allowlisted files directory, as toolsConfig lists it) and fileName (the name to save as; same extension). ' +
      'Returns a single-use token valid for 300 s and the public/file/download link.',
    method: 'POST',
    path: 'resource/downloadToken',
    body: 'form',
    public: false,
    request: downloadTokenRequest,
    /** `url` is a ready-made link to public/file/download for this token. */
    result: v.strictObject({ downloadToken: v.string(), expiresAt: instantSchema, url: v.string() }),
  },
  fchartLogin: {
    name: 'fchartLogin',
    summary: 'チャートサイトへのログインURL',
    description: 'The chart-site address (from configuration) with a signed token valid for 60 s.',
    method: 'GET',
    path: 'fchart/login',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({ url: v.pipe(v.string(), v.url()) }),
  },
});
