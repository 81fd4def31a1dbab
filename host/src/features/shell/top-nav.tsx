// The top navigation, assembled from the remotes' route definitions (lib/navigation).
import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { ExportOutlined, HomeOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { usePortalToken } from '@portal/kit';
import { useRemoteRoutes } from '../../hooks/portal-services.ts';
import { useAccessContext } from '../../hooks/use-access-context.ts';
import { readyRouteTrees } from '../../lib/federation/remote-routes.ts';
import { activeKeys, buildNavigation, mergeRouteTrees, type NavItem } from '../../lib/navigation/index.ts';
import { portalConfig } from '../../lib/config.ts';
import { texts } from '../../lib/texts.ts';

type MenuItem = Required<MenuProps>['items'][number];

export const HOME_NAV: NavItem = { kind: 'link', key: '/home', title: texts.layout.home, to: '/home' };

function toMenuItem(item: NavItem): MenuItem {
  if (item.kind === 'submenu') return { key: item.key, label: item.title, children: item.children.map(toMenuItem) };
  if (item.kind === 'external') {
    return {
      key: item.key,
      label: (
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          {item.title} <ExportOutlined aria-label={texts.newWindow} style={{ fontSize: 11 }} />
        </a>
      ),
    };
  }
  return { key: item.key, label: <Link to={item.to}>{item.title}</Link>, icon: item.key === HOME_NAV.key ? <HomeOutlined aria-hidden /> : undefined };
}

export function TopNav() {
  const snapshot = useRemoteRoutes();
  const ctx = useAccessContext();
  const { pathname } = useLocation();
  const items = useMemo(
    () => [HOME_NAV, ...buildNavigation(mergeRouteTrees(readyRouteTrees(snapshot)), ctx, portalConfig().externalLinks)],
    [snapshot, ctx],
  );
  const { selected } = activeKeys(items, pathname);
  const token = usePortalToken();
  return (
    <nav
      aria-label={texts.layout.mainMenu}
      className="portal-top-nav"
      style={{ background: token.colorBgContainer, borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}` }}
    >
      <Menu mode="horizontal" disabledOverflow items={items.map(toMenuItem)} selectedKeys={selected} />
    </nav>
  );
}
