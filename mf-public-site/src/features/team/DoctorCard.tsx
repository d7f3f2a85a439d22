import styled from 'styled-components';
import { Card } from '@physio/shared-ui';
import type { Physiotherapist } from '../../content/team';

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
  return (
    <Body as="article">
      <Avatar aria-hidden="true">{initials(doctor.name)}</Avatar>
      <Heading>{doctor.name}</Heading>
      <p>{doctor.qualification}</p>
      <dl>
        <dt>Registration no.</dt>
        <dd>{doctor.registration}</dd>
        <dt>Experience</dt>
        <dd>{doctor.years} years</dd>
        <dt>Languages</dt>
        <dd>{doctor.languages.join(', ')}</dd>
        <dt>Special interest</dt>
        <dd>{doctor.focus}</dd>
      </dl>
    </Body>
  );
}
