import { PATHS, to } from '@physio/shared-contracts/paths';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, Stack, DetailList, useMessages } from '@physio/shared-ui';
import {
  formatRupees,
  orderTotalRupees,
  perSessionPrice,
  type PatientProfile,
} from '@physio/shared-contracts';
import { Blank } from './Blank';
import { patientAreaCatalog } from './patientAreaMessages';

const LABELS = ['sessions', 'pricePerSession', 'total'] as const;

/** The plan card's layout, with its values or (loading) without: one shape for both (a family member's too). */
export function PlanCard({
  values,
  label,
  action,
  forName,
}: {
  values: readonly [ReactNode, ReactNode, ReactNode];
  label?: string;
  action?: ReactNode;
  /** A family member's own plan (issue 28 point 3): "For: Ramesh Kumar (Parent, 74)" under the title. */
  forName?: string;
}) {
  const t = useMessages(patientAreaCatalog);
  return (
    <Card>
      <Stack>
        <h2>{t('plan')}</h2>
        {forName && <p>{t('forPerson', { name: forName })}</p>}
        <DetailList aria-label={label}>
          {LABELS.map((name, i) => (
            <Fragment key={name}>
              <dt>{t(name)}</dt>
              <dd>{values[i]}</dd>
            </Fragment>
          ))}
        </DetailList>
        {action && <div>{action}</div>}
      </Stack>
    </Card>
  );
}

/** A plan card without a plan: what happens next, and how to book a session meanwhile. */
function NoPlan({ text, link }: { text: string; link?: string }) {
  const t = useMessages(patientAreaCatalog);
  return (
    <Card>
      <Stack>
        <h2>{t('plan')}</h2>
        <p>{text}</p>
        {link && (
          <p>
            <Link to={PATHS.booking}>{link}</Link>
          </p>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The plan the physiotherapist set (sessions × price) with Book sessions → /c/{id}. Until a doctor has set one,
 * no numbers: the defaults (1 session at ₹499) are not a plan, and beside a paid order of 3 sessions they read as
 * one that contradicts it.
 */
export function TreatmentPlan({
  patient,
  byDoctor = false,
}: {
  patient: PatientProfile;
  /** A doctor reads the patient's page: the plan is theirs to set (their tools are on the page). */
  byDoctor?: boolean;
}) {
  const t = useMessages(patientAreaCatalog);
  if (byDoctor && (patient.new_user || patient.plan_set === false))
    return <NoPlan text={t('noPlanDoctor')} />;
  if (patient.new_user) return <NoPlan text={t('planAfterFirst')} link={t('bookASession')} />;
  if (patient.plan_set === false) return <NoPlan text={t('noPlanYet')} link={t('bookAnother')} />;
  const perSession = perSessionPrice(patient);
  return (
    <PlanCard
      label={t('plan')}
      values={[
        patient.sessions,
        formatRupees(perSession),
        formatRupees(orderTotalRupees(perSession, patient.sessions)),
      ]}
      action={<ButtonLink to={to.bookPhysioFor(patient.id)}>{t('bookSessions')}</ButtonLink>}
    />
  );
}

/** Holds the button's place, unseen and out of the tab order. */
const Unseen = styled.span`
  display: inline-block;
  visibility: hidden;
`;

/**
 * The plan card's place while the plan loads: the title and the labels, each value a blank bar,
 * and the Book sessions button's room (unseen), so the plan arriving moves nothing below it.
 */
export function TreatmentPlanPlaceholder() {
  const t = useMessages(patientAreaCatalog);
  return (
    <PlanCard
      values={[
        <Blank key="s" $width="2rem" />,
        <Blank key="p" $width="5rem" />,
        <Blank key="t" $width="6rem" />,
      ]}
      action={
        <Unseen>
          <ButtonLink to={PATHS.booking} tabIndex={-1}>
            {t('bookSessions')}
          </ButtonLink>
        </Unseen>
      }
    />
  );
}
