import type { Doctor } from '@physio/shared-contracts';
import { formatDate } from '@physio/shared-contracts';
import { formatGender } from './gender';
import { DetailList } from '@physio/shared-ui';

/** Read-only profile fields (spec §2). */
export function ProfileDetails({ doctor }: { doctor: Doctor }) {
  return (
    <DetailList>
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
    </DetailList>
  );
}
