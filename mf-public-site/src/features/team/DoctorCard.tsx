import styled from 'styled-components';
import { Card, useMessages } from '@physio/shared-ui';
import type { Physiotherapist } from '../../content/team';
import { teamCatalog, teamContentCatalog } from './teamMessages';

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Body = styled(Card)`
  height: 100%;
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  dl {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s*/, '')
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);

export function DoctorCard({ doctor, headingLevel = 3 }: { doctor: Physiotherapist; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useMessages(teamCatalog);
  const content = useMessages(teamContentCatalog);
  return (
    <Body as="article">
      <Avatar aria-hidden="true">{initials(doctor.name)}</Avatar>
      <Heading>{doctor.name}</Heading>
      <p>{doctor.qualification}</p>
      <dl>
        <dt>{t('registration')}</dt>
        <dd>{doctor.registration}</dd>
        <dt>{t('experience')}</dt>
        <dd>{t('years', { years: doctor.years })}</dd>
        <dt>{t('languages')}</dt>
        <dd>{doctor.languages.map((l) => content(`language.${l}`)).join(', ')}</dd>
        <dt>{t('focus')}</dt>
        <dd>{content(`${doctor.id}.focus`)}</dd>
      </dl>
    </Body>
  );
}
