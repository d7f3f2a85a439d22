import { api } from '@physio/shared-auth';
import { formatDateTime } from '@physio/shared-contracts';
import { InlineMessage, LoadView, Stack, useLoad } from '@physio/shared-ui';
import { IntakeDetails } from '@physio/shared-ui/clinical';

export const RED_FLAG_NOTICE =
  'Red flag: the patient answered yes to a safety question. Check it before treating, and refer them to a doctor if it needs medical review.';

/**
 * The patient's intake before their first session, with its red flag on top; every read is in their access log.
 * With `memberId`, the intake the account holder filled in for that family member (issue 28 point 3).
 */
export function IntakePanel({ patientId, memberId }: { patientId: string; memberId?: string }) {
  const load = useLoad(`${patientId}/${memberId ?? ''}`, () =>
    api.clinical.intake(
      { params: { id: patientId }, query: memberId ? { dependant_id: memberId } : {} },
      'Could not load the intake.',
    ),
  );
  return (
    <section aria-labelledby="intake-panel-title">
      <Stack>
        <h3 id="intake-panel-title" style={{ margin: 0 }}>
          Intake
        </h3>
        <LoadView load={load} loadingLabel="Loading the intake…">
          {({ intake }) =>
            !intake ? (
              <p style={{ margin: 0 }}>
                No intake yet: the patient answers the questions before their first session.
              </p>
            ) : (
              <Stack>
                {intake.flagged && <InlineMessage tone="error">{RED_FLAG_NOTICE}</InlineMessage>}
                <p style={{ margin: 0 }}>Answered {formatDateTime(intake.created_at)}</p>
                <IntakeDetails intake={intake} label="Intake answers" />
              </Stack>
            )
          }
        </LoadView>
      </Stack>
    </section>
  );
}
