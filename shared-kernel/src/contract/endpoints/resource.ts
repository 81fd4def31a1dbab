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
    method: 'GET',
    path: 'resource/toolsConfig',
    body: 'none',
    public: false,
    request: null,
    result: toolsConfigSchema,
  },
  downloadToken: {
    name: 'downloadToken',
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
    method: 'GET',
    path: 'fchart/login',
    body: 'none',
    public: false,
    request: null,
    result: v.strictObject({ url: v.pipe(v.string(), v.url()) }),
  },
});
