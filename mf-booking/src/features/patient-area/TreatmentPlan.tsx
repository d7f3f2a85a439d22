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

/** The plan the physiotherapist set (sessions × price) with Book sessions → /c/{id}. */
export function TreatmentPlan({ patient }: { patient: PatientProfile }) {
  if (patient.new_user) {
    return (
      <Card>
        <Stack>
          <h2>Treatment plan</h2>
          <p>Your physiotherapist sets your treatment plan after your first session.</p>
          <p>
            <Link to={PATHS.booking}>Book a session</Link>
          </p>
        </Stack>
      </Card>
    );
  }
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
