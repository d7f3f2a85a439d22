import { useState } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  AVAILABILITY_MODES,
  availabilitySchema,
  formatClock,
  formatDate,
  formatDayShort,
  SCHEDULING,
  strandedSessionsSchema,
  type Availability,
  type StrandedSession,
  type WeeklyRange,
} from '@physio/shared-contracts';
import { ERROR_CODES } from '@physio/shared-contracts/error-codes';
import {
  Button,
  InlineMessage,
  LoadView,
  media,
  SelectField,
  Stack,
  TextField,
  useLoad,
} from '@physio/shared-ui';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MODE_LABELS = { online: 'Online', home: 'Home visits', both: 'Online and home' } as const;

/** Days off, soonest first: "Thu, 10 Dec 2026" and its Remove on one line. */
const DaysOff = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
/** "Thu, 10 Dec 2026" for a calendar date. */
const formatDayLong = (date: string) => `${formatDayShort(date)} ${date.slice(0, 4)}`;

/** The two groups of fields, framed in the theme's colours (not the browser's grey groove). */
const Group = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space.xxs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** One range: its fields stacked on phones (a rule between ranges), one row of day, from, to, mode on wider screens. */
const RangeRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-items: end;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: ${({ theme }) => theme.space.sm};
  }
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr)) auto;
    & + & {
      border-top: 0;
      padding-top: 0;
    }
  }
`;

/** Field errors of the schema by path ("weekly.2.end", "slot_minutes"…). */
function issuesOf(value: Availability): Record<string, string> {
  const parsed = availabilitySchema.safeParse(value);
  if (parsed.success) return {};
  const out: Record<string, string> = {};
  for (const issue of parsed.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

function Editor({ doctorId, initial }: { doctorId: string; initial: Availability }) {
  const [value, setValue] = useState<Availability>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dayOff, setDayOff] = useState('');
  /** Booked sessions the new hours would leave out (409 STRANDED_SESSIONS): move them, or confirm to cancel. */
  const [stranded, setStranded] = useState<StrandedSession[]>([]);

  const setRange = (index: number, patch: Partial<WeeklyRange>) =>
    setValue((v) => ({ ...v, weekly: v.weekly.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));

  const save = async (cancelStranded = false) => {
    const found = issuesOf(value);
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await api.availability.save(
      { params: { id: doctorId }, query: cancelStranded ? { stranded: 'cancel' } : {}, body: value },
      'Could not save your hours',
    );
    setBusy(false);
    const left =
      !result.ok && result.code === ERROR_CODES.STRANDED_SESSIONS
        ? strandedSessionsSchema.safeParse(result.details)
        : null;
    const cancelled = cancelStranded ? stranded.length : 0;
    setStranded(left?.success ? left.data : []);
    setStatus(
      result.ok
        ? {
            tone: 'success',
            text: cancelled
              ? `Availability saved; ${cancelled} session${cancelled === 1 ? '' : 's'} cancelled and the patients told`
              : 'Availability saved',
          }
        : { tone: 'error', text: result.message },
    );
  };

  return (
    <Stack>
      <TextField
        label="Session length (minutes)"
        type="number"
        min={SCHEDULING.minSlotMinutes}
        max={SCHEDULING.maxSlotMinutes}
        value={String(value.slot_minutes)}
        error={errors.slot_minutes}
        onChange={(e) => setValue((v) => ({ ...v, slot_minutes: Number(e.target.value) }))}
      />
      <Group>
        <legend>Weekly hours</legend>
        <Stack>
          {value.weekly.map((range, i) => (
            <RangeRow key={i} role="group" aria-label={`Range ${i + 1}`}>
              <SelectField
                label="Day"
                value={String(range.weekday)}
                onChange={(e) => setRange(i, { weekday: Number(e.target.value) })}
              >
                {WEEKDAYS.map((name, d) => (
                  <option key={name} value={d}>
                    {name}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="From"
                type="time"
                value={range.start}
                error={errors[`weekly.${i}.start`]}
                onChange={(e) => setRange(i, { start: e.target.value })}
              />
              <TextField
                label="To"
                type="time"
                value={range.end}
                error={errors[`weekly.${i}.end`]}
                onChange={(e) => setRange(i, { end: e.target.value })}
              />
              <SelectField
                label="Mode"
                value={range.mode}
                onChange={(e) => setRange(i, { mode: e.target.value as WeeklyRange['mode'] })}
              >
                {AVAILABILITY_MODES.map((m) => (
                  <option key={m} value={m}>
                    {MODE_LABELS[m]}
                  </option>
                ))}
              </SelectField>
              <Button
                type="button"
                variant="ghost"
                onClick={() => setValue((v) => ({ ...v, weekly: v.weekly.filter((_, j) => j !== i) }))}
              >
                Remove range {i + 1}
              </Button>
            </RangeRow>
          ))}
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              setValue((v) => ({
                ...v,
                weekly: [...v.weekly, { weekday: 1, start: '09:00', end: '13:00', mode: 'both' }],
              }))
            }
          >
            Add a range
          </Button>
        </Stack>
      </Group>
      <Group>
        <legend>Days off</legend>
        {value.exceptions.length === 0 ? (
          <p>No days off.</p>
        ) : (
          <DaysOff aria-label="Days off">
            {[...value.exceptions]
              .sort((a, b) => a.date.localeCompare(b.date))
              .map((ex) => (
                <li key={ex.date}>
                  <span>{formatDayLong(ex.date)}</span>
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Remove the day off of ${formatDayLong(ex.date)}`}
                    onClick={() =>
                      setValue((v) => ({ ...v, exceptions: v.exceptions.filter((x) => x.date !== ex.date) }))
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
          </DaysOff>
        )}
        <TextField label="Day off" type="date" value={dayOff} onChange={(e) => setDayOff(e.target.value)} />
        <Button
          type="button"
          variant="secondary"
          disabled={!dayOff || value.exceptions.some((x) => x.date === dayOff)}
          onClick={() => {
            setValue((v) => ({ ...v, exceptions: [...v.exceptions, { date: dayOff, available: false }] }));
            setDayOff('');
          }}
        >
          Add day off
        </Button>
      </Group>
      {status && <InlineMessage tone={status.tone}>{status.text}</InlineMessage>}
      {stranded.length > 0 && (
        <section aria-labelledby="stranded-title">
          <h3 id="stranded-title">Booked sessions outside the new hours</h3>
          <ul>
            {stranded.map((s) => (
              <li key={s.id}>
                {s.patient_name}: {formatDate(s.start)}, {formatClock(s.start)} ({MODE_LABELS[s.mode]})
              </li>
            ))}
          </ul>
          <p>
            Move them from your Appointments tab first, or cancel them: each patient gets the session credit
            back and an e-mail.
          </p>
          <Button type="button" variant="danger" loading={busy} onClick={() => void save(true)}>
            Cancel {stranded.length === 1 ? 'this session' : `these ${stranded.length} sessions`} and save
          </Button>
        </section>
      )}
      <Button type="button" loading={busy} onClick={() => void save()}>
        Save hours
      </Button>
    </Stack>
  );
}

/** The doctor's weekly hours, session length and days off (GET/PUT /api/doctors/{id}/availability). */
export function AvailabilityEditor({ doctorId }: { doctorId: string }) {
  const load = useLoad(doctorId, () =>
    api.availability.get({ params: { id: doctorId } }, 'Could not load your hours'),
  );
  return (
    <section aria-label="Your hours">
      <h2>Your hours</h2>
      <LoadView load={load} loadingLabel="Loading your hours…">
        {(data) => <Editor doctorId={doctorId} initial={data} />}
      </LoadView>
    </section>
  );
}
