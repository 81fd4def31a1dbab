// The side panel's 「出金パスワード登録／変更」 drawer (width 512).
import { DRAWER_WIDTH } from '@portal/shared-kernel';
import type { DrawerProps } from '@portal/shared-kernel/federation';
import { texts } from '../../lib/texts.ts';
import { withdrawalPassword } from './password-kinds.ts';
import { SecondaryPasswordDrawer } from './secondary-password-drawer.tsx';

export function WithdrawalPasswordDrawer({ open, onClose }: DrawerProps) {
  return (
    <SecondaryPasswordDrawer
      open={open}
      onClose={onClose}
      config={withdrawalPassword}
      width={DRAWER_WIDTH.withdrawalPassword}
      lead={texts.withdrawalLead}
      formatCheck
      testId="withdrawal-password-drawer"
    />
  );
}
