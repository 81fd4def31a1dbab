// The drawers behind the side panel's buttons, served by remote-security (`remote_security/drawers`).
// The module is loaded the first time a drawer opens. While it cannot be loaded, a host
// drawer of the same width shows the Japanese fallback with 「再読み込み」.
import type { ComponentType } from 'react';
import { Drawer } from 'antd';
import { DRAWER_WIDTH } from '@portal/shared-kernel';
import { RemoteModule, RemoteName, type DrawerProps, type SecurityDrawersModule } from '@portal/shared-kernel/federation';
import { RemoteBoundary } from '../../components/remote/remote-boundary.tsx';
import { RemoteFallback } from '../../components/remote/remote-fallback.tsx';
import { RemoteLoading } from '../../components/remote/remote-loading.tsx';
import { openDrawerAtom, SECURITY_DRAWER_KEYS, type SecurityDrawerKey } from '../../hooks/drawers.ts';
import { useRemoteModule, type RemoteModuleDeps } from '../../hooks/use-remote-module.ts';
import { usePortalAtom } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';

export const drawerMeta: Record<SecurityDrawerKey, { title: string; width: number; component: keyof SecurityDrawersModule }> = {
  loginPassword: { title: texts.shell.drawers.loginPassword, width: DRAWER_WIDTH.loginPassword, component: 'LoginPasswordDrawer' },
  withdrawalPassword: {
    title: texts.shell.drawers.withdrawalPassword,
    width: DRAWER_WIDTH.withdrawalPassword,
    component: 'WithdrawalPasswordDrawer',
  },
  tradingPassword: { title: texts.shell.drawers.tradingPassword, width: DRAWER_WIDTH.withdrawalPassword, component: 'TradingPasswordDrawer' },
  sessions: { title: texts.shell.drawers.sessions, width: DRAWER_WIDTH.loggedInTools, component: 'ActiveSessionsDrawer' },
};

function HostDrawer({ drawer, onClose, children }: { drawer: SecurityDrawerKey; onClose: () => void; children: React.ReactNode }) {
  const meta = drawerMeta[drawer];
  return (
    <Drawer open title={meta.title} size={meta.width} onClose={onClose} destroyOnHidden>
      {children}
    </Drawer>
  );
}

export function SecurityDrawers({ deps }: { deps?: RemoteModuleDeps }) {
  const [open, setOpen] = usePortalAtom(openDrawerAtom);
  const remote = useRemoteModule<SecurityDrawersModule>(RemoteModule.securityDrawers, open !== null, deps);
  const close = () => setOpen(null);

  if (remote.status === 'ready') {
    return (
      <>
        {SECURITY_DRAWER_KEYS.map((key) => {
          const Component = remote.module[drawerMeta[key].component] as ComponentType<DrawerProps> | undefined;
          const isOpen = open === key;
          return (
            <RemoteBoundary
              key={key}
              remote={RemoteName.security}
              renderFallback={(retry) =>
                isOpen ? (
                  <HostDrawer drawer={key} onClose={close}>
                    <RemoteFallback onRetry={retry} />
                  </HostDrawer>
                ) : null
              }
            >
              {() => {
                if (!Component) throw new Error(`remote_security/drawers has no ${drawerMeta[key].component}`);
                return <Component open={isOpen} onClose={close} />;
              }}
            </RemoteBoundary>
          );
        })}
      </>
    );
  }
  if (open === null) return null;
  return (
    <HostDrawer drawer={open} onClose={close}>
      {remote.status === 'loading' ? <RemoteLoading /> : <RemoteFallback onRetry={remote.retry} />}
    </HostDrawer>
  );
}
