import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xs}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
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

/** Disclosure list (WAI-ARIA accordion): each title is a button in a heading that shows or hides its panel. */
export function Accordion({ items, defaultOpen = [], headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <List>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.title}</span>
                <ChevronDownIcon size={20} />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
