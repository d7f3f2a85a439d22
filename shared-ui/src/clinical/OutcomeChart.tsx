import { useId } from 'react';
import styled, { useTheme } from 'styled-components';
import { formatDate } from '@physio/shared-contracts';
import { useLocale, useMessages, type Locale, type Translate } from '@physio/shared-ui';
import { clinicalCatalog } from './clinicalMessages';

export interface OutcomePoint {
  /** An ISO timestamp. */
  at: string;
  value: number;
}

// Drawn at 420 × 220 and scaled to the width: on a 390 px phone the 13-unit labels stay about 11 px.
const WIDTH = 420;
const HEIGHT = 220;
const FONT = 13;
const PAD = { left: 32, right: 20, top: 20, bottom: 36 };
const Y_TICKS = [0, 2, 4, 6, 8, 10];

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    height: auto;
    max-width: ${WIDTH}px;
    overflow: visible;
  }
  figcaption {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  table {
    border-collapse: collapse;
    margin-top: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const oneDecimal = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

/** The chart's summary for screen readers and its alt text: how many values, first and last, with dates. */
export function describeSeries(
  label: string,
  points: readonly OutcomePoint[],
  t: Translate<keyof typeof clinicalCatalog.en> = clinicalCatalog.translate('en'),
  locale: Locale = 'en',
): string {
  if (points.length === 0) return t('noScores', { label });
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (points.length === 1)
    return t('oneScore', { label, value: oneDecimal(first.value), date: formatDate(first.at, locale) });
  return t('scores', {
    label,
    count: points.length,
    first: oneDecimal(first.value),
    firstDate: formatDate(first.at, locale),
    last: oneDecimal(last.value),
    lastDate: formatDate(last.at, locale),
  });
}

/**
 * A 0–10 score over time as an SVG line chart (axis, gridlines, dated points with their values) with a text
 * alternative: the SVG is an image whose name summarises the series, and the values are in a table below it.
 * Points are spaced by their order, not by time, so scores on the same day stay readable.
 */
export function OutcomeChart({
  title,
  points,
  valueLabel,
  emptyText,
}: {
  title: string;
  points: readonly OutcomePoint[];
  /** The table's value column ("Score (0–10)"). */
  valueLabel: string;
  emptyText: string;
}) {
  const { colors } = useTheme();
  const t = useMessages(clinicalCatalog);
  const locale = useLocale();
  const id = `chart${useId().replace(/:/g, '')}`;
  if (points.length === 0)
    return (
      <Figure aria-labelledby={`${id}-title`}>
        <figcaption id={`${id}-title`}>{title}</figcaption>
        <p>{emptyText}</p>
      </Figure>
    );
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? plotW / 2 : (plotW * i) / (points.length - 1));
  const y = (v: number) => PAD.top + plotH - (plotH * Math.min(10, Math.max(0, v))) / 10;
  // At most six date labels: the first, the last and evenly between.
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  return (
    <Figure aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={describeSeries(title, points, t, locale)}
      >
        {Y_TICKS.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(t)}
              y2={y(t)}
              stroke={colors.border}
              strokeWidth={1}
            />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" fontSize={FONT} fill={colors.textMuted}>
              {t}
            </text>
          </g>
        ))}
        <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotH} stroke={colors.borderStrong} />
        <line
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          stroke={colors.borderStrong}
        />
        <path d={path} fill="none" stroke={colors.primary} strokeWidth={2.5} />
        {points.map((p, i) => (
          <g key={`${p.at}-${i}`}>
            <circle cx={x(i)} cy={y(p.value)} r={5} fill={colors.primary} />
            <text x={x(i)} y={y(p.value) - 10} textAnchor="middle" fontSize={FONT} fill={colors.text}>
              {oneDecimal(p.value)}
            </text>
            {(i % labelEvery === 0 || i === points.length - 1) && (
              <text
                x={x(i)}
                y={HEIGHT - PAD.bottom + 20}
                textAnchor="middle"
                fontSize={FONT}
                fill={colors.textMuted}
              >
                {formatDate(p.at, locale).replace(/ \d{4}$/, '')}
              </text>
            )}
          </g>
        ))}
      </svg>
      <details>
        <summary>{t('showTable')}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('date')}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.at}-${i}`}>
                <td>{formatDate(p.at, locale)}</td>
                <td>{oneDecimal(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </Figure>
  );
}
