import styled from 'styled-components';
import { type Adherence, formatDate } from '@physio/shared-contracts';

const Figure = styled.figure`
  margin: 0;
  svg {
    width: 100%;
    max-width: 36rem;
    height: auto;
    display: block;
  }
  table {
    border-collapse: collapse;
    margin-top: 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.25rem 0.75rem 0.25rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const W = 320;
const H = 160;
const PAD = { left: 34, right: 8, top: 10, bottom: 28 };
const plotW = W - PAD.left - PAD.right;
const plotH = H - PAD.top - PAD.bottom;

/**
 * Adherence per week as bars (0–100 %) with the week's average pain (0–10) as a line over them, and the same
 * figures as a table: the chart is drawn for the eye (aria-hidden), the table is its text alternative.
 */
export function AdherenceChart({ adherence }: { adherence: Adherence }) {
  const { weeks, pain } = adherence;
  if (!weeks.length)
    return <p>No exercises prescribed yet: adherence shows here once the patient has a program.</p>;
  const painOf = (starts: string) => {
    const end = new Date(Date.parse(starts) + 7 * 86_400_000).toISOString().slice(0, 10);
    const inWeek = pain.filter((p) => p.day >= starts && p.day < end).map((p) => p.pain);
    return inWeek.length ? Math.round((10 * inWeek.reduce((a, b) => a + b, 0)) / inWeek.length) / 10 : null;
  };
  const step = plotW / weeks.length;
  const rows = weeks.map((w, i) => ({ ...w, pain: painOf(w.starts), x: PAD.left + i * step }));
  const y = (pct: number) => PAD.top + plotH - (pct / 100) * plotH;
  const painPoints = rows
    .filter((r) => r.pain !== null)
    .map((r) => `${r.x + step / 2},${y((r.pain ?? 0) * 10)}`);
  return (
    <Figure>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        {[0, 50, 100].map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#c7d2d0" strokeWidth="1" />
            <text x={PAD.left - 4} y={y(t) + 4} fontSize="10" textAnchor="end" fill="#4b5563">
              {t}%
            </text>
          </g>
        ))}
        {rows.map((r) => (
          <g key={r.week}>
            <rect
              x={r.x + step * 0.15}
              width={step * 0.7}
              y={y(r.percent ?? 0)}
              height={plotH - (y(r.percent ?? 0) - PAD.top)}
              fill="#0f766e"
              rx="2"
            />
            <text x={r.x + step / 2} y={H - 10} fontSize="9" textAnchor="middle" fill="#4b5563">
              {r.week.slice(5)}
            </text>
          </g>
        ))}
        {painPoints.length > 0 && (
          <polyline points={painPoints.join(' ')} fill="none" stroke="#b45309" strokeWidth="2" />
        )}
        {painPoints.map((p) => {
          const [cx, cy] = p.split(',');
          return <circle key={p} cx={cx} cy={cy} r="3" fill="#b45309" />;
        })}
      </svg>
      <figcaption>
        Bars: share of prescribed sets done each week. Orange line: average pain that week (0–10, on the same
        scale ×10).
      </figcaption>
      <table>
        <caption className="visually-hidden">Adherence and pain per week</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Sets done</th>
            <th scope="col">Adherence</th>
            <th scope="col">Average pain</th>
          </tr>
        </thead>
        <tbody>
          {rows
            .slice()
            .reverse()
            .map((r) => (
              <tr key={r.week}>
                <th scope="row">
                  {r.week} (from {formatDate(r.starts)})
                </th>
                <td>
                  {r.done} of {r.prescribed}
                </td>
                <td>{r.percent === null ? '—' : `${r.percent}%`}</td>
                <td>{r.pain === null ? 'not logged' : `${r.pain} / 10`}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </Figure>
  );
}
