import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import { Button, InlineMessage, Stack, TextAreaField, useNow, useSchemaForm } from '@physio/shared-ui';
import { ConfirmDialog, Modal } from '@physio/shared-ui/dialogs';
import {
  canMarkOutcome,
  cancelRequestSchema,
  CHANGES,
  formatClock,
  formatDate,
  type Appointment,
  type OutcomeRequest,
} from '@physio/shared-contracts';
import { SeriesMoveForm } from '@physio/shared-ui/sessions';
import { RescheduleForm } from './RescheduleForm';

/** The buttons wrap as whole words in the narrow columns of the week (never "Resched" / "ule"). */
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  button {
    white-space: nowrap;
    overflow-wrap: normal;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding-inline: ${({ theme }) => theme.space.xs};
  }
`;

interface Props {
  appointment: Appointment;
  /** After a change, with the session as the server now has it. */
  onChanged: (updated: Appointment) => void;
  /** After a series' sessions moved (the list loads again), with the message saying how many. */
  onSeriesMoved: (message: string) => void;
}

/**
 * The doctor's actions on one scheduled session: before its start Reschedule (own free slots and a
 * reason; a series' session only itself, or it and all later ones of the series) and Cancel (one
 * confirmation, optional reason; the patient's credit always comes back); once it has started only
 * Completed / No-show (the API refuses the others: ALREADY_STARTED).
 */
export function SessionControls({ appointment, onChanged, onSeriesMoved }: Props) {
  const now = useNow();
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cancelForm = useSchemaForm(cancelRequestSchema, { reason: '' });
  const { start } = appointment;
  if (!start || appointment.status !== 'scheduled') return null;

  const who = `${appointment.patient_name}, ${formatDate(start)} ${formatClock(start)}`;
  const started = canMarkOutcome(start, now);

  const cancel = cancelForm.submit(async (body) => {
    setBusy(true);
    setError('');
    const result = await api.changes.cancel(
      { params: { id: appointment.id }, body: body.reason ? body : {} },
      'Could not cancel the session',
    );
    setBusy(false);
    setCancelling(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onChanged(result.data);
  });
  const mark = async (status: OutcomeRequest['status']) => {
    setBusy(true);
    setError('');
    const result = await api.changes.outcome(
      { params: { id: appointment.id }, body: { status } },
      'Could not save the outcome',
    );
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onChanged(result.data);
  };

  return (
    <Stack $gap="xs">
      <Controls role="group" aria-label={`Session of ${who}`}>
        {started && (
          <>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void mark('completed')}>
              Completed
            </Button>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void mark('no_show')}>
              No-show
            </Button>
          </>
        )}
        {!started && (
          <>
            <Button type="button" variant="ghost" disabled={busy} onClick={() => setMoving(true)}>
              Reschedule
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                cancelForm.reset({ reason: '' });
                setCancelling(true);
              }}
            >
              Cancel
            </Button>
          </>
        )}
      </Controls>
      {error && <InlineMessage tone="error">{error}</InlineMessage>}
      <Modal open={moving} onClose={() => setMoving(false)} title={`Reschedule: ${who}`}>
        {moving && appointment.series && (
          <SeriesMoveForm
            appointment={appointment}
            askReason
            onClose={() => setMoving(false)}
            onMoved={(_, message) => {
              setMoving(false);
              onSeriesMoved(message);
            }}
          />
        )}
        {moving && !appointment.series && (
          <RescheduleForm
            appointment={appointment}
            onClose={() => setMoving(false)}
            onDone={(updated) => {
              setMoving(false);
              onChanged(updated);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={cancelling}
        title="Cancel this session?"
        message={
          <form ref={cancelForm.formRef} onSubmit={cancel} noValidate>
            <p>
              The session of {who} (IST) will be cancelled. The patient gets the session credit back and can
              schedule it again.
            </p>
            <TextAreaField
              label="Reason (optional, shown to the patient)"
              hint={`At most ${CHANGES.reasonMaxLength} characters`}
              {...cancelForm.input('reason')}
            />
          </form>
        }
        confirmLabel="Cancel the session"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => cancel()}
        onCancel={() => setCancelling(false)}
      />
    </Stack>
  );
}
