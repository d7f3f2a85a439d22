import styled from 'styled-components';
import { formatDateTime, RED_FLAG_QUESTIONS, type Intake } from '@physio/shared-contracts';
import { DetailList } from '@physio/shared-ui';

const Lines = styled.dd`
  white-space: pre-line;
`;
const Flags = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const question = (key: string) => RED_FLAG_QUESTIONS.find((q) => q.key === key)?.text ?? key;
const orNone = (text: string) => text || 'None given';

/**
 * An intake's answers and consents as label/value pairs: the patient's health record and the doctor's patient page
 * show the same list (each adds its own words about a red flag above it).
 */
export function IntakeDetails({ intake, label }: { intake: Intake; label: string }) {
  const tele = intake.consent.teleconsultation;
  return (
    <DetailList aria-label={label}>
      <dt>Problem</dt>
      <dd>{intake.problem}</dd>
      <dt>Since</dt>
      <dd>{intake.since}</dd>
      <dt>Pain (0–10)</dt>
      <dd>{intake.pain}</dd>
      <dt>Safety questions answered yes</dt>
      <dd>
        {intake.red_flags.length === 0 ? (
          'None'
        ) : (
          <Flags>
            {intake.red_flags.map((key) => (
              <li key={key}>{question(key)}</li>
            ))}
          </Flags>
        )}
      </dd>
      <dt>Medications</dt>
      <Lines>{orNone(intake.medications)}</Lines>
      <dt>Other conditions</dt>
      <Lines>{orNone(intake.conditions)}</Lines>
      <dt>Goals</dt>
      <Lines>{orNone(intake.goals)}</Lines>
      <dt>Consent to treatment</dt>
      <dd>
        Given {formatDateTime(intake.consent.treatment.at)} ({intake.consent.treatment.version})
      </dd>
      <dt>Consent to teleconsultation</dt>
      <dd>{tele ? `Given ${formatDateTime(tele.at)} (${tele.version})` : 'Not given'}</dd>
    </DetailList>
  );
}
