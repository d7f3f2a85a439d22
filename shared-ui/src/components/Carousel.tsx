import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  baseCatalog,
  ChevronLeftIcon,
  ChevronRightIcon,
  useMessages,
  usePrefersReducedMotion,
  VisuallyHidden,
} from '@physio/shared-ui';

/** min-width: 0 so a grid or flex parent cannot be stretched to the width of all slides side by side. */
const Region = styled.section`
  position: relative;
  width: 100%;
  min-width: 0;
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Track = styled.div<{ $index: number; $animate: boolean }>`
  display: flex;
  transform: translateX(${({ $index }) => `-${$index * 100}%`});
  transition: ${({ $animate, theme }) => ($animate ? `transform ${theme.transitions.normal}` : 'none')};
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  height: 44px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

const Dots = styled.div`
  display: flex;
  gap: 2px;
`;

const Dot = styled.button`
  width: 32px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 10px;
    height: 10px;
    margin: 0 auto;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
  }
  &[aria-current='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Patient testimonials". */
  label: string;
  /** Autoplay interval; 0 or less turns autoplay off. */
  intervalMs: number;
  items: ReactNode[];
}

/**
 * Rotating slides (WAI-ARIA carousel pattern). Autoplay pauses while the pointer is over it, while
 * focus is inside it, when the user pressed Pause, and entirely under prefers-reduced-motion.
 * Hidden slides are inert, so Tab never lands on an invisible link.
 */
export function Carousel({ label, intervalMs, items }: CarouselProps) {
  const t = useMessages(baseCatalog);
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const baseId = useId();
  const touchStartX = useRef<number | null>(null);
  const current = count > 0 ? index % count : 0;
  const autoplayAllowed = intervalMs > 0 && count > 1 && !reducedMotion && !stopped;
  const rotating = autoplayAllowed && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, count]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Region
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Viewport
        onTouchStart={(event) => {
          touchStartX.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStartX.current;
          const end = event.changedTouches[0]?.clientX;
          touchStartX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40) return;
          go(end < start ? current + 1 : current - 1);
        }}
      >
        <Track $index={current} $animate={!reducedMotion} aria-live={rotating ? 'off' : 'polite'}>
          {items.map((item, i) => (
            <Slide
              key={i}
              id={`${baseId}-slide-${i}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { number: i + 1, count })}
              aria-hidden={i === current ? undefined : true}
              inert={i !== current}
            >
              {item}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {count > 1 && (
        <Controls>
          {intervalMs > 0 && !reducedMotion && (
            <IconButton type="button" onClick={() => setStopped((s) => !s)}>
              {stopped ? t('play') : t('pause')}
              <VisuallyHidden> {label}</VisuallyHidden>
            </IconButton>
          )}
          <IconButton type="button" aria-label={t('previousSlide')} onClick={() => go(current - 1)}>
            <ChevronLeftIcon size={20} />
          </IconButton>
          <Dots>
            {items.map((_, i) => (
              <Dot
                key={i}
                type="button"
                aria-label={t('showSlide', { number: i + 1, count })}
                aria-controls={`${baseId}-slide-${i}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </Dots>
          <IconButton type="button" aria-label={t('nextSlide')} onClick={() => go(current + 1)}>
            <ChevronRightIcon size={20} />
          </IconButton>
        </Controls>
      )}
    </Region>
  );
}
