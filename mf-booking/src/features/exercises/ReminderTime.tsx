import { useState, type FormEvent } from 'react';
import { api } from '@physio/shared-auth';
import { REMINDER_TIME_PATTERN } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack, TextField, useLocale, useMessages } from '@physio/shared-ui';
import { exerciseCatalog } from './exerciseMessages';

/**
 * The daily reminder's time (India's time): an SMS and an e-mail each day at that time, or none. A family member's
 * (issue 28 point 3, `memberId`) reminds the holder of the member's program.
 */
export function ReminderTime({
  patientId,
  memberId,
  hint,
  time,
}: {
  patientId: string;
  memberId?: string;
  /** The hint in the member's words. */
  hint?: string;
  time: string | null;
}) {
  const t = useMessages(exerciseCatalog);
  const locale = useLocale();
  const [value, setValue] = useState(time ?? '');
  const [saved, setSaved] = useState(time);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const send = async (next: string | null) => {
    if (next !== null && !REMINDER_TIME_PATTERN.test(next)) {
      setError(t('reminderTime'));
      return;
    }
    setBusy(true);
    setError(null);
    setMessage(null);
    const res = await api.exercises.setReminder(
      { params: { id: patientId }, body: memberId ? { time: next, dependant_id: memberId } : { time: next } },
      t('reminderNotSaved'),
    );
    setBusy(false);
    if (!res.ok) return setError(exerciseCatalog.translateText(locale, res.message));
    setSaved(res.data.time);
    if (res.data.time === null) setValue('');
    setMessage(res.data.time ? t('remindAt', { time: res.data.time }) : t('reminderOff'));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextField
          id={memberId ? `exercise-reminder-${memberId}` : 'exercise-reminder'}
          label={t('reminder')}
          hint={hint ?? t('reminderHint')}
          type="time"
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
        <div aria-live="polite">{message && <InlineMessage tone="success">{message}</InlineMessage>}</div>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
            {t('saveReminder')}
          </Button>
          {saved && (
            <Button type="button" variant="ghost" disabled={busy} onClick={() => void send(null)}>
              {t('turnOff')}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
