// The side panel's 「取引パスワード登録／変更」 drawer (securities CFD; the host shows the button only to
// SEC-CFD holders). Spec §5/§6: the format check and the GX title text apply only when the allowed
// account types of the customer's type include sec-cfd_gx_jpy.
import { Empty } from 'antd';
import { customerTypeAtom, DRAWER_WIDTH, endpoints, hasSecCfdAccountAtom, isTradingPasswordCheckApplicable } from '@portal/shared-kernel';
import type { DrawerProps } from '@portal/shared-kernel/federation';
import { useEndpointQuery, usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';
import { tradingPassword } from './password-kinds.ts';
import { SecondaryPasswordDrawer } from './secondary-password-drawer.tsx';

/** true / false once the allowed account types are known; null while unknown (then the check applies). */
function useGxSecCfdAllowed(enabled: boolean): boolean | null {
  const customerType = usePortalAtomValue(customerTypeAtom);
  // The configuration changes rarely: one answer serves the whole page load.
  const settings = useEndpointQuery(endpoints.public.accountSettingCommon, { notify: false, enabled, staleTimeMs: 10 * 60_000 });
  if (!settings.data) return null;
  const types = customerType === 'corporate' ? settings.data.corporateAccountTypes : settings.data.individualAccountTypes;
  return isTradingPasswordCheckApplicable(types);
}

export function TradingPasswordDrawer({ open, onClose }: DrawerProps) {
  const holdsSecCfd = usePortalAtomValue(hasSecCfdAccountAtom);
  const gx = useGxSecCfdAllowed(open && holdsSecCfd);
  // Unknown (not loaded, or failed): apply the rule — the server enforces it in any case.
  const applicable = gx ?? true;
  return (
    <SecondaryPasswordDrawer
      open={open}
      onClose={onClose}
      config={tradingPassword}
      width={DRAWER_WIDTH.withdrawalPassword}
      {...(gx ? { heading: texts.tradingTitleGx } : {})}
      lead={gx ? texts.tradingLeadGx : texts.tradingLead}
      formatCheck={applicable}
      {...(holdsSecCfd ? {} : { unavailable: <Empty description={texts.tradingUnavailable} /> })}
      testId="trading-password-drawer"
    />
  );
}
