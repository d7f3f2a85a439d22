import { api } from '@physio/shared-auth';
import { Button, InlineMessage, Stack, TextAreaField, useSchemaForm } from '@physio/shared-ui';
import { SlotChooser, useFreeSlots, useSlotMove } from '@physio/shared-ui/sessions';
import { CHANGES, doctorRescheduleSchema, type Appointment } from '@physio/shared-contracts';

interface Props {
  appointment: Appointment;
  onDone: (updated: Appointment) => void;
  onClose: () => void;
}

/**
 * The doctor moves a session: one of their own free slots and the reason the patient will read
 * (required, at most 300 characters, checked by the contract's schema). A taken slot is said here and
 * the free times load again, the reason kept.
 */
export function RescheduleForm({ appointment, onDone, onClose }: Props) {
  const form = useSchemaForm(doctorRescheduleSchema, { start: '', reason: '' });
  const { pick, taken, refresh, busy, error, choose, attempt } = useSlotMove((at) => form.set('start', at));
  // The session's doctor by their public id, as /api/slots knows them.
  const slots = useFreeSlots({ mode: appointment.mode, doctorId: appointment.doctor_id, refresh });

  const send = form.submit(async (body) => {
    const moved = await attempt(
      () => api.changes.reschedule({ params: { id: appointment.id }, body }, 'Could not move the session'),
      body.start,
    );
    if (moved) onDone(moved);
  });

  return (
    <form ref={form.formRef} onSubmit={send} noValidate>
      <Stack $gap="sm">
        <SlotChooser
          load={slots}
          legend="New time"
          value={pick ? { kind: 'slot', slot: pick } : null}
          onChange={choose}
          takenStart={taken}
        />
        <TextAreaField
          label="Reason (shown to the patient)"
          hint={`At most ${CHANGES.reasonMaxLength} characters`}
          required
          {...form.input('reason')}
        />
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <p>
          <Button type="submit" disabled={!pick} loading={busy}>
            Move the session
          </Button>{' '}
          <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
            Keep the current time
          </Button>
        </p>
      </Stack>
    </form>
  );
}
