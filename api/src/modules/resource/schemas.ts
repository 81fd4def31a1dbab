import * as v from 'valibot';
import { requestObject } from '../../http/validation.ts';

export const downloadTokenSchema = requestObject({
  filePath: v.pipe(
    v.string('ダウンロードするファイル（filePath）を指定してください。'),
    v.trim(),
    v.nonEmpty('ダウンロードするファイル（filePath）を指定してください。'),
    v.maxLength(200, 'ファイルパスが長すぎます。'),
  ),
  fileName: v.pipe(
    v.string('保存するファイル名（fileName）を指定してください。'),
    v.trim(),
    v.nonEmpty('保存するファイル名（fileName）を指定してください。'),
    v.maxLength(100, 'ファイル名は100文字以内で指定してください。'),
    v.check(
      (name) => !/[\\/:*?"<>|]/.test(name) && ![...name].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f),
      'ファイル名に使用できない文字が含まれています。',
    ),
  ),
});

export const downloadTokenResultSchema = v.strictObject({
  downloadToken: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  url: v.string(),
});

export const fchartLoginResultSchema = v.strictObject({ url: v.pipe(v.string(), v.url()) });

export { toolsConfigSchema as toolsConfigResultSchema } from '../common/result-schemas.ts';
