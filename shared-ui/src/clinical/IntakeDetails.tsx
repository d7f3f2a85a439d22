import styled from 'styled-components';
import { formatDateTime, type Intake } from '@physio/shared-contracts';
import { DetailList, useLocale, useMessages } from '@physio/shared-ui';
import { clinicalCatalog } from './clinicalMessages';

const Lines = styled.dd`
  white-space: pre-line;
`;
const Flags = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/**
 * An intake's answers and consents as label/value pairs: the patient's health record and the doctor's patient page
 * show the same list (each adds its own words about a red flag above it).
 */
export function IntakeDetails({ intake, label }: { intake: Intake; label: string }) {
  const t = useMessages(clinicalCatalog);
  const locale = useLocale();
  const when = (at: string) => formatDateTime(at, locale);
  const question = (key: string) =>
    `flag_${key}` in clinicalCatalog.en ? t(`flag_${key}` as keyof typeof clinicalCatalog.en) : key;
  const orNone = (text: string) => text || t('noneGiven');
  const tele = intake.consent.teleconsultation;
  return (
    <DetailList aria-label={label}>
      <dt>{t('problem')}</dt>
      <dd>{intake.problem}</dd>
      <dt>{t('since')}</dt>
      <dd>{intake.since}</dd>
      <dt>{t('pain')}</dt>
      <dd>{intake.pain}</dd>
      <dt>{t('flagsYes')}</dt>
      <dd>
        {intake.red_flags.length === 0 ? (
          t('none')
        ) : (
          <Flags>
            {intake.red_flags.map((key) => (
              <li key={key}>{question(key)}</li>
            ))}
          </Flags>
        )}
      </dd>
      <dt>{t('medications')}</dt>
      <Lines>{orNone(intake.medications)}</Lines>
      <dt>{t('conditions')}</dt>
      <Lines>{orNone(intake.conditions)}</Lines>
      <dt>{t('goals')}</dt>
      <Lines>{orNone(intake.goals)}</Lines>
      <dt>{t('consentTreatment')}</dt>
      <dd>
        {t('given', { when: when(intake.consent.treatment.at), version: intake.consent.treatment.version })}
      </dd>
      <dt>{t('consentTele')}</dt>
      <dd>{tele ? t('given', { when: when(tele.at), version: tele.version }) : t('notGiven')}</dd>
    </DetailList>
  );
}
