// Which remote-security drawer is open. The side panel, My Page top, the hand-over's `setting`
// parameter and the remotes' pages (through the kernel's securityDrawerAtom) all open them here.
import { SECURITY_DRAWER_KEYS, securityDrawerAtom } from '@portal/shared-kernel';
import type { SecurityDrawerKey } from '@portal/shared-kernel';

export { SECURITY_DRAWER_KEYS };
export type { SecurityDrawerKey };

export const isSecurityDrawerKey = (value: unknown): value is SecurityDrawerKey =>
  typeof value === 'string' && (SECURITY_DRAWER_KEYS as readonly string[]).includes(value);

export const openDrawerAtom = securityDrawerAtom;
