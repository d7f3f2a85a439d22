import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatDayShort, type DateLanguage } from '@physio/shared-contracts';
import { ChevronLeftIcon, ChevronRightIcon, media, useLocale, useMessages } from '@physio/shared-ui';
import { slotCatalog } from './slotMessages';

/** Whole chips per view: the row scrolls a view at a time and never shows a chip cut in half. */
const PER_VIEW = { phone: 3, wide: 5 } as const;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
`;
const Chips = styled.div`
  --per-view: ${PER_VIEW.phone};
  ${media.sm} {
    --per-view: ${PER_VIEW.wide};
  }
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${media.reducedMotion} {
    scroll-behavior: auto;
  }
`;
const Chip = styled.button`
  flex: 0 0 calc((100% - (var(--per-view) - 1) * ${({ theme }) => theme.space.xs}) / var(--per-view));
  scroll-snap-align: start;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: 1.25;
  cursor: pointer;
  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;
const Arrow = styled.button`
  flex: 0 0 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** "Tue" over "1 Dec": the short day as two lines, so a narrow chip holds it whole. */
function ChipText({ day, language }: { day: string; language: DateLanguage }) {
  const [weekday, date] = formatDayShort(day, language).split(', ');
  return (
    <>
      <small>{weekday}</small> {date}
    </>
  );
}

/** A chip's name begins with what it shows ("Tue 1 Dec"), then the year (WCAG 2.5.3, label in name). */
export const dayChipName = (day: string, language: DateLanguage = 'en'): string =>
  `${formatDayShort(day, language).split(', ')[0]} ${formatDate(day, language)}`;

/**
 * The picker's days as a row of chips between "Earlier days" and "Later days" arrows: a few whole chips per
 * view (3 on a phone, 5 wider), scrolled a view at a time by the arrows or a swipe. The shown day's chip is
 * brought into the row's view when it changes (only the row scrolls, never the page).
 */
export function DayStrip({
  days,
  shown,
  onPick,
}: {
  days: string[];
  shown: string;
  onPick: (day: string) => void;
}) {
  const t = useMessages(slotCatalog);
  const language = useLocale();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const el = row.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  }, []);

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    if (scrolledTo.current !== shown) {
      // The row opens on its day at once (a glide on first paint would show chips cut mid-way); later changes glide.
      const behavior: ScrollBehavior = scrolledTo.current === null ? 'instant' : 'smooth';
      scrolledTo.current = shown;
      const chip = el.querySelector<HTMLElement>('[aria-pressed="true"]');
      const outOfView =
        chip &&
        (chip.offsetLeft < el.scrollLeft ||
          chip.offsetLeft + chip.offsetWidth > el.scrollLeft + el.clientWidth);
      if (chip && outOfView) el.scrollTo({ left: chip.offsetLeft - el.offsetLeft, behavior });
    }
    measure();
  }, [shown, measure]);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const page = (direction: 1 | -1) => row.current?.scrollBy({ left: direction * row.current.clientWidth });
  return (
    <Row>
      <Arrow type="button" aria-label={t('earlier')} disabled={edges.start} onClick={() => page(-1)}>
        <ChevronLeftIcon size={20} />
      </Arrow>
      <Chips role="group" aria-label={t('day')} ref={row} onScroll={measure}>
        {days.map((d) => (
          <Chip
            key={d}
            type="button"
            aria-pressed={d === shown}
            aria-label={dayChipName(d, language)}
            onClick={() => onPick(d)}
          >
            <ChipText day={d} language={language} />
          </Chip>
        ))}
      </Chips>
      <Arrow type="button" aria-label={t('later')} disabled={edges.end} onClick={() => page(1)}>
        <ChevronRightIcon size={20} />
      </Arrow>
    </Row>
  );
}
