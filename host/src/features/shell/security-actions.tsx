// The side panel's four buttons (spec §2). They open drawers served by remote-security. Below them,
// the link to remote-security's passkeys page (a page, not a drawer: the customer's list of passkeys).
import { useEffect, useRef } from 'react';
import { Button, Tag } from 'antd';
import { DesktopOutlined, KeyOutlined, LockOutlined, SafetyCertificateOutlined, SafetyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { customerTypeAtom, hasSecCfdAccountAtom, passwordStatusAtom, type PasswordStatus } from '@portal/shared-kernel';
import { openDrawerAtom, type SecurityDrawerKey } from '../../hooks/drawers.ts';
import { usePortalAtomValue, usePortalSetAtom } from '@portal/shared-kernel/react';
import { passkeyPageFor } from '../../lib/navigation/passkey-page.ts';
import { texts } from '../../lib/texts.ts';
import { PanelSection } from './panel-section.tsx';

const t = texts.shell.security;

export interface SecurityAction {
  key: SecurityDrawerKey;
  label: string;
  locked: boolean;
}

/** The buttons for this customer: the trading password only for SEC-CFD holders. */
export function securityActions(status: PasswordStatus, holdsSecCfd: boolean): SecurityAction[] {
  const actions: SecurityAction[] = [
    { key: 'loginPassword', label: t.loginPassword, locked: false },
    {
      key: 'withdrawalPassword',
      label: status.isWithdrawPwdSet ? t.withdrawalPasswordChange : t.withdrawalPasswordRegister,
      locked: status.isWithdrawPwdLock,
    },
  ];
  if (holdsSecCfd) {
    actions.push({
      key: 'tradingPassword',
      label: status.isTradeSecCfdPwdSet ? t.tradingPasswordChange : t.tradingPasswordRegister,
      locked: status.isTradeSecCfdPwdLocked,
    });
  }
  actions.push({ key: 'sessions', label: t.sessions, locked: false });
  return actions;
}

const icons: Record<SecurityDrawerKey, React.ReactNode> = {
  loginPassword: <KeyOutlined aria-hidden />,
  withdrawalPassword: <LockOutlined aria-hidden />,
  tradingPassword: <SafetyOutlined aria-hidden />,
  sessions: <DesktopOutlined aria-hidden />,
};

/** When the drawer a button opened closes, the focus goes back to that button (WCAG 2.4.3). */
function useFocusBackOnClose() {
  const current = usePortalAtomValue(openDrawerAtom);
  const opener = useRef<SecurityDrawerKey | null>(null);
  useEffect(() => {
    const key = opener.current;
    if (current !== null || key === null) return undefined;
    opener.current = null;
    // after antd's own focus handling of the closing drawer
    const timer = window.setTimeout(() => document.querySelector<HTMLElement>(`[data-drawer-trigger="${key}"]`)?.focus(), 80);
    return () => window.clearTimeout(timer);
  }, [current]);
  return opener;
}

export function SecurityActions() {
  const status = usePortalAtomValue(passwordStatusAtom);
  const holdsSecCfd = usePortalAtomValue(hasSecCfdAccountAtom);
  const customerType = usePortalAtomValue(customerTypeAtom);
  const open = usePortalSetAtom(openDrawerAtom);
  const opener = useFocusBackOnClose();
  return (
    <PanelSection label={t.label} padding="14px 12px" divided>
      {securityActions(status, holdsSecCfd).map((action) => (
        <Button
          key={action.key}
          type="text"
          block
          icon={icons[action.key]}
          data-drawer-trigger={action.key}
          onClick={() => {
            opener.current = action.key;
            open(action.key);
          }}
          className="portal-side-button"
        >
          <span className="portal-side-label">{action.label}</span>
          {action.locked && <Tag color="error">{t.locked}</Tag>}
        </Button>
      ))}
      <Link to={passkeyPageFor(customerType)} className="portal-side-link" data-testid="side-passkey-link">
        <SafetyCertificateOutlined aria-hidden />
        <span>{t.passkeys}</span>
      </Link>
    </PanelSection>
  );
}
