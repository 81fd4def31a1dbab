// /portal/accessibility (public, linked from every footer): the accessibility statement as Japanese
// public and financial sites write it after WAIC's guideline — the standard and level, the 対応度
// (a conformance claim only where a test backs it), the scope, the date, how the portal is tested,
// the results per success criterion (conformance.ts; e2e/tests/a11y/statement.spec.ts checks the
// cited rules are the ones the tests run) and the known issues.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { visuallyHiddenStyle } from '@portal/kit';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { portalConfig } from '../../lib/config.ts';
import { texts } from '../../lib/texts.ts';
import { jisRows, resultLabels, resultLegend, STATED_ON, wcag22Rows } from './conformance.ts';
import type { ConformanceResult, ConformanceRow } from './conformance.ts';

const t = texts.accessibility;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

const resultColours: Record<ConformanceResult, string> = {
  pass: '#135200',
  notApplicable: '#3d4653',
  noFailures: '#0b4a8b',
  unverified: '#874d00',
};

const cell = { padding: '6px 8px', borderBottom: '1px solid #e3e7ee', verticalAlign: 'top', textAlign: 'left' } as const;

function ResultsTable({ id, caption, rows }: { id: string; caption: string; rows: readonly ConformanceRow[] }) {
  return (
    // Scrolls inside itself on a narrow phone (the page does not); reachable and named for the keyboard.
    <div role="region" aria-label={t.tableRegion(caption)} tabIndex={0} style={{ overflowX: 'auto' }}>
      <table id={id} data-testid={id} style={{ width: '100%', minWidth: 520, borderCollapse: 'collapse', fontSize: 13, lineHeight: 1.6 }}>
        {/* the section's heading says it on screen */}
        <caption style={visuallyHiddenStyle}>{caption}</caption>
        <thead>
          <tr style={{ background: '#f5f7fa' }}>
            <th scope="col" style={{ ...cell, width: '34%' }}>
              {t.columns.sc}
            </th>
            <th scope="col" style={{ ...cell, width: '10%' }}>
              {t.columns.level}
            </th>
            <th scope="col" style={{ ...cell, width: '18%' }}>
              {t.columns.result}
            </th>
            <th scope="col" style={cell}>
              {t.columns.method}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sc} data-sc={row.sc} data-result={row.result} data-axe={(row.axe ?? []).join(' ')}>
              <th scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                {row.sc} {row.name}
              </th>
              <td style={cell}>{row.level}</td>
              <td style={{ ...cell, color: resultColours[row.result], fontWeight: 600 }}>{resultLabels[row.result]}</td>
              <td style={cell}>
                {row.tests?.map((line) => (
                  <div key={line}>{line}</div>
                ))}
                {row.axe && row.axe.length > 0 && (
                  <div>
                    {t.axeRules}
                    {row.axe.map((rule, i) => (
                      <span key={rule}>
                        {i > 0 && '、'}
                        <code style={{ fontSize: 12 }}>{rule}</code>
                      </span>
                    ))}
                  </div>
                )}
                {row.note && <div style={{ color: '#5b6472' }}>{row.note}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AccessibilityPage() {
  const config = portalConfig();
  return (
    <AuthFrame title={t.title} lead={t.lead(config.providerName)} width={880}>
      <Section id="a11y-standard" title={t.standardTitle}>
        <Typography.Paragraph>{t.standard}</Typography.Paragraph>
      </Section>
      <Section id="a11y-claim" title={t.claimTitle}>
        <Typography.Paragraph strong data-testid="a11y-claim">
          {t.claim}
        </Typography.Paragraph>
        <Typography.Paragraph>{t.claimNote}</Typography.Paragraph>
      </Section>
      <Section id="a11y-scope" title={t.scopeTitle}>
        <Typography.Paragraph>{t.scope}</Typography.Paragraph>
        <Typography.Paragraph>{t.outOfScope}</Typography.Paragraph>
      </Section>
      <Section id="a11y-technologies" title={t.technologiesTitle}>
        <Typography.Paragraph>{t.technologies}</Typography.Paragraph>
      </Section>
      <Section id="a11y-date" title={t.dateTitle}>
        <Typography.Paragraph>
          {t.date(STATED_ON)}
          <br />
          {t.testedWhen}
        </Typography.Paragraph>
      </Section>
      <Section id="a11y-method" title={t.methodTitle}>
        <dl style={{ margin: 0, lineHeight: 1.8 }}>
          {t.methods.map((m) => (
            <div key={m.title} style={{ marginBottom: 8 }}>
              <dt style={{ fontWeight: 600 }}>{m.title}</dt>
              <dd style={{ margin: 0 }}>{m.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="a11y-results" title={t.resultsTitle}>
        <Typography.Paragraph>{t.resultsLead}</Typography.Paragraph>
        <dl style={{ margin: '0 0 16px', lineHeight: 1.7 }}>
          {(Object.keys(resultLabels) as ConformanceResult[]).map((result) => (
            <div key={result} style={{ marginBottom: 4 }}>
              <dt style={{ display: 'inline', fontWeight: 600, color: resultColours[result] }}>{resultLabels[result]}：</dt>
              <dd style={{ display: 'inline', margin: 0 }}>{resultLegend[result]}</dd>
            </div>
          ))}
        </dl>
        <ResultsTable id="a11y-results-jis" caption={t.resultsTitle} rows={jisRows} />
      </Section>
      <Section id="a11y-extra" title={t.extraTitle}>
        <Typography.Paragraph>{t.extraLead}</Typography.Paragraph>
        <ResultsTable id="a11y-results-wcag22" caption={t.extraTitle} rows={wcag22Rows} />
      </Section>
      <Section id="a11y-known" title={t.knownTitle}>
        <ul style={{ paddingLeft: 20, lineHeight: 1.8, margin: 0 }}>
          {t.known.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Section>
      <Section id="a11y-contact" title={t.contactTitle}>
        <Typography.Paragraph>
          {t.contact}
          <br />
          {texts.footer.support}：<a href={`tel:${config.supportPhone.replace(/[^0-9+]/g, '')}`}>{config.supportPhone}</a>
          <br />
          {texts.footer.hours(config.supportHours)}
        </Typography.Paragraph>
      </Section>
    </AuthFrame>
  );
}
