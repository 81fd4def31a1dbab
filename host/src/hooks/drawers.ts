import { atom } from '@portal/shared-kernel/react';
// Which remote-security drawer is open. The side panel, My Page top and the hand-over's `setting`
// parameter all open them through this atom.

export type SecurityDrawerKey = 'loginPassword' | 'withdrawalPassword' | 'tradingPassword' | 'sessions';
export const SECURITY_DRAWER_KEYS: readonly SecurityDrawerKey[] = ['loginPassword', 'withdrawalPassword', 'tradingPassword', 'sessions'];

export const isSecurityDrawerKey = (value: unknown): value is SecurityDrawerKey =>
  typeof value === 'string' && (SECURITY_DRAWER_KEYS as readonly string[]).includes(value);

export const openDrawerAtom = atom<SecurityDrawerKey | null>(null);
