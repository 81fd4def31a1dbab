// The annual electronic-delivery consent (spec §4): the documents by platform with links, the extra
// acknowledgement items, the agree box that enables the button, customer/update/annualConsent 'OK'
// → the completion view. Failures loading the lists are silently ignored (spec §8).
import { useEffect, useState } from 'react';
import { Button, Checkbox, Flex, Result, Skeleton, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { customerApi, type AnnualConsentDocument, type ExtraAcknowledgementItem } from '@portal/shared-kernel';
import { errorText, PlainList, Prose, SpacedAlert, usePortalToken } from '@portal/kit';
import { groupConsentDocuments, splitAcknowledgements } from './consent-groups.ts';
import { texts } from '../../lib/texts.ts';
import './prompts.css';

const t = texts.consent;

export interface AnnualConsentPromptProps {
  /** The completion view was closed: the host reloads the page (spec §4). */
  onFinished: () => void;
}

function DocLink({ href, children }: { href: string | null; children: React.ReactNode }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

export function AnnualConsentPrompt({ onFinished }: AnnualConsentPromptProps) {
  const token = usePortalToken();
  const [documents, setDocuments] = useState<AnnualConsentDocument[] | null>(null);
  const [extras, setExtras] = useState<ExtraAcknowledgementItem[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    customerApi
      .listAnnualConsent({ notify: false })
      .then((list) => alive && setDocuments(list))
      .catch(() => alive && setDocuments([]));
    customerApi
      .acknowledgementAdditional({ notify: false })
      .then((list) => alive && setExtras(list))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  if (done) {
    return (
      <Result
        status="success"
        title={t.doneTitle}
        subTitle={t.doneText}
        extra={
          <Button type="primary" onClick={onFinished}>
            {texts.close}
          </Button>
        }
      />
    );
  }

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await customerApi.updateAnnualConsent({ answer: 'OK' });
      if (answer === 'OK') setDone(true);
      else setError(t.failed);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setSubmitting(false);
    }
  };

  const groups = documents ? groupConsentDocuments(documents) : [];
  const { before, after, others } = splitAcknowledgements(extras);
  const groupTitle = { fontSize: token.portalFontSizeCompact, color: token.portalNavy } as const;
  // The layout is prompts.css's .portal-consent-*; the colours are the theme's.
  return (
    <div>
      <Prose>{t.intro}</Prose>
      {before.map((item) => (
        <Prose key={`b-${item.order}-${item.name}`}>
          <DocLink href={item.link}>{item.name || item.value}</DocLink>
        </Prose>
      ))}
      <div className="portal-consent-documents" style={{ borderColor: token.colorBorderSecondary, background: token.portalBgFaint }}>
        {documents === null ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-label={group.title} className="portal-consent-group">
              <Typography.Text strong style={groupTitle}>
                {group.title}
              </Typography.Text>
              <PlainList className="portal-consent-pdfs">
                {group.documents.map((doc) => (
                  <Flex component="li" key={doc.id} gap={token.sizeXS} align="baseline">
                    <FilePdfOutlined aria-hidden style={{ color: token.portalPdf }} />
                    <DocLink href={doc.link}>{doc.nameJp}</DocLink>
                  </Flex>
                ))}
              </PlainList>
            </section>
          ))
        )}
        {others.length > 0 && (
          <section aria-label={t.others}>
            <Typography.Text strong style={groupTitle}>
              {t.others}
            </Typography.Text>
            <ul className="portal-consent-others">
              {others.map((item) => (
                <li key={`o-${item.order}-${item.name}`}>
                  <DocLink href={item.link}>{item.name || item.value}</DocLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {after.map((item) => (
        <Prose key={`a-${item.order}-${item.name}`} secondary className="portal-consent-after">
          <DocLink href={item.link}>{item.name || item.value}</DocLink>
        </Prose>
      ))}
      {error && <SpacedAlert spacing="above" type="error" title={error} role="alert" />}
      <Flex vertical gap={token.size} align="center" className="portal-consent-agree">
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
          {t.agree}
        </Checkbox>
        <Button type="primary" size="large" disabled={!agreed} loading={submitting} onClick={submit} className="portal-consent-submit">
          {t.submit}
        </Button>
      </Flex>
    </div>
  );
}
