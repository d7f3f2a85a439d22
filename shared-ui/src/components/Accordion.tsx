import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@physio/shared-ui';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  list-style: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: inherit;
`;

const Panel = styled.div`
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AccordionProps {
  items: AccordionItem[];
  /** Ids open at first render. */
  defaultOpen?: string[];
  /** Heading level of the item titles (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Disclosure list of native `<details>`: the browser opens and closes each item, so it works in the prerendered
 * page before the app starts, and find-in-page opens the item that holds a match.
 */
export function Accordion({ items, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.id} id={item.id} open={defaultOpen.includes(item.id)}>
          <Summary>
            <Heading as={`h${headingLevel}`}>{item.title}</Heading>
            <ChevronDownIcon size={20} />
          </Summary>
          <Panel>{item.content}</Panel>
        </Item>
      ))}
    </List>
  );
}
