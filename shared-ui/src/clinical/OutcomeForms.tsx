import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  emptyPsfsForm,
  painRatingRequestSchema,
  PSFS,
  psfsRequestFrom,
  psfsRequestSchema,
  type OutcomeScore,
  type PsfsFormRow,
} from '@physio/shared-contracts';
import { clinicalCatalog } from './clinicalMessages';
import { Button, InlineMessage, Stack, TextField, useMessages } from '@physio/shared-ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 7rem;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  @media (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr) 5.5rem;
  }
`;
const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  margin: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
`;

/** The first message the schema gives for a value (the API answers the same one). */
function firstIssue(
  result: { success: boolean; error?: { issues: { message: string }[] } },
  fallback: string,
): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? fallback);
}

/**
 * The Patient-Specific Functional Scale: 3–5 activities the problem makes hard, each rated 0–10. A follow-up
 * starts from the last score's activities, as the published method asks (the same activities, rated again).
 */
export function PsfsForm({
  patientId,
  memberId,
  previous,
  onSaved,
}: {
  patientId: string;
  /** A family member's score (issue 28 point 3). */
  memberId?: string;
  previous: OutcomeScore | undefined;
  onSaved: (score: OutcomeScore) => void;
}) {
  const t = useMessages(clinicalCatalog);
  // A member's form may share the page with the holder's: its ids are its own.
  const idOf = (name: string) => (memberId ? `${name}-${memberId}` : name);
  const [rows, setRows] = useState<PsfsFormRow[]>(() =>
    previous ? previous.activities.map((a) => ({ activity: a.activity, rating: '' })) : emptyPsfsForm(),
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (i: number, key: keyof PsfsFormRow, value: string) =>
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = psfsRequestFrom(rows);
    const issue = firstIssue(psfsRequestSchema.safeParse(body), t('checkAnswers'));
    setError(issue);
    if (issue) return;
    setBusy(true);
    const res = await api.outcomes.recordPsfs(
      { params: { id: patientId }, body: memberId ? { ...body, dependant_id: memberId } : body },
      t('scoreNotSaved'),
    );
    setBusy(false);
    if (!res.ok) return setError(res.message);
    setRows(res.data.activities.map((a) => ({ activity: a.activity, rating: '' })));
    onSaved(res.data);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={idOf('psfs-title')}>
      <Stack $gap="sm">
        <Fieldset>
          <legend id={idOf('psfs-title')}>{t('activitiesTitle')}</legend>
          <p style={{ margin: 0 }}>
            {t('activitiesHint', { min: PSFS.minActivities, max: PSFS.maxActivities })}
          </p>
          {rows.map((r, i) => (
            <Row key={i}>
              <TextField
                id={idOf(`psfs-activity-${i}`)}
                label={t('activity', { number: i + 1 })}
                maxLength={PSFS.activityLength}
                value={r.activity}
                onChange={(e) => set(i, 'activity', e.target.value)}
              />
              <TextField
                id={idOf(`psfs-rating-${i}`)}
                label="0–10"
                type="number"
                inputMode="numeric"
                min={0}
                max={10}
                step={1}
                value={r.rating}
                onChange={(e) => set(i, 'rating', e.target.value)}
              />
            </Row>
          ))}
          {rows.length < PSFS.maxActivities && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => setRows((rs) => [...rs, { activity: '', rating: '' }])}
            >
              {t('addActivity')}
            </Button>
          )}
        </Fieldset>
        <div aria-live="polite">{error && <InlineMessage tone="error">{error}</InlineMessage>}</div>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('saving') : t('saveScore')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** A pain rating 0–10 (at a session, when the doctor records it there). */
export function PainForm({
  patientId,
  memberId,
  label,
  onSaved,
}: {
  patientId: string;
  /** A family member's rating (issue 28 point 3). */
  memberId?: string;
  label: string;
  onSaved: (score: OutcomeScore) => void;
}) {
  const t = useMessages(clinicalCatalog);
  const [pain, setPain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { pain: pain.trim() === '' ? NaN : Number(pain) };
    const issue = firstIssue(painRatingRequestSchema.safeParse(body), t('checkAnswers'));
    setError(issue);
    if (issue) return;
    setBusy(true);
    const res = await api.outcomes.recordPain(
      { params: { id: patientId }, body: memberId ? { ...body, dependant_id: memberId } : body },
      t('painNotSaved'),
    );
    setBusy(false);
    if (!res.ok) return setError(res.message);
    setPain('');
    onSaved(res.data);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Row>
        <TextField
          id={`pain-${memberId ?? patientId}`}
          label={label}
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          step={1}
          value={pain}
          error={error ?? undefined}
          onChange={(e) => setPain(e.target.value)}
        />
        <Button type="submit" disabled={busy} style={{ marginTop: '1.75rem' }}>
          {t('save')}
        </Button>
      </Row>
    </form>
  );
}
