// /portal/accessibility (public, linked from every footer): the accessibility statement as Japanese
// public and financial sites write it after WAIC's guideline — the standard and level, the 対応度
// (a conformance claim only where a test backs it), the scope, the date, how the portal is tested,
// the results per success criterion (conformance.ts; e2e/tests/a11y/statement.spec.ts checks the
// cited rules are the ones the tests run) and the known issues.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { usePortalToken, visuallyHiddenStyle, type PortalToken } from '@portal/kit';
import { AuthFrame } from '../../components/auth-frame.tsx';
import { portalConfig } from '../../lib/config.ts';
import { texts } from '../../lib/texts.ts';
import { jisRows, resultLabels, resultLegend, STATED_ON, wcag22Rows } from './conformance.ts';
import type { ConformanceResult, ConformanceRow } from './conformance.ts';
import './accessibility.css';

const t = texts.accessibility;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="portal-statement-section">
      <Typography.Title level={2} id={id} className="portal-statement-heading">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The result labels' colours, at ≥ 4.5:1 on white. */
const resultColour = (token: PortalToken): Record<ConformanceResult, string> => ({
  pass: token.green9,
  notApplicable: token.portalResultNeutral,
  noFailures: token.portalResultInfo,
  unverified: token.gold9,
});

function ResultsTable({ id, caption, rows }: { id: string; caption: string; rows: readonly ConformanceRow[] }) {
  const token = usePortalToken();
  const colours = resultColour(token);
  // The table's layout is accessibility.css's .portal-results; its colours are the theme's.
  const rule = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return (
    // Scrolls inside itself on a narrow phone (the page does not); reachable and named for the keyboard.
    <div role="region" aria-label={t.tableRegion(caption)} tabIndex={0} className="portal-results-region">
      <table id={id} data-testid={id} className="portal-results" style={{ ['--portal-results-rule' as string]: rule }}>
        {/* the section's heading says it on screen */}
        <caption style={visuallyHiddenStyle}>{caption}</caption>
        <thead>
          <tr style={{ background: token.portalBgSubtle }}>
            <th scope="col" className="portal-results-sc">
              {t.columns.sc}
            </th>
            <th scope="col" className="portal-results-level">
              {t.columns.level}
            </th>
            <th scope="col" className="portal-results-result">
              {t.columns.result}
            </th>
            <th scope="col">{t.columns.method}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sc} data-sc={row.sc} data-result={row.result} data-axe={(row.axe ?? []).join(' ')}>
              <th scope="row" className="portal-results-name">
                {row.sc} {row.name}
              </th>
              <td>{row.level}</td>
              <td className="portal-results-label" style={{ color: colours[row.result] }}>
                {resultLabels[row.result]}
              </td>
              <td>
                {row.tests?.map((line) => (
                  <div key={line}>{line}</div>
                ))}
                {row.axe && row.axe.length > 0 && (
                  <div>
                    {t.axeRules}
                    {row.axe.map((rule, i) => (
                      <span key={rule}>
                        {i > 0 && '、'}
                        <code>{rule}</code>
                      </span>
                    ))}
                  </div>
                )}
                {row.note && <div style={{ color: token.colorTextSecondary }}>{row.note}</div>}
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
  const colours = resultColour(usePortalToken());
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
        <dl className="portal-statement-methods">
          {t.methods.map((m) => (
            <div key={m.title}>
              <dt>{m.title}</dt>
              <dd>{m.text}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="a11y-results" title={t.resultsTitle}>
        <Typography.Paragraph>{t.resultsLead}</Typography.Paragraph>
        <dl className="portal-statement-legend">
          {(Object.keys(resultLabels) as ConformanceResult[]).map((result) => (
            <div key={result}>
              <dt style={{ color: colours[result] }}>{resultLabels[result]}：</dt>
              <dd>{resultLegend[result]}</dd>
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
        <ul className="portal-statement-known">
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
