import { useState } from 'react';
import { formatDateTime, SEE_DOCTOR_MESSAGE, type IntakeStatus } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack } from '@physio/shared-ui';
import { IntakeDetails } from '@physio/shared-ui/clinical';
import { IntakeForm } from './IntakeForm';

/**
 * The patient's intake: the form until they have filled it, then their answers (with the advice to see a doctor
 * when a safety answer was yes) and a way to give new ones. A doctor reads the answers only.
 */
export function IntakeSection({
  patientId,
  status,
  canEdit,
  onSaved,
}: {
  patientId: string;
  status: IntakeStatus;
  canEdit: boolean;
  /** After a save (the access log has a new line). */
  onSaved?: () => void;
}) {
  const [intake, setIntake] = useState(status.intake);
  const [editing, setEditing] = useState(canEdit && status.intake === null);
  const [justSaved, setJustSaved] = useState(false);

  if (editing)
    return (
      <Stack>
        <IntakeForm
          patientId={patientId}
          needsTeleconsultation={status.needs_teleconsultation}
          onSaved={(saved) => {
            setIntake(saved);
            setEditing(false);
            setJustSaved(true);
            onSaved?.();
          }}
        />
        {intake && (
          <div>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              Keep my earlier answers
            </Button>
          </div>
        )}
      </Stack>
    );
  if (!intake) return <p>The patient has not answered the questions before their first session yet.</p>;
  return (
    <Stack>
      <h2 style={{ margin: 0 }}>Your answers before treatment</h2>
      <div aria-live="polite">
        {justSaved && <InlineMessage tone="success">Thank you: your answers are saved.</InlineMessage>}
      </div>
      {intake.flagged && <InlineMessage tone="error">{SEE_DOCTOR_MESSAGE}</InlineMessage>}
      <p style={{ margin: 0 }}>Given {formatDateTime(intake.created_at)}</p>
      <IntakeDetails intake={intake} label="Your intake answers" />
      {canEdit && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setJustSaved(false);
              setEditing(true);
            }}
          >
            Update my answers
          </Button>
        </div>
      )}
    </Stack>
  );
}
