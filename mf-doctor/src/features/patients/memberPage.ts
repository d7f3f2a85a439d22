import { to } from '@physio/shared-contracts/paths';

/** The query parameter naming the family member the patient page is opened on (issue 28 point 3). */
export const MEMBER_PARAM = 'for';

/** The holder's patient page opened on their family member: the doctor's tools show that member. */
export const memberPage = (holderId: string, memberId: string) =>
  `${to.patientDashboard(holderId)}?${MEMBER_PARAM}=${encodeURIComponent(memberId)}`;
