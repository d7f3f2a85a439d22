import { PATHS, to } from '@physio/shared-contracts/paths';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, Card, Stack, DetailList } from '@physio/shared-ui';
import {
  formatRupees,
  orderTotalRupees,
  perSessionPrice,
  type PatientProfile,
} from '@physio/shared-contracts';
import { Blank } from './Blank';

const LABELS = ['Sessions', 'Price per session', 'Total'] as const;

/** The plan card's layout, with its values or (loading) without: one shape for both. */
function PlanCard({
  values,
  label,
  action,
}: {
  values: readonly [ReactNode, ReactNode, ReactNode];
  label?: string;
  action: ReactNode;
}) {
  return (
    <Card>
      <Stack>
        <h2>Treatment plan</h2>
        <DetailList aria-label={label}>
          {LABELS.map((name, i) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{values[i]}</dd>
            </Fragment>
          ))}
        </DetailList>
        <div>{action}</div>
      </Stack>
    </Card>
  );
}

/** A plan card without a plan: what happens next, and how to book a session meanwhile. */
function NoPlan({ text, link }: { text: string; link?: string }) {
  return (
    <Card>
      <Stack>
        <h2>Treatment plan</h2>
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
  if (byDoctor && (patient.new_user || patient.plan_set === false))
    return <NoPlan text="No treatment plan yet: set one in your tools on this page." />;
  if (patient.new_user)
    return (
      <NoPlan
        text="Your physiotherapist sets your treatment plan after your first session."
        link="Book a session"
      />
    );
  if (patient.plan_set === false)
    return (
      <NoPlan
        text="No treatment plan yet: your physiotherapist sets one after assessing you. Your booked sessions are below."
        link="Book another session"
      />
    );
  const perSession = perSessionPrice(patient);
  return (
    <PlanCard
      label="Treatment plan"
      values={[
        patient.sessions,
        formatRupees(perSession),
        formatRupees(orderTotalRupees(perSession, patient.sessions)),
      ]}
      action={<ButtonLink to={to.bookPhysioFor(patient.id)}>Book sessions</ButtonLink>}
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
            Book sessions
          </ButtonLink>
        </Unseen>
      }
    />
  );
}
