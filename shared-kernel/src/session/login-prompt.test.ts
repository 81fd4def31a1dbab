import type { LoginPromptFlags } from '../contract/entities.ts';
import { defaultFeatureSwitches } from '../features/feature-switches.ts';
import { loginResultFixture } from '../testing/fixtures.ts';
import {
  completePrompt,
  deriveLoginPromptFlags,
  INITIAL_LOGIN_PROMPT_FLAGS,
  isPromptClosable,
  isSecondVerifyChallenge,
  nextPrompt,
} from './login-prompt.ts';

describe('deriveLoginPromptFlags', () => {
  it('nothing pending for a customer like 10000001', () => {
    expect(deriveLoginPromptFlags(loginResultFixture())).toEqual({
      bAgreementConfirm: false,
      bSecondVerifyMust: false,
      bRequestPwdChange: false,
      bNewAnnouce: false,
      status: 'init',
    });
  });
  it('every prompt for a customer like 10000002', () => {
    const r = loginResultFixture(
      { enableForceUpdatePwd: true, forceUpdatePwd: true },
      { annualConsent: false, secondVerify: false, secondVerifyForceOffByCustomer: false },
    );
    expect(deriveLoginPromptFlags(r)).toEqual({
      bAgreementConfirm: true,
      bSecondVerifyMust: true,
      bRequestPwdChange: true,
      bNewAnnouce: false,
      status: 'init',
    });
  });
  it('MFA must: unless secondVerify or the forced-off flag', () => {
    expect(deriveLoginPromptFlags(loginResultFixture({}, { secondVerify: true, secondVerifyForceOffByCustomer: false })).bSecondVerifyMust).toBe(
      false,
    );
    expect(deriveLoginPromptFlags(loginResultFixture({}, { secondVerify: false, secondVerifyForceOffByCustomer: true })).bSecondVerifyMust).toBe(
      false,
    );
    expect(deriveLoginPromptFlags(loginResultFixture({}, { secondVerify: false, secondVerifyForceOffByCustomer: false })).bSecondVerifyMust).toBe(
      true,
    );
  });
  it('password change needs both enableForceUpdatePwd and forceUpdatePwd', () => {
    expect(deriveLoginPromptFlags(loginResultFixture({ enableForceUpdatePwd: true, forceUpdatePwd: false })).bRequestPwdChange).toBe(false);
    expect(deriveLoginPromptFlags(loginResultFixture({ enableForceUpdatePwd: false, forceUpdatePwd: true })).bRequestPwdChange).toBe(false);
  });
  it('new announcement comes from the caller', () => {
    expect(deriveLoginPromptFlags(loginResultFixture(), { newAnnouncement: true }).bNewAnnouce).toBe(true);
  });
});

describe('nextPrompt and completePrompt', () => {
  const all = { bAgreementConfirm: true, bRequestPwdChange: true, bSecondVerifyMust: true, bNewAnnouce: true, status: 'init' as const };
  it('walks the priority order and ends', () => {
    let flags: LoginPromptFlags = all;
    const seen: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const kind = nextPrompt(flags);
      seen.push(kind);
      if (kind) flags = completePrompt(flags, kind);
    }
    expect(seen).toEqual(['annualConsent', 'forcedPasswordChange', 'mandatoryMfa', 'newAnnouncement', null]);
    expect(flags.status).toBe('end');
  });
  it('picks the highest pending prompt', () => {
    expect(nextPrompt({ ...all, bAgreementConfirm: false })).toBe('forcedPasswordChange');
    expect(nextPrompt({ ...all, bAgreementConfirm: false, bRequestPwdChange: false })).toBe('mandatoryMfa');
    expect(nextPrompt({ ...INITIAL_LOGIN_PROMPT_FLAGS, status: 'init', bNewAnnouce: true })).toBe('newAnnouncement');
  });
  it('null when nothing is pending or status is end', () => {
    expect(nextPrompt({ ...INITIAL_LOGIN_PROMPT_FLAGS, status: 'init' })).toBeNull();
    expect(nextPrompt({ ...all, status: 'end' })).toBeNull();
  });
});

describe('isPromptClosable', () => {
  const flags = { ...INITIAL_LOGIN_PROMPT_FLAGS, status: 'init' as const, bRequestPwdChange: true };
  const switches = defaultFeatureSwitches();
  it('annual consent and mandatory MFA are never closable', () => {
    expect(isPromptClosable('annualConsent', { flags, switches })).toBe(false);
    expect(isPromptClosable('mandatoryMfa', { flags, switches })).toBe(false);
  });
  it('others are closable unless MFA is always-on, the store forbids it or consent is pending', () => {
    expect(isPromptClosable('forcedPasswordChange', { flags, switches })).toBe(true);
    expect(isPromptClosable('newAnnouncement', { flags, switches })).toBe(true);
    expect(isPromptClosable('forcedPasswordChange', { flags, switches: { secondVerify: { alwaysOn: true, changeOff: true } } })).toBe(false);
    expect(isPromptClosable('forcedPasswordChange', { flags, switches, storeAllowsClose: false })).toBe(false);
    expect(isPromptClosable('forcedPasswordChange', { flags: { ...flags, bAgreementConfirm: true }, switches })).toBe(false);
  });
  it('forced password change: not closable once the force date passed while consent is given', () => {
    const now = new Date('2024-06-01T00:00:00Z');
    const past = { forceToChgPwdDate: '2024-05-31T00:00:00Z', loginOutput: { annualConsent: true } };
    const future = { forceToChgPwdDate: '2024-06-02T00:00:00Z', loginOutput: { annualConsent: true } };
    expect(isPromptClosable('forcedPasswordChange', { flags, switches, loginResult: past, now })).toBe(false);
    expect(isPromptClosable('forcedPasswordChange', { flags, switches, loginResult: future, now })).toBe(true);
    expect(
      isPromptClosable('forcedPasswordChange', {
        flags,
        switches,
        loginResult: { forceToChgPwdDate: null, loginOutput: { annualConsent: true } },
        now,
      }),
    ).toBe(true);
  });
});

it('isSecondVerifyChallenge', () => {
  expect(
    isSecondVerifyChallenge({ secondVerifyRequired: true, sessionId: 's', maskedEmail: 'a***@x', resendAfterSeconds: 60, expiresInSeconds: 1800 }),
  ).toBe(true);
  expect(isSecondVerifyChallenge(loginResultFixture())).toBe(false);
});
