import { useState, type ReactNode } from 'react';
import { api } from '@physio/shared-auth';
import { Button, InlineMessage, Stack, useLocale, useMessages, useNow, type Locale } from '@physio/shared-ui';
import { ConfirmDialog } from '@physio/shared-ui/dialogs';
import {
  canPatientCancel,
  canPatientReschedule,
  formatClock,
  formatDate,
  type Appointment,
  type Slot,
} from '@physio/shared-contracts';
import { useSlotMove } from '@physio/shared-ui/sessions';
import { SlotPicker } from '../slot-picker';
import { ClinicContact } from './ClinicContact';
import { changesCatalog } from './changesMessages';

interface Props {
  appointment: Appointment;
  /** After the session was moved or cancelled (the page loads the sessions again), with what to tell the patient. */
  onChanged: (message?: string) => void;
  /**
   * A series' session: Reschedule opens its own move (this session, or this and all later ones) instead of the
   * single session's, given how to close it.
   */
  moveFlow?: (close: () => void) => ReactNode;
}

const whenOf = (a: Appointment, locale: Locale) =>
  a.start ? `${formatDate(a.start, locale)}, ${formatClock(a.start)}` : '';

/**
 * Reschedule and Cancel for one upcoming session of the patient, while the windows allow (12 h and
 * 24 h before the start); inside them, why not and how to reach the clinic. The server's refusals
 * (TOO_LATE, SLOT_TAKEN) are shown here with the choice kept open.
 */
export function SessionChanges({ appointment, onChanged, moveFlow }: Props) {
  const now = useNow();
  const t = useMessages(changesCatalog);
  const locale = useLocale();
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { pick, taken, refresh, busy, error, choose, attempt, reset } = useSlotMove();
  const { start } = appointment;
  if (!start || appointment.status !== 'scheduled') return null;

  const mayMove = canPatientReschedule(start, now);
  const mayCancel = canPatientCancel(start, now);
  const when = whenOf(appointment, locale);

  const move = async (slot: Slot) => {
    const moved = await attempt(
      () =>
        api.changes.reschedule(
          { params: { id: appointment.id }, body: { start: slot.start } },
          t('moveFailed'),
        ),
      slot.start,
    );
    if (!moved) return;
    setMoving(false);
    onChanged(t('moved', { when: whenOf(moved, locale) }));
  };
  const cancel = async () => {
    const cancelled = await attempt(() =>
      api.changes.cancel({ params: { id: appointment.id }, body: {} }, t('cancelFailed')),
    );
    setConfirming(false);
    if (cancelled) onChanged(t('cancelled', { when }));
  };

  return (
    <Stack $gap="sm">
      {!moving && (mayMove || mayCancel) && (
        <p>
          {mayMove && (
            <Button
              type="button"
              variant="secondary"
              aria-label={t('rescheduleOf', { when })}
              onClick={() => {
                setMoving(true);
                reset();
              }}
            >
              {t('reschedule')}
            </Button>
          )}{' '}
          {mayCancel && (
            <Button
              type="button"
              variant="ghost"
              aria-label={t('cancelOf', { when })}
              onClick={() => setConfirming(true)}
            >
              {t('cancel')}
            </Button>
          )}
        </p>
      )}
      {(!mayMove || !mayCancel) && (
        <div>
          {!mayMove && <p>{t('tooLateToReschedule')}</p>}
          {!mayCancel && <p>{t('tooLateToCancel')}</p>}
          <ClinicContact />
        </div>
      )}
      {error && <InlineMessage tone="error">{changesCatalog.translateText(locale, error)}</InlineMessage>}
      {moving && moveFlow?.(() => setMoving(false))}
      {moving && !moveFlow && (
        <>
          <SlotPicker
            mode={appointment.mode}
            doctorId={appointment.doctor_id}
            legend={t('chooseNew')}
            value={pick ? { kind: 'slot', slot: pick } : null}
            onChange={choose}
            takenStart={taken}
            refresh={refresh}
          />
          <p>
            <Button type="button" disabled={!pick} loading={busy} onClick={() => pick && void move(pick)}>
              {t('moveHere')}
            </Button>{' '}
            <Button type="button" variant="ghost" onClick={() => setMoving(false)}>
              {t('keepTime')}
            </Button>
          </p>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('confirmTitle')}
        message={t('confirmMessage', { when })}
        confirmLabel={t('confirmCancel')}
        cancelLabel={t('keepIt')}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
