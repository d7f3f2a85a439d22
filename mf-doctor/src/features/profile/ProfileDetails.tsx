import { Fragment } from 'react';
import { type Doctor, formatDate } from '@physio/shared-contracts';
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

/**
 * The fields' place while the profile loads: the same labels, each value a blank line, so the
 * details arriving move nothing below them (the page's CLS).
 */
export function ProfileDetailsPlaceholder() {
  return (
    <DetailList aria-hidden="true">
      {['Name', 'Email', 'Mobile', 'Gender', 'Date of birth'].map((label) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{'\u00a0'}</dd>
        </Fragment>
      ))}
    </DetailList>
  );
}
