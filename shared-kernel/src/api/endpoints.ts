// One typed function per endpoint, grouped as the spec groups them (§7). Built from the contract's
// `endpoints` table and `EndpointTypes`, so a path and its types are written once.
import { API_PREFIX, endpoints } from '../contract/endpoints.ts';
import type { DownloadableFile, EndpointName } from '../contract/endpoints.ts';
import type { AnnualConsentDocument, ExtraAcknowledgementItem, FeatureSwitches } from '../contract/entities.ts';
import { parseTangramFunctions } from '../features/feature-switches.ts';
import type { SecondVerifySettings } from '../features/feature-switches.ts';
import { callEndpoint } from './client.ts';
import type { CallOptions, RequestOf, ResultOf } from './client.ts';

export type EndpointFunction<N extends EndpointName> = [RequestOf<N>] extends [void]
  ? (options?: CallOptions) => Promise<ResultOf<N>>
  : (req: RequestOf<N>, options?: CallOptions) => Promise<ResultOf<N>>;

/** The function for one endpoint: `(options?)` when it takes no input, else `(req, options?)`. */
export function endpointFunction<N extends EndpointName>(name: N, defaults: CallOptions = {}): EndpointFunction<N> {
  const takesInput = endpoints[name].body !== 'none';
  const fn = takesInput
    ? (req: RequestOf<N>, options?: CallOptions) => callEndpoint(name, req, { ...defaults, ...options })
    : (options?: CallOptions) => callEndpoint(name, undefined as RequestOf<N>, { ...defaults, ...options });
  return fn as EndpointFunction<N>;
}

const byOrder = <T extends { order: number }>(items: T[]): T[] => [...items].sort((a, b) => a.order - b.order);

/** customer/acknowledgementAdditional carries a JSON string: parse it into items sorted by order ([] if unreadable). */
export function parseAcknowledgementAdditional(raw: unknown): ExtraAcknowledgementItem[] {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? byOrder(value as ExtraAcknowledgementItem[]) : [];
}

/** A link to public/file/download for a download token. */
export function fileDownloadUrl(downloadtoken: string): string {
  return `${API_PREFIX}/${endpoints.fileDownload.path}?${new URLSearchParams({ downloadtoken })}`;
}

const listAnnualConsent = endpointFunction('listAnnualConsent', { notify: false });
const acknowledgementAdditional = endpointFunction('acknowledgementAdditional', { notify: false });
const tangramFunctions = endpointFunction('tangramFunctions');
const downloadToken = endpointFunction('downloadToken');

export const loginApi = {
  auth: endpointFunction('loginAuth'),
  refreshToken: endpointFunction('refreshToken'),
  checkLoginSessionValid: endpointFunction('checkLoginSessionValid'),
  sendSecondVerifyCode: endpointFunction('sendSecondVerifyCode'),
  verifySecondVerifyCode: endpointFunction('verifySecondVerifyCode'),
};

export const customerApi = {
  view: endpointFunction('customerView'),
  corpInfo: endpointFunction('corpInfo'),
  /** The login password change. */
  resetPwd: endpointFunction('resetPwd'),
  logout: endpointFunction('logout'),
  showAllActiveToken: endpointFunction('showAllActiveToken'),
  terminateToken: endpointFunction('terminateToken'),
  publishOTP: endpointFunction('publishOTP'),
  publicWebToken: endpointFunction('publicWebToken'),
  /** Consent documents sorted by order; failures show no toast (spec §8). */
  listAnnualConsent: async (options?: CallOptions): Promise<AnnualConsentDocument[]> => byOrder((await listAnnualConsent(options)) ?? []),
  updateAnnualConsent: endpointFunction('updateAnnualConsent'),
  /** Parsed and sorted by order; failures show no toast (spec §8). */
  acknowledgementAdditional: async (options?: CallOptions): Promise<ExtraAcknowledgementItem[]> =>
    parseAcknowledgementAdditional(await acknowledgementAdditional(options)),
  sendUpdateMfaVerifyEmail: endpointFunction('sendUpdateMfaVerifyEmail'),
  updateSecondVerification: endpointFunction('updateSecondVerification'),
};

export const publicApi = {
  forgetPwdStep1: endpointFunction('forgetPwdStep1'),
  forgetPwdStep2: endpointFunction('forgetPwdStep2'),
  forgetPwdStep3: endpointFunction('forgetPwdStep3'),
  bannerPC: endpointFunction('bannerPC'),
  accountSettingCommon: endpointFunction('accountSettingCommon'),
  /** The file as a Blob (an error answer is read as the envelope and thrown as ApiError). */
  fileDownload: endpointFunction('fileDownload'),
  fileDownloadUrl,
};

export const resourceApi = {
  toolsConfig: endpointFunction('toolsConfig'),
  downloadToken,
  fchartLogin: endpointFunction('fchartLogin'),
  tangramFunctions,
  /** Feature switches, parsed with the spec defaults (for createFeatureGuard). */
  featureSwitches: async (settings: SecondVerifySettings = {}, options?: CallOptions): Promise<FeatureSwitches> =>
    parseTangramFunctions(await tangramFunctions(options), settings),
  /** Asks for a download token and returns the link to the file. */
  downloadFileUrl: async (file: DownloadableFile, options?: CallOptions): Promise<string> => {
    const result = await downloadToken({ filePath: file.filePath, fileName: file.fileName }, options);
    return result.url || fileDownloadUrl(result.downloadToken);
  },
};

export const withdrawApi = {
  isWithdrawPwdSet: endpointFunction('isWithdrawPwdSet'),
  forgotPwdStep1: endpointFunction('withdrawForgotPwdStep1'),
  forgotPwdStep2: endpointFunction('withdrawForgotPwdStep2'),
  forgotPwdStep3: endpointFunction('withdrawForgotPwdStep3'),
  setWithdrawPwd: endpointFunction('setWithdrawPwd'),
  changeWithdrawPwd: endpointFunction('changeWithdrawPwd'),
};

export const tradingPwdApi = {
  isTradingPwdSet: endpointFunction('isTradingPwdSet'),
  forgotTrdPwdStep1: endpointFunction('forgotTrdPwdStep1'),
  forgotTrdPwdStep2: endpointFunction('forgotTrdPwdStep2'),
  forgotTrdPwdStep3: endpointFunction('forgotTrdPwdStep3'),
  setTrdPwd: endpointFunction('setTrdPwd'),
  changeTrdPwd: endpointFunction('changeTrdPwd'),
};
