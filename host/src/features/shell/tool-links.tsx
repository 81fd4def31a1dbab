// The side panel's tool links: the pages remote-tools defines. While remote-tools is down the
// area shows the Japanese fallback with 「再読み込み」; the rest of the page keeps working.
import { useState } from 'react';
import { Flex, Spin } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { NavLink } from 'react-router';
import { RemoteFallback } from '../../components/remote/remote-fallback.tsx';
import { ToolIcon } from '../../components/tool-icon.tsx';
import { useToolLinks } from '../../hooks/use-tool-links.ts';
import { texts } from '../../lib/texts.ts';

export function ToolLinks() {
  const { status, links, retry } = useToolLinks();
  const [retrying, setRetrying] = useState(false);
  return (
    <section aria-label={texts.layout.tools} style={{ padding: '14px 12px 20px' }}>
      <div style={{ fontSize: 12, color: '#5b6472', fontWeight: 600, padding: '0 8px 6px' }}>{texts.layout.tools}</div>
      {status === 'loading' && (
        <Flex justify="center" style={{ padding: 12 }}>
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
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {links.map((link) => (
            <li key={link.key}>
              {link.external ? (
                <a href={link.to} target="_blank" rel="noopener noreferrer" className="portal-side-link">
                  <ToolIcon path={link.key} />
                  <span style={{ flex: 1 }}>{link.title}</span>
                  <ExportOutlined aria-label={texts.newWindow} style={{ fontSize: 11, opacity: 0.6 }} />
                </a>
              ) : (
                <NavLink to={link.to} className={({ isActive }) => `portal-side-link${isActive ? ' is-active' : ''}`}>
                  <ToolIcon path={link.to} />
                  <span style={{ flex: 1 }}>{link.title}</span>
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
