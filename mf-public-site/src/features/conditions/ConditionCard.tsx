import { to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMessages } from '@physio/shared-ui';
import type { ConditionSummary } from '../../content/conditionIndex';
import { conditionIndexCatalog } from './conditionMessages';

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * A whole-card link to /conditions-we-treat/{slug}; its accessible name is the condition's name first.
 * The summary, when shown, comes in already in the page's language (the conditions page's own catalog).
 */
export function ConditionCard({ condition, summary }: { condition: ConditionSummary; summary?: string }) {
  const t = useMessages(conditionIndexCatalog);
  return (
    <CardLink to={to.condition(condition.slug)}>
      <strong>{t(`${condition.slug}.name`)}</strong>
      {summary !== undefined && <span>{summary}</span>}
    </CardLink>
  );
}
