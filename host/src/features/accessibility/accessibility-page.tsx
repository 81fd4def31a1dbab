// /portal/accessibility (public, linked from every footer): the conformance target, how the portal
// is checked, what is known not to conform, and whom to contact (issue 13).
import { Typography } from 'antd';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { portalConfig } from '../../lib/config.ts';
import { texts } from '../../lib/texts.ts';

export function AccessibilityPage() {
  const t = texts.accessibility;
  const config = portalConfig();
  return (
    <AuthFrame title={t.title} lead={t.lead(config.providerName)} width={760}>
      <section aria-labelledby="a11y-target">
        <Typography.Title level={2} id="a11y-target" style={{ fontSize: 18 }}>
          {t.targetTitle}
        </Typography.Title>
        <Typography.Paragraph>{t.target}</Typography.Paragraph>
      </section>
      <section aria-labelledby="a11y-how">
        <Typography.Title level={2} id="a11y-how" style={{ fontSize: 18 }}>
          {t.howTitle}
        </Typography.Title>
        <ul style={{ paddingLeft: 20, lineHeight: 1.8 }}>
          {t.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-known">
        <Typography.Title level={2} id="a11y-known" style={{ fontSize: 18 }}>
          {t.knownTitle}
        </Typography.Title>
        <ul style={{ paddingLeft: 20, lineHeight: 1.8 }}>
          {t.known.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-contact">
        <Typography.Title level={2} id="a11y-contact" style={{ fontSize: 18 }}>
          {t.contactTitle}
        </Typography.Title>
        <Typography.Paragraph>
          {t.contact}
          <br />
          {texts.footer.support}：<a href={`tel:${config.supportPhone.replace(/[^0-9+]/g, '')}`}>{config.supportPhone}</a>
          <br />
          {texts.footer.hours(config.supportHours)}
        </Typography.Paragraph>
      </section>
    </AuthFrame>
  );
}
