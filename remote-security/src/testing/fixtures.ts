// Logging a customer into the kernel's session store for remote-security's unit tests (never
// imported by production code). The API itself is the kernel's typed fake (installFakeApi).
import { applyLogin, applyLogout, featureSwitchesAtom, portalStore, type CustomerInfo, type FeatureSwitches } from '@portal/shared-kernel';
import { customerFixture, defaultFeatureSwitches, loginParamsFixture, loginResultFixture } from '@portal/shared-kernel/testing';

/** The session token the logged-in customer sends (gw-Token). */
export const TEST_TOKEN = 'test-token';

export interface LogInOptions {
  /** Holds a SEC-CFD account (default true). */
  secCfd?: boolean;
  /** Multi-factor was on at login (default false). */
  secondVerify?: boolean;
  /** The feature setting of the multi-factor change (tangram secondVerify). */
  switches?: Partial<FeatureSwitches['secondVerify']>;
}

/** Logs the demo customer 10000001 (customerId 1) in through the kernel, as a completed login does. */
export function logInAs(options: LogInOptions = {}): CustomerInfo {
  const all = customerFixture();
  const info = options.secCfd === false ? customerFixture({ accountInfoList: all.accountInfoList.filter((a) => a.businessType !== 'SEC-CFD') }) : all;
  const result = loginResultFixture(
    { token: TEST_TOKEN, sid: 'jti-current', tokenExpireDate: '2099-01-01T00:00:00.000Z' },
    { customerInfo: info, isTradeSecCfdPwdSet: false, secondVerify: options.secondVerify ?? false },
  );
  applyLogin(result, loginParamsFixture());
  const switches = defaultFeatureSwitches();
  portalStore.set(featureSwitchesAtom, { ...switches, secondVerify: { ...switches.secondVerify, ...options.switches } });
  return info;
}

/** The kernel's logout (storage, session store and the page's query cache emptied), switches reset. */
export function logOut(): void {
  applyLogout();
  portalStore.set(featureSwitchesAtom, defaultFeatureSwitches());
}
