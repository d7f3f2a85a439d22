import { to } from '@physio/shared-contracts/paths';
import styled from 'styled-components';
import { ButtonLink, Card, Stack } from '@physio/shared-ui';
import {
  dependantLabel,
  formatRupees,
  type PatientProfile,
  type TreatedMember,
} from '@physio/shared-contracts';
import { memberPage } from '../patients/memberPage';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
`;

const planText = (m: TreatedMember) =>
  m.plan ? `Plan: ${m.plan.sessions} sessions at ${formatRupees(m.plan.price)} each` : 'No plan yet';

/** The patient's family members this doctor treats (issue 28 point 3), each a patient of their own to open. */
export function FamilyMembers({ holderId, members }: { holderId: string; members: TreatedMember[] }) {
  return (
    <Stack>
      <h3 style={{ margin: 0 }}>Family members you treat</h3>
      <List>
        {members.map((m) => (
          <li key={m.id}>
            <span>
              {dependantLabel(m)} · {planText(m)}
            </span>
            <ButtonLink to={memberPage(holderId, m.id)} variant="secondary" aria-label={`View ${m.name}`}>
              View
            </ButtonLink>
          </li>
        ))}
      </List>
    </Stack>
  );
}

/** The family member the page is opened on, with the account holder as the contact and the way back to them. */
export function MemberHeader({
  member,
  holder,
}: {
  member: TreatedMember;
  holder: Pick<PatientProfile, 'id' | 'name' | 'mobile' | 'email'>;
}) {
  return (
    <Card>
      <Stack>
        <h3 style={{ margin: 0 }}>Patient: {dependantLabel(member)}</h3>
        <p style={{ margin: 0 }}>
          Contact: {holder.name}, {holder.mobile}
          {holder.email ? `, ${holder.email}` : ''}
        </p>
        <p style={{ margin: 0 }}>{planText(member)}</p>
        <div>
          <ButtonLink to={to.patientDashboard(holder.id)} variant="ghost">
            ← {holder.name}’s own record
          </ButtonLink>
        </div>
      </Stack>
    </Card>
  );
}
