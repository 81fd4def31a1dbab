// Footer of spec §1/§2: legal links, support phone and hours, the self-responsibility notice.
import { Divider, Flex, Typography } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { portalConfig } from '../lib/config.ts';
import { texts } from '../lib/texts.ts';

export function PortalFooter({ compact = false }: { compact?: boolean }) {
  const config = portalConfig();
  const year = new Date().getFullYear();
  return (
    <footer
      style={{
        background: '#ffffff',
        borderTop: '1px solid #e3e7ee',
        padding: compact ? '16px 24px' : '24px 32px 20px',
        color: '#5b6472',
        fontSize: 12,
      }}
    >
      <div style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Flex wrap gap={compact ? 12 : 24} align="flex-start" justify="space-between">
          <div>
            <Typography.Text strong style={{ fontSize: 13 }}>
              {texts.footer.support}
            </Typography.Text>
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
              <PhoneOutlined aria-hidden style={{ color: '#1d4e89' }} />
              <a
                href={`tel:${config.supportPhone.replace(/[^0-9+]/g, '')}`}
                style={{ fontSize: 18, fontWeight: 700, color: '#0f2b4c', letterSpacing: '0.04em' }}
              >
                {config.supportPhone}
              </a>
            </div>
            <div style={{ marginTop: 2 }}>{texts.footer.hours(config.supportHours)}</div>
          </div>
          {!compact && (
            <nav aria-label={texts.footer.legal}>
              <Flex wrap gap="4px 16px" style={{ maxWidth: 640 }}>
                {config.legalLinks.map((link) => (
                  <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="portal-footer-link">
                    {link.title}
                  </a>
                ))}
                <Link to="/accessibility" className="portal-footer-link">
                  {texts.footer.accessibility}
                </Link>
              </Flex>
            </nav>
          )}
        </Flex>
        {compact && (
          <Flex wrap gap="4px 16px" style={{ marginTop: 8 }}>
            {config.legalLinks.map((link) => (
              <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="portal-footer-link">
                {link.title}
              </a>
            ))}
            <Link to="/accessibility" className="portal-footer-link">
              {texts.footer.accessibility}
            </Link>
          </Flex>
        )}
        <Divider style={{ margin: compact ? '12px 0' : '16px 0' }} />
        <p style={{ margin: 0, lineHeight: 1.7 }} data-testid="self-responsibility">
          {texts.footer.selfResponsibility}
        </p>
        <p style={{ margin: '8px 0 0', lineHeight: 1.7 }}>
          {config.providerName}
          {'\u3000'}
          {config.registration}
        </p>
        <p style={{ margin: '8px 0 0' }}>
          © {year} {config.providerName}
        </p>
      </div>
    </footer>
  );
}
