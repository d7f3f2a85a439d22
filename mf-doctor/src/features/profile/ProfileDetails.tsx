import styled from 'styled-components';
import type { Doctor } from '@physio/shared-contracts';
import { formatDate, formatGender } from '../../lib/format';

const Dl = styled.dl`
  display: grid;
  grid-template-columns: minmax(7rem, max-content) 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** Read-only profile fields (spec §2). */
export function ProfileDetails({ doctor }: { doctor: Doctor }) {
  return (
    <Dl>
      <dt>Name</dt>
      <dd>{doctor.name}</dd>
      <dt>Email</dt>
      <dd>{doctor.email}</dd>
      <dt>Mobile</dt>
      <dd>+91 {doctor.mobile}</dd>
      <dt>Gender</dt>
      <dd>{formatGender(doctor.gender)}</dd>
      <dt>Date of birth</dt>
      <dd>{formatDate(doctor.birth_date)}</dd>
    </Dl>
  );
}
