// antd's design tokens with the portal's own (portal-theme.ts) beside them.
import { useMemo } from 'react';
import { theme, type GlobalToken } from 'antd';
import { portalTokens, type PortalTokens } from './portal-theme.ts';

export type PortalToken = GlobalToken & PortalTokens;

/**
 * The tokens of the ConfigProvider around the component (in the portal: the host's theme, which the
 * remotes read through the shared context modules). The portal's own tokens fall back to this kit's
 * values where the ConfigProvider does not carry them — a remote's dev shell before this theme, the
 * test render, an older host — so a screen never loses a colour.
 */
export function usePortalToken(): PortalToken {
  const { token } = theme.useToken();
  return useMemo(() => ({ ...portalTokens, ...token }) as PortalToken, [token]);
}
