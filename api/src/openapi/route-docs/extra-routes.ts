// The routes the API adds beside the contract (http/route-table.ts extraRoutes).
import { API_PREFIX } from '@portal/shared-kernel/contract';
import { BANNER_IMAGE_MAX_AGE_SECONDS } from '../../modules/public/service.ts';
import type { RouteDocsPart } from './types.ts';

export const extraRouteDocs = {
  bannerImage: {
    summary: 'バナー画像',
    description: `SVG banner image (cacheable for ${BANNER_IMAGE_MAX_AGE_SECONDS / 3600} hours).`,
  },
  openapi: {
    summary: 'OpenAPI 3.1 定義',
    description:
      'This document. Production: served on OPS_PORT and, on the main port, only to the addresses of OPS_ALLOW (HTTP 404 NF001 to anyone else); development: everywhere.',
  },
  bankSimulatorPay: {
    summary: '金融機関シミュレーター：お支払い画面（開発用）',
    description:
      `Development only (DEV_SIMULATORS; HTTP 404 otherwise). The HTML page redirectUrl of ${API_PREFIX}/deposit/onlinePay points at: checks the payment request’s signature, ` +
      'shows the payment and offers approve / cancel and when to notify (before or after the browser returns, twice, never).',
  },
  bankSimulatorDecide: {
    summary: '金融機関シミュレーター：承認・キャンセル（開発用）',
    description:
      'Development only (DEV_SIMULATORS; HTTP 404 otherwise). Form from the simulator page: the signed payment request plus decision (approve|cancel) and delivery ' +
      '(before|after|twice|none). Sends the signed notification to deposit/notify through the server’s own HTTP handling and answers 303 to /portal/cash/callback with the signed result.',
  },
} satisfies RouteDocsPart;
