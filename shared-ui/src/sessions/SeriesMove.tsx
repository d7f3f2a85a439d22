import { useEffect } from 'react';
import { api } from '@physio/shared-auth';
import {
  addDays,
  CHANGES,
  dayInIndiaOf,
  doctorSeriesMoveSchema,
  formatClock,
  formatDayShort,
  SCHEDULING,
  SERIES_MESSAGES,
  seriesMoveSchema,
  todayInIndia,
  type Appointment,
  type SeriesMove,
  type SeriesMoved,
} from '@physio/shared-contracts';
import {
  Button,
  InlineMessage,
  RadioGroup,
  Stack,
  TextAreaField,
  useSchemaForm,
  type FormSchema,
} from '@physio/shared-ui';
import { SlotChooser } from './SlotChooser';
import { useFreeSlots } from './useFreeSlots';
import { useSlotMove } from './useSlotMove';

export const SERIES_MOVE_LABELS = {
  time: 'Choose the new time',
  scope: 'Which sessions move?',
  one: 'Only this session',
  following: 'This and all later sessions',
  moveOne: 'Move this session',
  moveFollowing: 'Move this and all later sessions',
  keep: 'Keep the current time',
  reason: 'Reason (shown to the patient)',
} as const;

const SCOPES = [
  { value: 'one', label: SERIES_MOVE_LABELS.one },
  { value: 'following', label: SERIES_MOVE_LABELS.following },
] as const;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "1 day later", "45 minutes earlier", "2 days, 1 hour and 30 minutes later": how far a move shifts a session. */
export function describeShift(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => plural(n, unit));
  const amount = said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : (said[0] ?? '');
  return `${amount} ${ms < 0 ? 'earlier' : 'later'}`;
}

/**
 * The first of the picker's days when moving a series' session (often weeks ahead, past the usual 14 days from
 * today): the days around its own day, from 6 days before it, never before today nor so late that the last day
 * passes the booking horizon (the API refuses such a range). Here, not in ./slots: the booking page's first render
 * takes that module, and a bundle keeps every export any of its pages uses.
 */
export function pickerFirstDay(
  today: string,
  around?: string | null,
  count: number = SCHEDULING.pickerDays,
): string {
  if (!around) return today;
  const latest = addDays(today, SCHEDULING.bookingHorizonDays - count + 1);
  const wanted = addDays(around, -Math.floor((count - 1) / 2));
  return wanted < today ? today : wanted > latest ? latest : wanted;
}

const when = (start: string) => `${formatDayShort(dayInIndiaOf(start))}, ${formatClock(start)}`;

export interface SeriesMoveFormProps {
  /** The series' session to move (its `series` and `start` set). */
  appointment: Appointment;
  /** The doctor's move: the reason the patient will read, required as for a single session. */
  askReason?: boolean;
  /** After the move, with the series as it now is and the message saying how many sessions moved. */
  onMoved: (moved: SeriesMoved, message: string) => void;
  onClose: () => void;
  /** Take the focus when shown (opened in place of the button that opened it, not in a dialog). */
  takeFocus?: boolean;
}

/**
 * Moving a weekly series' session (the patient area, the doctor's week): a new time from the slot picker over the
 * days around the session, then only this session or this and every later one of the series still booked, each
 * by the same shift (PATCH /api/series/:id/appointments/:appointment_id, one transaction on the server). A refusal
 * (a later session's new time taken, a window passed) is said here and nothing has moved; a time taken meanwhile
 * loads the free times again with its nearest ones first.
 */
export function SeriesMoveForm({
  appointment,
  askReason = false,
  onMoved,
  onClose,
  takeFocus = false,
}: SeriesMoveFormProps) {
  const { series, start } = appointment;
  const around = start ? dayInIndiaOf(start) : null;
  const from = pickerFirstDay(todayInIndia(), around);
  const schema: FormSchema<SeriesMove> = askReason ? doctorSeriesMoveSchema : seriesMoveSchema;
  const form = useSchemaForm(schema, { start: '', scope: 'one' as SeriesMove['scope'], reason: '' });
  const { pick, taken, refresh, busy, error, choose, attempt } = useSlotMove((at) => form.set('start', at));
  const slots = useFreeSlots({ mode: appointment.mode, doctorId: appointment.doctor_id, refresh, from });
  const { formRef } = form;
  useEffect(() => {
    if (takeFocus) formRef.current?.focus();
  }, [takeFocus, formRef]);
  if (!series || !start) return null;

  const send = form.submit(async (body) => {
    const reason = body.reason?.trim();
    const moved = await attempt(
      () =>
        api.series.move(
          {
            params: { id: series.id, appointment_id: appointment.id },
            body: { start: body.start, scope: body.scope, ...(reason ? { reason } : {}) },
          },
          'Could not move the sessions',
        ),
      body.start,
    );
    if (moved) onMoved(moved, SERIES_MESSAGES.moved(moved.moved.length));
  });

  const following = form.values.scope === 'following';
  const shift = pick ? describeShift(Date.parse(pick.start) - Date.parse(start)) : '';
  return (
    <form
      ref={form.formRef}
      onSubmit={send}
      noValidate
      aria-busy={busy}
      aria-label={`Move session ${series.position} of ${series.size}`}
      tabIndex={-1}
    >
      <Stack $gap="sm">
        <SlotChooser
          load={slots}
          legend={SERIES_MOVE_LABELS.time}
          value={pick ? { kind: 'slot', slot: pick } : null}
          onChange={choose}
          // The session's own time is taken (by it): its day first, with the free times nearest to it.
          takenStart={taken ?? start}
          from={from}
        />
        <RadioGroup
          legend={SERIES_MOVE_LABELS.scope}
          name="scope"
          options={SCOPES}
          value={form.values.scope}
          onChange={(v) => form.set('scope', v as SeriesMove['scope'])}
          disabled={busy}
        />
        {askReason && (
          <TextAreaField
            label={SERIES_MOVE_LABELS.reason}
            hint={`At most ${CHANGES.reasonMaxLength} characters`}
            required
            {...form.input('reason')}
          />
        )}
        {pick && (
          <p>
            Session {series.position} of {series.size} moves from {when(start)} to {when(pick.start)} (IST)
            {following
              ? `, and every later session of the series still booked moves ${shift} too.`
              : '. The other sessions of the series stay as they are.'}
          </p>
        )}
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <p>
          <Button type="submit" disabled={!pick} loading={busy}>
            {following ? SERIES_MOVE_LABELS.moveFollowing : SERIES_MOVE_LABELS.moveOne}
          </Button>{' '}
          <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
            {SERIES_MOVE_LABELS.keep}
          </Button>
        </p>
      </Stack>
    </form>
  );
}
