// Fixed header (spec §2): the logo links to the provider's main site; logout on the right.
import { useState } from 'react';
import { Button, Flex, Layout } from 'antd';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { customerDisplayName, customerInfoAtom } from '@portal/shared-kernel';
import { VisuallyHidden } from '@portal/kit';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useSession } from '../../hooks/portal-services.ts';
import { portalConfig } from '../../lib/config.ts';
import { usePortalAtomValue } from '@portal/shared-kernel/react';
import { texts } from '../../lib/texts.ts';

export const HEADER_HEIGHT = 60;

/** `onOpenMenu`: on narrow screens, the button that opens the side panel as a drawer. */
export function Header({ onOpenMenu }: { onOpenMenu?: (() => void) | undefined } = {}) {
  const session = useSession();
  const customer = usePortalAtomValue(customerInfoAtom);
  const [leaving, setLeaving] = useState(false);
  const config = portalConfig();
  return (
    <Layout.Header
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        boxShadow: '0 1px 0 rgba(255,255,255,0.06)',
      }}
    >
      <Flex align="center" gap={8}>
        {onOpenMenu && (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden style={{ color: '#fff', fontSize: 18 }} />}
            aria-label={texts.layout.openMenu}
            onClick={onOpenMenu}
          />
        )}
        <a href={config.mainSiteUrl} style={{ display: 'inline-flex', position: 'relative' }}>
          <BrandLogo inverted />
          <VisuallyHidden>{texts.providerTop}</VisuallyHidden>
        </a>
      </Flex>
      <Flex align="center" gap={20}>
        {customer && (
          <span
            style={{ color: 'rgba(255,255,255,0.88)', fontSize: 13, display: 'inline-flex', alignItems: 'center', gap: 6 }}
            className="portal-header-name"
          >
            <UserOutlined aria-hidden />
            {texts.honorific(customerDisplayName(customer))}
          </span>
        )}
        <Button
          ghost
          icon={<LogoutOutlined aria-hidden />}
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void session.logout().finally(() => setLeaving(false));
          }}
        >
          {texts.layout.logout}
        </Button>
      </Flex>
    </Layout.Header>
  );
}
