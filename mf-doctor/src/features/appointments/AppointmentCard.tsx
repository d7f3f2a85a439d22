import { to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardList, DetailList } from '@physio/shared-ui';
import {
  appointmentStatusLabel,
  formatClock,
  formatDate,
  formatPhone,
  formatTimeOfDay,
  placeLabel,
  type Appointment,
  treatedName,
} from '@physio/shared-contracts';

export const AppointmentGrid = styled(CardList).attrs({ $min: '18rem' })`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`;
const Details = styled(DetailList)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

/** An online session's room, only while the session is live (never on a cancelled or finished one). */
export const liveJoinUrl = (a: Appointment): string | null => (a.status === 'scheduled' ? a.join_url : null);

/**
 * A session the doctor reads at a glance: who (with a link to the patient), when, where, how to reach them. On
 * the patient's own page (`ofPatient`) the heading is the session's day instead of their name.
 */
export function AppointmentCard({
  a,
  headingLevel = 4,
  ofPatient = false,
}: {
  a: Appointment;
  headingLevel?: 3 | 4;
  ofPatient?: boolean;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const video = liveJoinUrl(a);
  return (
    <li>
      <Card>
        <Heading style={{ margin: 0 }}>
          {ofPatient ? (
            `${appointmentStatusLabel(a)} session`
          ) : (
            <Link to={to.patientBookings(a.patient_id)}>{treatedName(a)}</Link>
          )}
        </Heading>
        <Details>
          <dt>Date</dt>
          <dd>{a.start ? formatDate(a.start) : a.date ? formatDate(a.date) : 'To be scheduled'}</dd>
          <dt>Time</dt>
          <dd>
            {a.start && a.end
              ? `${formatClock(a.start)} – ${formatClock(a.end)}`
              : formatTimeOfDay(a.time_of_day)}
          </dd>
          <dt>Where</dt>
          <dd>{placeLabel(a)}</dd>
          {a.dependant && (
            <>
              <dt>{ofPatient ? 'For' : 'Contact'}</dt>
              <dd>{ofPatient ? treatedName(a) : a.patient_name}</dd>
            </>
          )}
          {a.patient_mobile && (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:+91${a.patient_mobile}`}>{formatPhone(a.patient_mobile)}</a>
              </dd>
            </>
          )}
          {a.problem && (
            <>
              <dt>Problem</dt>
              <dd>{a.problem}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>{appointmentStatusLabel(a)}</dd>
          {video && (
            <>
              <dt>Video</dt>
              <dd>
                <a href={video} target="_blank" rel="noopener noreferrer">
                  Video link
                </a>
              </dd>
            </>
          )}
        </Details>
      </Card>
    </li>
  );
}
