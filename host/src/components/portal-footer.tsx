// Footer of spec §1/§2: legal links, support phone and hours, the self-responsibility notice. Plain
// markup styled by the host's stylesheet (global.css), no antd: the login page shows it before antd is
// downloaded.
import { Link } from 'react-router';
import { portalConfig } from '../lib/config.ts';
import { texts } from '../lib/texts.ts';

/** antd's PhoneOutlined. */
function PhoneIcon() {
  return (
    <svg viewBox="64 64 896 896" width="1em" height="1em" className="portal-footer-phone-icon" aria-hidden="true" focusable="false">
      <path d="M877.1 238.7L770.6 132.3c-13-13-30.4-20.3-48.8-20.3s-35.8 7.2-48.8 20.3L558.3 246.8c-13 13-20.3 30.5-20.3 48.9 0 18.5 7.2 35.8 20.3 48.9l89.6 89.7a405.46 405.46 0 01-86.4 127.3c-36.7 36.9-79.6 66-127.2 86.6l-89.6-89.7c-13-13-30.4-20.3-48.8-20.3a68.2 68.2 0 00-48.8 20.3L132.3 673c-13 13-20.3 30.5-20.3 48.9 0 18.5 7.2 35.8 20.3 48.9l106.4 106.4c22.2 22.2 52.8 34.9 84.2 34.9 6.5 0 12.8-.5 19.2-1.6 132.4-21.8 263.8-92.3 369.9-198.3C818 606 888.4 474.6 910.4 342.1c6.3-37.6-6.3-76.3-33.3-103.4zm-37.6 91.5c-19.5 117.9-82.9 235.5-178.4 331s-213 158.9-330.9 178.4c-14.8 2.5-30-2.5-40.8-13.2L184.9 721.9 295.7 611l119.8 120 .9.9 21.6-8a481.29 481.29 0 00285.7-285.8l8-21.6-120.8-120.7 110.8-110.9 104.5 104.5c10.8 10.8 15.8 26 13.3 40.8z" />
    </svg>
  );
}

/** The legal documents (each in a new window) and the accessibility statement. */
function FooterLinks({ links }: { links: readonly { href: string; title: string }[] }) {
  return (
    <>
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className="portal-footer-link">
          {link.title}
        </a>
      ))}
      <Link to="/accessibility" className="portal-footer-link">
        {texts.footer.accessibility}
      </Link>
    </>
  );
}

export function PortalFooter({ compact = false }: { compact?: boolean }) {
  const config = portalConfig();
  const year = new Date().getFullYear();
  return (
    <footer className={compact ? 'portal-footer is-compact' : 'portal-footer'}>
      <div className="portal-footer-inner">
        <div className="portal-footer-top">
          <div>
            <strong className="portal-footer-support">{texts.footer.support}</strong>
            <div className="portal-footer-phone-line">
              <PhoneIcon />
              <a href={`tel:${config.supportPhone.replace(/[^0-9+]/g, '')}`} className="portal-footer-phone">
                {config.supportPhone}
              </a>
            </div>
            <div className="portal-footer-hours">{texts.footer.hours(config.supportHours)}</div>
          </div>
          {!compact && (
            <nav aria-label={texts.footer.legal}>
              <div className="portal-footer-links">
                <FooterLinks links={config.legalLinks} />
              </div>
            </nav>
          )}
        </div>
        {compact && (
          <div className="portal-footer-links">
            <FooterLinks links={config.legalLinks} />
          </div>
        )}
        <hr className="portal-footer-rule" />
        <p className="portal-footer-notice" data-testid="self-responsibility">
          {texts.footer.selfResponsibility}
        </p>
        <p className="portal-footer-registration">
          {config.providerName}
          {'\u3000'}
          {config.registration}
        </p>
        <p className="portal-footer-copyright">
          © {year} {config.providerName}
        </p>
      </div>
    </footer>
  );
}
