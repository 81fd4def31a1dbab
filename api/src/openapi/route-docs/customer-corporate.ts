// A corporation's changes (customer/update/corp*, traderInfo), all of them modification requests.
import { MAX_BENEFICIAL_OWNERS } from '@portal/shared-kernel/contract';
import type { RouteDocsPart } from './types.ts';

export const customerCorporateDocs = {
  updateCorpInfo1: {
    summary: '法人情報の変更申請',
    description:
      'Corporations only. 法人名・フリガナ・法人番号 (13 digits with its check digit)・本店所在地 (area from resource/postcode/{code})・電話番号; becomes a modification request (corp_info) that needs the 履歴事項全部証明書.',
  },
  updateCorpInfo2: {
    summary: '事業内容・財務状況の変更申請',
    description:
      'Corporations only. 業種 (industries of clientInfoOptions), 事業内容, 資本金 (万円), 年商 (salesRanges of clientInfoOptions), 決算月; becomes a modification request (corp_business).',
  },
  updateCorpRepInfo: {
    summary: '代表者情報の変更申請',
    description:
      'Corporations only. The representative’s name, kana, title and birth date; becomes a modification request (corp_rep) that needs the 履歴事項全部証明書 and the representative’s identity document.',
  },
  updateTraderInfo: {
    summary: '取引担当者情報の変更申請',
    description:
      'Corporations only. The trader’s name, kana, department, title, birth date, phone and e-mail; becomes a modification request (trader) that needs the trader’s identity document (public/user/uploadTraderConfirmationDoc).',
  },
  updateCorpBoInfo: {
    summary: '実質的支配者情報の変更申請',
    description:
      `Corporations only. 1 to ${MAX_BENEFICIAL_OWNERS} beneficial owners (name, kana, birth date, address, basis: voting with the share over 25 %, control, or representative; 外国PEPs yes/no), ` +
      'replacing the list as a whole on approval; becomes a modification request (corp_bo).',
  },
} satisfies RouteDocsPart;
