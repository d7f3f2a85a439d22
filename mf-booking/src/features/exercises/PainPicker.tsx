import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import type { ExerciseDay } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack, useLocale, useMessages } from '@physio/shared-ui';
import { exerciseCatalog } from './exerciseMessages';

const Scale = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(2.75rem, 1fr));
  gap: 0.4rem;
  label {
    display: grid;
    place-items: center;
    min-height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 8px;
    cursor: pointer;
    font-weight: 600;
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

/** Pain after today's exercises, 0 (none) to 10 (worst imaginable): radios, so arrows move along the scale. */
export function PainPicker({
  patientId,
  memberId,
  question,
  pain,
  onSaved,
}: {
  patientId: string;
  /** A family member's pain (issue 28 point 3), logged by the holder. */
  memberId?: string;
  /** The question in the member's words ("How much pain did Ramesh have…"). */
  question?: string;
  pain: number | null;
  onSaved: (day: ExerciseDay) => void;
}) {
  const [value, setValue] = useState<number | null>(pain);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const t = useMessages(exerciseCatalog);
  const locale = useLocale();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (value === null) {
      setResult({ tone: 'error', text: t('painMissing') });
      return;
    }
    setBusy(true);
    setResult(null);
    const res = await api.exercises.logPain(
      {
        params: { id: patientId },
        body: memberId ? { pain: value, dependant_id: memberId } : { pain: value },
      },
      t('painNotSaved'),
    );
    setBusy(false);
    if (res.ok) {
      onSaved(res.data);
      setResult({ tone: 'success', text: t('painSaved', { pain: value }) });
    } else setResult({ tone: 'error', text: exerciseCatalog.translateText(locale, res.message) });
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{question ?? t('painQuestion')}</legend>
          <Scale>
            {Array.from({ length: 11 }, (_, n) => (
              <label key={n}>
                <input
                  type="radio"
                  name={memberId ? `pain-${memberId}` : 'pain'}
                  value={n}
                  checked={value === n}
                  onChange={() => setValue(n)}
                />
                {n}
              </label>
            ))}
          </Scale>
        </fieldset>
        <div aria-live="polite">
          {result && <InlineMessage tone={result.tone}>{result.text}</InlineMessage>}
        </div>
        <div>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            {t('savePain')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
