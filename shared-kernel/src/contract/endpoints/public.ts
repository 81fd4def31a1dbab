// Public endpoints (no token, spec §7): forgotten login password, banners, account settings, downloads.
import * as v from 'valibot';
import { loginPasswordSchema } from '../../validation/index.ts';
import { endpointGroup, FILE_RESULT } from '../endpoint.ts';
import { plainString, requestObject, requiredText, verificationSessionIdField, verifyCodeField } from '../fields.ts';
import { normaliseLoginId } from '../login-id.ts';
import { okSchema, verifiedSchema } from '../schemas/common.ts';
import { accountSettingCommonSchema, bannerSchema } from '../schemas/entities.ts';

export const forgetPwdStep1Request = requestObject({
  /** Login ID (customer number). */
  username: v.pipe(
    plainString('ログインIDを入力してください。', 'ログインIDに使用できない文字が含まれています。'),
    v.transform(normaliseLoginId),
    v.nonEmpty('ログインIDを入力してください。'),
    v.maxLength(20, 'ログインIDは20文字以内で入力してください。'),
  ),
  email: v.pipe(
    requiredText('メールアドレスを入力してください。', 254, 'メールアドレスが長すぎます。'),
    v.email('メールアドレスの形式が正しくありません。'),
  ),
});

export const publicEndpoints = endpointGroup('public', {
  forgetPwdStep1: {
    name: 'forgetPwdStep1',
    method: 'POST',
    path: 'public/user/forgetPwdStep1',
    body: 'form',
    public: true,
    request: forgetPwdStep1Request,
    // No maskedEmail: the answer is the same whether or not the ID and address belong to an account.
    result: v.strictObject({ sessionId: v.string(), resendAfterSeconds: v.number(), expiresInSeconds: v.number() }),
  },
  forgetPwdStep2: {
    name: 'forgetPwdStep2',
    method: 'POST',
    path: 'public/user/forgetPwdStep2',
    body: 'form',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField, verifyCode: verifyCodeField }),
    result: verifiedSchema,
  },
  forgetPwdStep3: {
    name: 'forgetPwdStep3',
    method: 'POST',
    path: 'public/user/forgetPwdStep3',
    body: 'form',
    public: true,
    request: requestObject({ sessionId: verificationSessionIdField, newPassword: loginPasswordSchema }),
    result: okSchema,
  },
  bannerPC: { name: 'bannerPC', method: 'GET', path: 'public/banner/PC', body: 'none', public: true, request: null, result: v.array(bannerSchema) },
  accountSettingCommon: {
    name: 'accountSettingCommon',
    method: 'GET',
    path: 'public/accountopen/accountSettingCommon',
    body: 'none',
    public: true,
    request: null,
    result: accountSettingCommonSchema,
  },
  fileDownload: {
    name: 'fileDownload',
    method: 'GET',
    path: 'public/file/download',
    body: 'query',
    public: true,
    request: requestObject({
      downloadtoken: v.pipe(
        plainString('ダウンロードトークン（downloadtoken）を指定してください。', 'ダウンロードトークンが正しくありません。'),
        v.nonEmpty('ダウンロードトークン（downloadtoken）を指定してください。'),
        v.maxLength(200, 'ダウンロードトークンが正しくありません。'),
      ),
    }),
    result: FILE_RESULT,
  },
});
