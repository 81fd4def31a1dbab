// The monthly cash flow (deposits up, withdrawals down) as a small hand-drawn SVG: no chart library,
// a chunk of its own that only the history page loads. Accessible: the figures are also in a table
// for screen readers.
import { formatMoney } from '@portal/shared-kernel';
import type { CashFlow } from '@portal/shared-kernel';
import { usePortalToken, visuallyHiddenStyle } from '@portal/kit';
import { texts } from '../../lib/texts.ts';

const WIDTH = 480;
const HEIGHT = 230;
const PAD = { top: 16, right: 8, bottom: 34, left: 58 };

/** Axis labels in 万円 / 億円 (a chart needs round figures; the table carries the exact yen). */
function short(yen: bigint): string {
  const abs = yen < 0n ? -yen : yen;
  const sign = yen < 0n ? '-' : '';
  if (abs >= 100_000_000n) return `${sign}${(abs / 100_000_000n).toString()}億`;
  if (abs >= 10_000n) return `${sign}${(abs / 10_000n).toString()}万`;
  return `${sign}${abs.toString()}`;
}

/** A round step (1, 2 or 5 × 10^n yen) so that four steps reach `max`. */
export function niceStep(max: bigint): bigint {
  for (let power = 1n; ; power *= 10n) {
    for (const m of [1n, 2n, 5n]) if (m * power * 4n >= max) return m * power;
  }
}

/** A legend's colour square. */
function Swatch({ colour }: { colour: string }) {
  return <span style={{ display: 'inline-block', width: 10, height: 10, background: colour, marginRight: 4 }} />;
}

export default function CashFlowChart({ months }: { months: CashFlow['months'] }) {
  const token = usePortalToken();
  const values = months.flatMap((m) => [BigInt(m.deposits), BigInt(m.withdrawals)]);
  const peak = values.reduce((a, b) => (b > a ? b : a), 0n);
  if (peak === 0n) return <p style={{ color: token.portalGrey55, margin: 0 }}>{texts.chartEmpty}</p>;
  const step = niceStep(peak);
  const top = ((peak + step - 1n) / step) * step;
  const plotH = (HEIGHT - PAD.top - PAD.bottom) / 2;
  const zero = PAD.top + plotH;
  // Scaled to pixels once, in integer arithmetic (thousandths of the half height).
  const h = (v: bigint) => (Number((v * 1000n) / top) / 1000) * plotH;
  const band = (WIDTH - PAD.left - PAD.right) / months.length;
  const bar = Math.min(18, band / 3);
  const grid = [top, top / 2n, 0n, -(top / 2n), -top];
  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby="cash-flow-title"
        style={{ maxWidth: 600, display: 'block', margin: '0 auto' }}
      >
        <title id="cash-flow-title">{texts.chartTitle}</title>
        {grid.map((g) => {
          const y = zero - h(g);
          return (
            <g key={String(g)}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y}
                y2={y}
                stroke={g === 0n ? token.portalIcon : token.colorBorderSecondary}
                strokeWidth={g === 0n ? 1.2 : 1}
              />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={13} fill={token.portalChartText}>
                {short(g)}
              </text>
            </g>
          );
        })}
        {months.map((m, i) => {
          const x = PAD.left + band * i + band / 2;
          const dep = h(BigInt(m.deposits));
          const wd = h(BigInt(m.withdrawals));
          return (
            <g key={m.month}>
              <rect x={x - bar - 1} y={zero - dep} width={bar} height={dep} fill={token.portalDeposit} rx={2}>
                <title>{`${m.month} ${texts.chartDeposits} ${formatMoney(m.deposits)}`}</title>
              </rect>
              <rect x={x + 1} y={zero} width={bar} height={wd} fill={token.portalWithdrawal} rx={2}>
                <title>{`${m.month} ${texts.chartWithdrawals} ${formatMoney(m.withdrawals)}`}</title>
              </rect>
              <text x={x} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize={13} fill={token.portalChartText}>
                {`${Number(m.month.slice(5))}月`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, fontSize: token.fontSizeSM, color: token.portalChartText, justifyContent: 'center' }}>
        <span>
          <Swatch colour={token.portalDeposit} />
          {texts.chartDeposits}
        </span>
        <span>
          <Swatch colour={token.portalWithdrawal} />
          {texts.chartWithdrawals}
        </span>
      </figcaption>
      {/* for screen readers: the figures of the bars */}
      <table style={visuallyHiddenStyle}>
        <caption>{texts.chartTitle}</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.month}</th>
              <td>{`${texts.chartDeposits} ${formatMoney(m.deposits)}`}</td>
              <td>{`${texts.chartWithdrawals} ${formatMoney(m.withdrawals)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
