import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@physio/shared-ui';
import { DASHBOARD_TABS, type DashboardTab } from './tabs';

/**
 * Two rows of two on a phone, where the four tabs do not fit one row (it scrolled, hiding a tab);
 * one row from the `sm` breakpoint on.
 */
const List = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.25rem;
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 1.25rem;
  ${media.sm} {
    display: flex;
    overflow-x: auto;
  }
`;

const Tab = styled.button<{ $active: boolean }>`
  min-height: 44px;
  ${media.sm} {
    flex: 1 0 auto;
    min-width: max-content;
  }
  padding: 0.6rem 1rem;
  border: 0;
  border-bottom: 3px solid ${(p) => (p.$active ? p.theme.colors.primary : 'transparent')};
  background: none;
  font: inherit;
  font-weight: ${({ $active }) => ($active ? 700 : 500)};
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** An accessible tablist (arrow keys, Home, End) whose selection lives in the URL. */
export function DashboardTabs({
  active,
  onSelect,
  children,
}: {
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
  children: ReactNode;
}) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const onKeyDown = (e: KeyboardEvent) => {
    // From the tab that has the focus: while a tab's panel is still loading, `active` can lag behind the URL.
    const focused = DASHBOARD_TABS.findIndex((t) => refs.current[t.id] === e.target);
    const index = focused >= 0 ? focused : DASHBOARD_TABS.findIndex((t) => t.id === active);
    const last = DASHBOARD_TABS.length - 1;
    let next = index;
    if (e.key === 'ArrowRight') next = index === last ? 0 : index + 1;
    else if (e.key === 'ArrowLeft') next = index === 0 ? last : index - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else return;
    e.preventDefault();
    const tab = DASHBOARD_TABS[next]!;
    onSelect(tab.id);
    refs.current[tab.id]?.focus();
  };

  return (
    <>
      <List role="tablist" aria-label="Dashboard sections" onKeyDown={onKeyDown}>
        {DASHBOARD_TABS.map((t) => (
          <Tab
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={t.id === active}
            aria-controls={`panel-${t.id}`}
            tabIndex={t.id === active ? 0 : -1}
            $active={t.id === active}
            onClick={() => onSelect(t.id)}
          >
            {t.label}
          </Tab>
        ))}
      </List>
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {children}
      </div>
    </>
  );
}
