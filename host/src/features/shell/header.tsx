// Fixed header (spec §2): the logo links to the provider's main site; logout on the right.
import { useState } from 'react';
import { Button, Flex, Layout } from 'antd';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { customerDisplayName, customerInfoAtom } from '@portal/shared-kernel';
import { usePortalToken, VisuallyHidden } from '@portal/kit';
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
  const token = usePortalToken();
  // Fixed at the top (app/layout.css: .portal-header); the navy is the theme's Layout.headerBg.
  return (
    <Layout.Header className="portal-header">
      <Flex align="center" gap={8}>
        {onOpenMenu && (
          <Button
            type="text"
            icon={<MenuOutlined aria-hidden style={{ color: token.colorTextLightSolid, fontSize: 18 }} />}
            aria-label={texts.layout.openMenu}
            onClick={onOpenMenu}
          />
        )}
        <a href={config.mainSiteUrl} className="portal-header-home">
          <BrandLogo inverted />
          <VisuallyHidden>{texts.providerTop}</VisuallyHidden>
        </a>
      </Flex>
      <Flex align="center" gap={20}>
        {customer && (
          <span style={{ color: token.portalOnNavy, fontSize: token.portalFontSizeCompact }} className="portal-header-name">
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
