// The side panel's tool links: the pages remote-tools defines. While remote-tools is down the
// area shows the Japanese fallback with 「再読み込み」; the rest of the page keeps working.
import { useState } from 'react';
import { Flex, Spin } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router';
import { PlainList, usePortalToken } from '@portal/kit';
import { RemoteFallback } from '../../components/remote/remote-fallback.tsx';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { useToolLinks } from '../../hooks/use-tool-links.ts';
import { texts } from '../../lib/texts.ts';
import { PanelSection } from './panel-section.tsx';

export function ToolLinks() {
  const { status, links, retry } = useToolLinks();
  const [retrying, setRetrying] = useState(false);
  const token = usePortalToken();
  return (
    <PanelSection label={texts.layout.tools} padding="14px 12px 20px">
      {status === 'loading' && (
        <Flex justify="center" style={{ padding: token.paddingSM }}>
          <Spin size="small" />
        </Flex>
      )}
      {status === 'unavailable' && (
        <RemoteFallback
          compact
          retrying={retrying}
          onRetry={() => {
            setRetrying(true);
            void retry().finally(() => setRetrying(false));
          }}
        />
      )}
      {status === 'ready' && (
        <PlainList>
          {links.map((link) => (
            <li key={link.key}>
              {link.external ? (
                <a href={link.to} target="_blank" rel="noopener noreferrer" className="portal-side-link">
                  <ToolIcon path={link.key} />
                  <span className="portal-side-label">{link.title}</span>
                  <ExportOutlined aria-label={texts.newWindow} className="portal-side-external" />
                </a>
              ) : (
                <NavLink to={link.to} className={({ isActive }) => `portal-side-link${isActive ? ' is-active' : ''}`}>
                  <ToolIcon path={link.to} />
                  <span className="portal-side-label">{link.title}</span>
                </NavLink>
              )}
            </li>
          ))}
        </PlainList>
      )}
    </PanelSection>
  );
}
