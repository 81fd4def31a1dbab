// The annual electronic-delivery consent (spec §4): the documents by platform with links, the extra
// acknowledgement items, the agree box that enables the button, customer/update/annualConsent 'OK'
// → the completion view. Failures loading the lists are silently ignored (spec §8).
import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Flex, Result, Skeleton, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { customerApi, type AnnualConsentDocument, type ExtraAcknowledgementItem } from '@portal/shared-kernel';
import { errorText } from '@portal/kit';
import { groupConsentDocuments, splitAcknowledgements } from './consent-groups.ts';
import { texts } from '../../lib/texts.ts';

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
  return (
    <div>
      <Typography.Paragraph style={{ lineHeight: 1.8 }}>{t.intro}</Typography.Paragraph>
      {before.map((item) => (
        <Typography.Paragraph key={`b-${item.order}-${item.name}`} style={{ lineHeight: 1.8 }}>
          <DocLink href={item.link}>{item.name || item.value}</DocLink>
        </Typography.Paragraph>
      ))}
      <div style={{ border: '1px solid #e3e7ee', borderRadius: 8, padding: '12px 16px', maxHeight: 320, overflowY: 'auto', background: '#fafbfc' }}>
        {documents === null ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-label={group.title} style={{ marginBottom: 12 }}>
              <Typography.Text strong style={{ fontSize: 13, color: '#0f2b4c' }}>
                {group.title}
              </Typography.Text>
              <ul style={{ margin: '6px 0 0', paddingInlineStart: 4, listStyle: 'none' }}>
                {group.documents.map((doc) => (
                  <li key={doc.id} style={{ padding: '4px 0', display: 'flex', gap: 8, alignItems: 'baseline' }}>
                    <FilePdfOutlined aria-hidden style={{ color: '#c0392b' }} />
                    <DocLink href={doc.link}>{doc.nameJp}</DocLink>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
        {others.length > 0 && (
          <section aria-label={t.others}>
            <Typography.Text strong style={{ fontSize: 13, color: '#0f2b4c' }}>
              {t.others}
            </Typography.Text>
            <ul style={{ margin: '6px 0 0', paddingInlineStart: 20 }}>
              {others.map((item) => (
                <li key={`o-${item.order}-${item.name}`} style={{ padding: '2px 0' }}>
                  <DocLink href={item.link}>{item.name || item.value}</DocLink>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {after.map((item) => (
        <Typography.Paragraph key={`a-${item.order}-${item.name}`} type="secondary" style={{ marginTop: 12, fontSize: 12, lineHeight: 1.8 }}>
          <DocLink href={item.link}>{item.name || item.value}</DocLink>
        </Typography.Paragraph>
      ))}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" />}
      <Flex vertical gap={16} align="center" style={{ marginTop: 20 }}>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
          {t.agree}
        </Checkbox>
        <Button type="primary" size="large" disabled={!agreed} loading={submitting} onClick={submit} style={{ minWidth: 220 }}>
          {t.submit}
        </Button>
      </Flex>
    </div>
  );
}
