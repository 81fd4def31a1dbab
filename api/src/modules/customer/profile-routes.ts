// The routes of the customer pages: the identity documents (upload tokens and uploads),
// customer/check/maskedData, the customer/update/* changes — applied at once, suitability answers,
// modification requests and their development approval, the corporate ones — the code to a new
// e-mail address, the login history, and the lookups (resource/postcode, resource/bank) and options
// (public/accountopen/clientInfoOptions) the pages use.
import { endpoints, ResponseCode } from '@portal/shared-kernel/contract';
import { badRequest } from '../../domain/errors.ts';
import { route } from '../../http/route-spec.ts';
import type { BoundRoute } from '../../http/route-spec.ts';
import { searchBanks, searchBranches } from '../../domain/banks.ts';
import { clientInfoOptions } from '../../domain/client-options.ts';
import { lookupPostcode } from '../../domain/postcodes.ts';
import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../../domain/audit.ts';
import type { DocumentService } from './documents.ts';
import type { LoginHistoryService } from './login-history.ts';
import type { ModificationRequestService } from './modification-requests.ts';
import type { ProfileService } from './profile.ts';
import type { SuitabilityService } from './suitability.ts';
import { grantOf } from '../passkey/routes.ts';

const e = endpoints.customer;
const individualOnly = [ResponseCode.INDIVIDUAL_ONLY] as const;

export interface CustomerProfileRouteDeps {
  profile: ProfileService;
  modificationRequests: ModificationRequestService;
  suitability: SuitabilityService;
  loginHistory: LoginHistoryService;
  documents: DocumentService;
}

export function customerProfileRoutes(deps: CustomerProfileRouteDeps): BoundRoute[] {
  return [
    ...documentRoutes(deps.documents),
    ...profileRoutes(deps),
    ...modificationRequestRoutes(deps.modificationRequests),
    ...corporateRequestRoutes(deps.modificationRequests),
    ...lookupRoutes(),
  ];
}

/** Identity, My Number and trader documents: the upload token, the three uploads, the My Number status. */
function documentRoutes(documents: DocumentService): BoundRoute[] {
  const uploadDoc = (kind: 'my_number' | 'personal' | 'trader') => ({
    errors: [ResponseCode.UPLOAD_SESSION_INVALID, ResponseCode.UPLOAD_REJECTED, ResponseCode.UPLOAD_UNAVAILABLE, ResponseCode.UPLOAD_QUOTA_EXCEEDED],
    rateLimit: 'code' as const,
    admit: (request: FastifyRequest, meta: RequestMeta) => documents.admit(request, kind, meta),
    handler: ({ request, meta }: { request: FastifyRequest; meta: RequestMeta }) => documents.receive(request, kind, meta),
  });
  return [
    route(endpoints.resource.sessionToken, {
      errors: [ResponseCode.UPLOAD_UNAVAILABLE, ResponseCode.UPLOAD_QUOTA_EXCEEDED, ResponseCode.CORPORATE_ONLY, ResponseCode.INDIVIDUAL_ONLY],
      rateLimit: 'code',
      handler: ({ auth, input, meta }) => documents.sessionToken(auth, input, meta),
    }),
    route(endpoints.public.uploadMyNumberDoc, {
      ...uploadDoc('my_number'),
      errors: [...uploadDoc('my_number').errors, ResponseCode.INDIVIDUAL_ONLY],
    }),
    route(endpoints.public.uploadPersonalConfirmationDoc, {
      ...uploadDoc('personal'),
    }),
    route(endpoints.public.uploadTraderConfirmationDoc, {
      ...uploadDoc('trader'),
      errors: [...uploadDoc('trader').errors, ResponseCode.CORPORATE_ONLY],
    }),
    route(e.checkMyNumber, {
      errors: [ResponseCode.INDIVIDUAL_ONLY],
      handler: ({ auth, meta }) => documents.checkMyNumber(auth, meta),
    }),
  ];
}

/** The masked profile, the changes applied at once, the suitability answers, the login history. */
function profileRoutes({ profile, suitability, loginHistory }: CustomerProfileRouteDeps): BoundRoute[] {
  return [
    route(e.maskedData, {
      errors: [],
      handler: ({ auth }) => profile.maskedData(auth),
    }),
    route(e.updateInfo, {
      errors: [
        ...individualOnly,
        ResponseCode.PROFILE_NO_CHANGE,
        ResponseCode.PROFILE_REQUEST_PENDING,
        ResponseCode.CODE_INVALID,
        ResponseCode.CODE_EXPIRED,
        ResponseCode.CODE_TOO_MANY_TRIES,
      ],
      handler: ({ input, auth, meta }) => profile.updateInfo(auth, input, meta),
    }),
    route(e.updateEmploy, {
      errors: individualOnly,
      handler: ({ input, auth, meta }) => suitability.answer(auth, 'employ', input, meta),
    }),
    route(e.updateProperty, {
      errors: individualOnly,
      handler: ({ input, auth, meta }) => suitability.answer(auth, 'property', input, meta),
    }),
    route(e.updateInvestmentExp, {
      errors: [],
      handler: ({ input, auth, meta }) => suitability.answer(auth, 'exp', input, meta),
    }),
    route(e.updateInvestmentPurpose, {
      errors: individualOnly,
      handler: ({ input, auth, meta }) => suitability.answer(auth, input.kind, { codes: input.codes, other: input.other }, meta),
    }),
    route(e.updateAdvertisement, {
      errors: [],
      handler: ({ input, auth, meta }) => profile.setFlag(auth, 'advertisement', input.advertisement, meta),
    }),
    route(e.updateNotification, {
      errors: [],
      handler: ({ input, auth, meta }) => profile.setFlag(auth, 'login_notice', input.loginNotice, meta),
    }),
    route(e.updateContractNotice, {
      errors: [...individualOnly, ResponseCode.CONTRACT_NOTICE_NOT_APPLICABLE],
      handler: ({ input, auth, meta }) => profile.setFlag(auth, 'contract_notice', input.contractNotice, meta),
    }),
    route(e.sendProfileVerifyEmail, {
      errors: [
        ResponseCode.STEP_UP_REQUIRED,
        ResponseCode.PROFILE_NO_CHANGE,
        ResponseCode.CODE_RESEND_TOO_SOON,
        ResponseCode.MAIL_UNAVAILABLE,
        ResponseCode.RATE_LIMITED,
      ],
      rateLimit: 'code',
      stepUp: 'emailChange',
      handler: ({ input, auth, stepUp, meta }) => profile.sendNewEmailCode(auth, input.email as string, grantOf(stepUp), meta),
    }),
    route(e.loginHistory, {
      errors: [],
      handler: ({ auth }) => loginHistory.list(auth),
    }),
  ];
}

/** The changes that need review (address, bank account), a request's status and its development approval. */
function modificationRequestRoutes(requests: ModificationRequestService): BoundRoute[] {
  return [
    route(e.updateAddress, {
      errors: [...individualOnly, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateAddress(auth, input, meta),
    }),
    route(e.updateBank, {
      errors: [ResponseCode.STEP_UP_REQUIRED, ResponseCode.PROFILE_REQUEST_PENDING],
      stepUp: 'bankAccountChange',
      handler: ({ input, auth, stepUp, meta }) => requests.updateBank(auth, input, grantOf(stepUp), meta),
    }),
    route(e.customerModifyDetail, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => requests.modifyDetail(auth, input.id, meta),
    }),
    route(e.devApproveModify, {
      errors: [ResponseCode.NOT_FOUND],
      handler: ({ input, auth, meta }) => requests.devApprove(auth, input.id, meta),
    }),
  ];
}

/** A corporation's changes, all of them modification requests. */
function corporateRequestRoutes(requests: ModificationRequestService): BoundRoute[] {
  return [
    route(e.updateCorpInfo1, {
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpInfo1(auth, input, meta),
    }),
    route(e.updateCorpInfo2, {
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpInfo2(auth, input, meta),
    }),
    route(e.updateCorpRepInfo, {
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpRep(auth, input, meta),
    }),
    route(e.updateTraderInfo, {
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateTrader(auth, input, meta),
    }),
    route(e.updateCorpBoInfo, {
      errors: [ResponseCode.CORPORATE_ONLY, ResponseCode.PROFILE_NO_CHANGE, ResponseCode.PROFILE_REQUEST_PENDING],
      handler: ({ input, auth, meta }) => requests.updateCorpBo(auth, { owners: input.owners }, meta),
    }),
  ];
}

/** The lookups and options the pages' forms use. */
function lookupRoutes(): BoundRoute[] {
  return [
    route(endpoints.resource.postcode, {
      errors: [],
      handler: async ({ input }) => {
        const result = lookupPostcode(input.code);
        if (result.areas.length === 0) throw badRequest('この郵便番号は見つかりません。郵便番号をご確認ください。', 'unknown postcode');
        return result;
      },
    }),
    route(endpoints.resource.bankSearch, {
      errors: [],
      handler: async ({ input }) => searchBanks(input.q ?? ''),
    }),
    route(endpoints.resource.branchSearch, {
      errors: [],
      handler: async ({ input }) => {
        const branches = searchBranches(input.bankCode, input.q ?? '');
        if (branches === null) throw badRequest('金融機関コードが見つかりません。金融機関を選び直してください。', 'unknown bank');
        return branches;
      },
    }),
    route(endpoints.public.clientInfoOptions, {
      errors: [],
      handler: async () => clientInfoOptions,
    }),
  ];
}
