// Public endpoints (no token, spec §7): forgotten login password, banners, account settings, downloads.
import * as v from 'valibot';
import { loginPasswordSchema } from '../../validation/index.ts';
import { endpointGroup, FILE_RESULT } from '../endpoint.ts';
import { INVALID_REQUEST_MESSAGE, plainString, requestObject, requiredText, verificationSessionIdField, verifyCodeField } from '../fields.ts';
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

/**
 * What a browser reports when a remote fails to load or throws (the host's remote boundaries): which
 * remote, the version its manifest named, the page's route (no query, digits and ids replaced), the
 * phase and the error's class — never its message, the customer or the session.
 */
export const remoteFailureRequest = requestObject({
  remote: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^remote_[a-z]{1,20}$/, INVALID_REQUEST_MESSAGE)),
  remoteVersion: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^[A-Za-z0-9.+_-]{1,40}$/, INVALID_REQUEST_MESSAGE)),
  route: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^\/[A-Za-z0-9/:._-]{0,119}$/, INVALID_REQUEST_MESSAGE)),
  phase: v.picklist(['load', 'render'], INVALID_REQUEST_MESSAGE),
  errorClass: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, INVALID_REQUEST_MESSAGE)),
  hostVersion: v.pipe(v.string(INVALID_REQUEST_MESSAGE), v.regex(/^[A-Za-z0-9.+_-]{1,40}$/, INVALID_REQUEST_MESSAGE)),
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
  // Operations: the host's beacon for remotes that fail in a browser (not in the spec's list).
  remoteFailure: {
    name: 'remoteFailure',
    method: 'POST',
    path: 'public/beacon/remoteFailure',
    body: 'json',
    public: true,
    request: remoteFailureRequest,
    result: okSchema,
  },
});
