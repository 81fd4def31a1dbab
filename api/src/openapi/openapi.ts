// The OpenAPI 3.1 document (served at /fo-jp-web-api/api/openapi.json): @fastify/swagger collects
// the routes; request and result schemas come from the same valibot schemas the API validates with,
// each route's summary and description from the docs map beside the contract (route-docs/).
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { API_PREFIX, codeMessages, ResponseCode, STEP_UP_HEADER, stepUpRequiredSchema, TOKEN_HEADER } from '@portal/shared-kernel/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { BoundRoute } from '../http/route-spec.ts';
import { resultSchemaOf } from '../http/route-spec.ts';
import type { ApiRoute } from '../http/route-table.ts';
import { routeTextOf } from './route-docs/index.ts';

type JsonSchema = Record<string, unknown>;

export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema;
  return rest;
}

/** HTTP status each failure code is answered with. */
export const codeStatuses: Record<string, number> = {
  [ResponseCode.SESSION_INVALID]: 401,
  [ResponseCode.CASH_FEATURE_DISABLED]: 403,
  [ResponseCode.CASH_NOT_OWNED]: 404,
  [ResponseCode.CASH_INSUFFICIENT]: 409,
  [ResponseCode.CASH_IDEMPOTENCY_MISMATCH]: 409,
  [ResponseCode.CASH_NOT_CANCELLABLE]: 409,
  [ResponseCode.CASH_BANK_UNAVAILABLE]: 409,
  [ResponseCode.CASH_SIGNATURE_INVALID]: 401,
  [ResponseCode.CASH_PAYMENT_MISMATCH]: 409,
  [ResponseCode.CASH_NO_BANK_ACCOUNT]: 409,
  [ResponseCode.SESSION_ENDED]: 401,
  [ResponseCode.REFRESH_EXPIRED]: 401,
  [ResponseCode.REFRESH_INVALID]: 401,
  [ResponseCode.LOGIN_FAILED]: 401,
  [ResponseCode.VALIDATION]: 400,
  [ResponseCode.CODE_INVALID]: 400,
  [ResponseCode.CODE_EXPIRED]: 400,
  [ResponseCode.CODE_TOO_MANY_TRIES]: 400,
  [ResponseCode.CODE_RESEND_TOO_SOON]: 429,
  [ResponseCode.PASSWORD_WRONG]: 400,
  [ResponseCode.PASSWORD_SAME_AS_OLD]: 400,
  [ResponseCode.PASSWORD_CONTAINS_BIRTH_DATE]: 400,
  [ResponseCode.PASSWORD_CONTAINS_CUSTOMER_NO]: 400,
  [ResponseCode.PASSWORD_CONTAINS_ACCOUNT_NO]: 400,
  [ResponseCode.PASSWORD_CONTAINS_PHONE]: 400,
  [ResponseCode.PASSWORD_CONTAINS_LOGIN_PASSWORD]: 400,
  [ResponseCode.PASSWORD_SAME_AS_PREVIOUS]: 400,
  [ResponseCode.PASSWORD_TOO_COMMON]: 400,
  [ResponseCode.PASSWORD_LOCKED]: 423,
  [ResponseCode.PASSWORD_NOT_SET]: 409,
  [ResponseCode.PASSWORD_ALREADY_SET]: 409,
  [ResponseCode.TRADING_PASSWORD_NOT_APPLICABLE]: 403,
  [ResponseCode.MFA_NO_CHANGE]: 400,
  [ResponseCode.MFA_OFF_NOT_ALLOWED]: 403,
  [ResponseCode.CUSTOMER_MISMATCH]: 403,
  [ResponseCode.DOWNLOAD_TOKEN_INVALID]: 404,
  [ResponseCode.CORPORATE_ONLY]: 403,
  [ResponseCode.NOT_FOUND]: 404,
  // Document uploads.
  [ResponseCode.UPLOAD_SESSION_INVALID]: 401,
  [ResponseCode.UPLOAD_REJECTED]: 400,
  [ResponseCode.UPLOAD_UNAVAILABLE]: 503,
  [ResponseCode.UPLOAD_QUOTA_EXCEEDED]: 429,
  [ResponseCode.RATE_LIMITED]: 429,
  [ResponseCode.INTERNAL]: 500,
  [ResponseCode.SERVICE_UNAVAILABLE]: 503,
  [ResponseCode.MAIL_UNAVAILABLE]: 503,
  [ResponseCode.STEP_UP_REQUIRED]: 403,
  [ResponseCode.STEP_UP_METHOD_UNAVAILABLE]: 400,
  [ResponseCode.PASSKEY_FAILED]: 400,
  [ResponseCode.PASSKEY_CHALLENGE_INVALID]: 400,
  [ResponseCode.PASSKEY_ALREADY_REGISTERED]: 409,
  [ResponseCode.PASSKEY_LIMIT]: 409,
  [ResponseCode.MFA_OFF_PASSKEY]: 403,
  [ResponseCode.SECURITY_LOCKED]: 423,
  [ResponseCode.LOGIN_NOT_REPORTABLE]: 400,
  // Hardening of the money and account-opening paths.
  [ResponseCode.CASH_PAYMENT_EXPIRED]: 409,
  [ResponseCode.CASH_SOURCE_NOT_ALLOWED]: 403,
  [ResponseCode.CASH_STATEMENT_TOO_LARGE]: 400,
  [ResponseCode.APPLICATION_INVALID]: 400,
};

const failureCodes = Object.values(ResponseCode).filter((code) => code !== ResponseCode.OK && code in codeStatuses);

const codeTable = [
  '| code | HTTP | localizedMessage |',
  '|---|---|---|',
  `| ${ResponseCode.OK} | 200 | (success) |`,
  ...failureCodes.map((code) => `| ${code} | ${codeStatuses[code]} | ${codeMessages[code] ?? ''} |`),
].join('\n');

const envelopeOf = (result: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'result', 'message', 'localizedMessage'],
  properties: {
    code: { const: ResponseCode.OK },
    result,
    message: { type: 'string' },
    localizedMessage: { type: 'string' },
  },
});

const errorEnvelope = (codes: readonly string[]): JsonSchema => ({
  type: 'object',
  required: ['code', 'result', 'message', 'localizedMessage'],
  properties: {
    code: { type: 'string', enum: [...new Set(codes)] },
    // SU001 names what to step up for and how; every other failure carries null.
    result: codes.includes(ResponseCode.STEP_UP_REQUIRED)
      ? { oneOf: [{ type: 'null' }, { ...jsonSchemaOf(stepUpRequiredSchema, 'output'), description: `${ResponseCode.STEP_UP_REQUIRED} only` }] }
      : { type: 'null' },
    message: { type: 'string', description: 'Technical text (English)' },
    localizedMessage: { type: 'string', description: 'Japanese text to show the customer' },
  },
});

export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  return {
    // OpenAPI 3.1 has JSON Schema's const.
    convertConstToEnum: false,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'マイページ API (fo-jp-web-api)',
        version: '1.0.0',
        description: [
          `Every JSON response is an envelope \`{code, result, message, localizedMessage}\`; success is \`${ResponseCode.OK}\`.`,
          'Failures carry a meaningful HTTP status, `result: null` and a Japanese `localizedMessage`.',
          `Non-public routes need the \`${TOKEN_HEADER}\` header; without a live session they answer 401 with 9000 (missing, unknown, expired) or 1010 (ended).`,
          'Bodies: `application/x-www-form-urlencoded` (booleans as "true"/"false") for form routes, `application/json` for JSON routes, query strings for query routes, `multipart/form-data` for document uploads (fields first, the file last).',
          `Important operations need a step-up: the \`${STEP_UP_HEADER}\` header with the token of stepUp/verify (single use, 300 s, bound to the customer, the login session and the operation); without it they answer 403 ${ResponseCode.STEP_UP_REQUIRED} whose result names the operation and the methods, before anything is written.`,
          '',
          codeTable,
        ].join('\n'),
      },
      components: {
        securitySchemes: { gwToken: { type: 'apiKey', in: 'header', name: TOKEN_HEADER } },
      },
      tags: [
        { name: 'login', description: 'ログイン・セッション' },
        { name: 'customer', description: 'お客様' },
        { name: 'withdraw', description: '出金・出金パスワード' },
        { name: 'deposit', description: '入金（クイック入金・振込入金）' },
        { name: 'transfer', description: '振替・入金先口座' },
        { name: 'cash', description: '入出金履歴・報告書' },
        { name: 'tradingPwd', description: '取引パスワード（証券CFD）' },
        { name: 'system', description: 'システム設定' },
        { name: 'resource', description: 'ツール・ファイル' },
        { name: 'public', description: 'ログイン不要' },
        { name: 'passkey', description: 'パスキー' },
        { name: 'stepUp', description: '本人確認（重要なお手続きの前）' },
      ],
    },
  };
}

/** The Fastify route schema of an API route: documentation only (validation is valibot's). */
export function routeSchema(route: ApiRoute, bound: BoundRoute): Record<string, unknown> {
  const { doc, endpoint } = bound;
  const always = [ResponseCode.VALIDATION, ResponseCode.INTERNAL, ResponseCode.SERVICE_UNAVAILABLE];
  const sessionCodes = route.public ? [] : [ResponseCode.SESSION_INVALID, ResponseCode.SESSION_ENDED];
  const result = resultSchemaOf(bound);
  const fileType = 'contentType' in endpoint ? endpoint.contentType : 'application/pdf';
  const { summary, description } = routeTextOf(route.name);
  const schema: Record<string, unknown> = {
    operationId: route.name,
    tags: [endpoint.group],
    summary,
    description: `${description}${route.public ? '' : `\n\nRequires the ${TOKEN_HEADER} header.`}`,
    security: route.public ? [] : [{ gwToken: [] }],
    response: {
      200: result
        ? {
            description: `${ResponseCode.OK}: the envelope with the result`,
            content: { 'application/json': { schema: envelopeOf(jsonSchemaOf(result, 'output')) } },
          }
        : {
            description: 'The file itself (not an envelope)',
            content: { [fileType]: { schema: { type: 'string', format: 'binary' } } },
          },
      default: {
        description: 'Failure envelope',
        content: { 'application/json': { schema: errorEnvelope([...doc.errors, ...sessionCodes, ...always]) } },
      },
    },
  };
  if (doc.stepUp) {
    const operation = typeof doc.stepUp === 'string' ? doc.stepUp : doc.stepUp.operation;
    schema.headers = {
      type: 'object',
      properties: {
        [STEP_UP_HEADER.toLowerCase()]: { type: 'string', description: `Step-up token of stepUp/verify for the operation ${operation}` },
      },
    };
  }
  const input = endpoint.request;
  if (input && route.body === 'query') schema.querystring = jsonSchemaOf(input, 'input');
  if (input && (route.body === 'form' || route.body === 'json')) {
    schema.body = jsonSchemaOf(input, 'input');
    schema.consumes = [route.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'];
  }
  if (input && route.body === 'multipart') {
    // The file part as binary; the fields as the contract declares them (fields first, the file last).
    const fields = jsonSchemaOf(input, 'input') as { properties?: Record<string, unknown> };
    schema.body = { ...fields, properties: { ...fields.properties, file: { type: 'string', format: 'binary' } } };
    schema.consumes = ['multipart/form-data'];
  }
  return schema;
}

export const openapiUrl = `${API_PREFIX}/openapi.json`;
