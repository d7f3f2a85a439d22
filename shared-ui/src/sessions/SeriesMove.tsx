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
  useLocale,
  useMessages,
  useSchemaForm,
  type FormSchema,
  type Translate,
} from '@physio/shared-ui';
import { seriesCatalog } from './seriesMessages';
import { SlotChooser } from './SlotChooser';
import { useFreeSlots } from './useFreeSlots';
import { useSlotMove } from './useSlotMove';

const en = seriesCatalog.en;
/** The form's English words (the page's language: seriesCatalog). */
export const SERIES_MOVE_LABELS = {
  time: en.time,
  scope: en.scope,
  one: en.one,
  following: en.following,
  moveOne: en.moveOne,
  moveFollowing: en.moveFollowing,
  keep: en.keep,
  reason: en.reason,
} as const;

type SeriesWords = Translate<keyof typeof seriesCatalog.en>;

/** "1 day later", "45 minutes earlier", "2 days, 1 hour and 30 minutes later": how far a move shifts a session. */
export function describeShift(ms: number, t: SeriesWords = seriesCatalog.translate('en')): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const parts = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ] as const;
  const said = parts
    .filter(([n]) => n > 0)
    .map(([n, unit]) => t(`${unit}_${n === 1 ? 'one' : 'many'}`, { count: n }));
  const amount =
    said.length > 1 ? t('and', { list: said.slice(0, -1).join(', '), last: said.at(-1)! }) : (said[0] ?? '');
  return t(ms < 0 ? 'earlier' : 'later', { amount });
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

const whenIn = (locale: 'en' | 'hi') => (start: string) =>
  `${formatDayShort(dayInIndiaOf(start), locale)}, ${formatClock(start)}`;

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
  const t = useMessages(seriesCatalog);
  const when = whenIn(useLocale());
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
          t('notMoved'),
        ),
      body.start,
    );
    const count = moved ? moved.moved.length : 0;
    if (moved) onMoved(moved, t(count === 1 ? 'moved_one' : 'moved_many', { count }));
  });

  const following = form.values.scope === 'following';
  const shift = pick ? describeShift(Date.parse(pick.start) - Date.parse(start), t) : '';
  const scopes = [
    { value: 'one', label: t('one') },
    { value: 'following', label: t('following') },
  ];
  return (
    <form
      ref={form.formRef}
      onSubmit={send}
      noValidate
      aria-busy={busy}
      aria-label={t('moveLabel', { position: series.position, size: series.size })}
      tabIndex={-1}
    >
      <Stack $gap="sm">
        <SlotChooser
          load={slots}
          legend={t('time')}
          value={pick ? { kind: 'slot', slot: pick } : null}
          onChange={choose}
          // The session's own time is taken (by it): its day first, with the free times nearest to it.
          takenStart={taken ?? start}
          from={from}
        />
        <RadioGroup
          legend={t('scope')}
          name="scope"
          options={scopes}
          value={form.values.scope}
          onChange={(v) => form.set('scope', v as SeriesMove['scope'])}
          disabled={busy}
        />
        {askReason && (
          <TextAreaField
            label={t('reason')}
            hint={t('reasonHint', { count: CHANGES.reasonMaxLength })}
            required
            {...form.input('reason')}
          />
        )}
        {pick && (
          <p>
            {t('movesFrom', {
              position: series.position,
              size: series.size,
              from: when(start),
              to: when(pick.start),
            })}
            {following ? t('followingToo', { shift }) : t('othersStay')}
          </p>
        )}
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <p>
          <Button type="submit" disabled={!pick} loading={busy}>
            {following ? t('moveFollowing') : t('moveOne')}
          </Button>{' '}
          <Button type="button" variant="ghost" onClick={onClose} disabled={busy}>
            {t('keep')}
          </Button>
        </p>
      </Stack>
    </form>
  );
}
