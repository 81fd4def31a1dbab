import * as v from 'valibot';

export const downloadTokenSchema = v.object(
  {
    filePath: v.pipe(
      v.optional(v.string('ファイルパスが正しくありません。'), ''),
      v.trim(),
      v.nonEmpty('ダウンロードするファイル（filePath）を指定してください。'),
      v.maxLength(200, 'ファイルパスが長すぎます。'),
    ),
    fileName: v.pipe(
      v.optional(v.string('ファイル名が正しくありません。'), ''),
      v.trim(),
      v.nonEmpty('保存するファイル名（fileName）を指定してください。'),
      v.maxLength(100, 'ファイル名は100文字以内で指定してください。'),
      v.regex(/^[^\\/:*?"<>|\u0000-\u001f\u007f]+$/u, 'ファイル名に使用できない文字が含まれています。'),
    ),
  },
  'リクエストの形式が正しくありません。',
);

export const downloadTokenResultSchema = v.strictObject({
  downloadToken: v.string(),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  url: v.string(),
});

export const fchartLoginResultSchema = v.strictObject({ url: v.pipe(v.string(), v.url()) });

export { toolsConfigSchema as toolsConfigResultSchema } from '../common/result-schemas.ts';
