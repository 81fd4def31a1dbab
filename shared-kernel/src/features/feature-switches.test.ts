import type { AccountInfo, FeatureSwitches } from '../contract/entities.ts';
import {
  assertFeatureEnabled,
  createFeatureGuard,
  defaultFeatureSwitches,
  FeatureDisabledError,
  featureSwitchKey,
  isFeatureEnabled,
  parseTangramFunctions,
  withFreshFeatureSwitches,
} from './feature-switches.ts';

const acc = (businessType: AccountInfo['businessType'], tradingPlatform: AccountInfo['tradingPlatform']) => ({ businessType, tradingPlatform });

describe('featureSwitchKey', () => {
  it.each([
    [acc('FX', 'MT4'), 'MT4'],
    [acc('FX-KO', 'MT4'), 'MT4'],
    [acc('FX', 'GX'), 'GX_CFD'],
    [acc('CFD', 'GX'), 'GX_CFD'],
    [acc('SEC-CFD', 'GX'), 'GX_CFD'],
    [acc('FX-KO', 'GX'), 'GX_KO'],
    [acc('CRYPTO-KO', 'GX'), 'GX_KO'],
  ])('%j → %s', (a, key) => expect(featureSwitchKey(a)).toBe(key));
});

describe('parseTangramFunctions', () => {
  it('defaults: all on, secondVerify alwaysOn false and changeOff true', () => {
    const expected: FeatureSwitches = {
      deposit: { MT4: true, GX_CFD: true, GX_KO: true },
      withdrawal: { MT4: true, GX_CFD: true, GX_KO: true },
      transfer: { MT4: true, GX_CFD: true, GX_KO: true },
      note: { MT4: true, GX_CFD: true, GX_KO: true },
      secondVerify: { alwaysOn: false, changeOff: true },
    };
    expect(parseTangramFunctions(null)).toEqual(expected);
    expect(parseTangramFunctions({})).toEqual(expected);
    expect(defaultFeatureSwitches()).toEqual(expected);
  });
  it('applies the list and ignores unknown codes', () => {
    const s = parseTangramFunctions({
      deposit: [
        { code: 'GX_KO', enabled: false },
        { code: 'NOPE', enabled: false },
      ],
      note: [{ code: 'MT4', enabled: false }],
      secondVerify: [
        { code: 'alwaysOn', enabled: true },
        { code: 'changeOff', enabled: false },
      ],
    });
    expect(s.deposit).toEqual({ MT4: true, GX_CFD: true, GX_KO: false });
    expect(s.note.MT4).toBe(false);
    expect(s.withdrawal.MT4).toBe(true);
    expect(s.secondVerify).toEqual({ alwaysOn: true, changeOff: false });
  });
  it('settings override secondVerify', () => {
    const s = parseTangramFunctions({ secondVerify: [{ code: 'alwaysOn', enabled: true }] }, { alwaysOn: false, changeOff: false });
    expect(s.secondVerify).toEqual({ alwaysOn: false, changeOff: false });
  });
  it('returns fresh objects (defaults are not shared)', () => {
    const a = defaultFeatureSwitches();
    a.deposit.MT4 = false;
    expect(defaultFeatureSwitches().deposit.MT4).toBe(true);
  });
});

describe('assertFeatureEnabled', () => {
  const switches = parseTangramFunctions({ withdrawal: [{ code: 'GX_CFD', enabled: false }] });
  it('throws disableDepositAndWithdrawal for a disabled key', () => {
    expect(isFeatureEnabled(switches, 'withdrawal', acc('FX', 'GX'))).toBe(false);
    expect(() => assertFeatureEnabled(switches, 'withdrawal', acc('FX', 'GX'))).toThrow('disableDepositAndWithdrawal');
    try {
      assertFeatureEnabled(switches, 'withdrawal', acc('SEC-CFD', 'GX'));
    } catch (e) {
      expect(e).toBeInstanceOf(FeatureDisabledError);
      expect((e as FeatureDisabledError).switchKey).toBe('GX_CFD');
      expect((e as FeatureDisabledError).message).toBe('disableDepositAndWithdrawal');
    }
  });
  it('passes for enabled keys', () => {
    expect(() => assertFeatureEnabled(switches, 'withdrawal', acc('FX', 'MT4'))).not.toThrow();
    expect(() => assertFeatureEnabled(switches, 'deposit', acc('FX', 'GX'))).not.toThrow();
  });
});

describe('withFreshFeatureSwitches', () => {
  it('refreshes before every call and runs it when enabled', async () => {
    const fetchSwitches = jest.fn(async () => defaultFeatureSwitches());
    const call = jest.fn(async () => 'done');
    const seen = jest.fn();
    const guarded = createFeatureGuard(fetchSwitches, seen);
    await expect(guarded('deposit', acc('FX', 'MT4'), call)).resolves.toBe('done');
    await expect(guarded('deposit', acc('FX', 'MT4'), call)).resolves.toBe('done');
    expect(fetchSwitches).toHaveBeenCalledTimes(2);
    expect(seen).toHaveBeenCalledTimes(2);
    expect(call).toHaveBeenCalledTimes(2);
  });
  it('rejects without calling when the switch turned off since last time', async () => {
    const call = jest.fn(async () => 'done');
    const fetchSwitches = async () => parseTangramFunctions({ transfer: [{ code: 'GX_KO', enabled: false }] });
    await expect(withFreshFeatureSwitches(fetchSwitches, 'transfer', acc('FX-KO', 'GX'), call)).rejects.toThrow('disableDepositAndWithdrawal');
    expect(call).not.toHaveBeenCalled();
  });
});
