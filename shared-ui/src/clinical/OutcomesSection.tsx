import { useState } from 'react';
import { api, fetchProgressReportPdf } from '@physio/shared-auth';
import type { Outcomes, OutcomeDue } from '@physio/shared-contracts';
import { DownloadButton, InlineMessage, LoadView, Stack, useLoad } from '@physio/shared-ui';
import { OutcomeChart } from './OutcomeChart';
import { PainForm, PsfsForm } from './OutcomeForms';

function dueText(due: OutcomeDue, isPatient: boolean): string | null {
  if (!due.due) return null;
  const who = isPatient ? 'Your' : 'The patient’s';
  return due.reason === 'intake'
    ? `${who} first progress score is due: rate the activities ${isPatient ? 'you find' : 'they find'} hard.`
    : `${who} progress score is due: ${due.sessions_since_last} sessions since the last one (every ${due.every_sessions}).`;
}

/**
 * Outcome measures (issue 29): the PSFS and pain charted over time, whether a score is due, the forms to record
 * them and the progress report PDF. The patient's health record and the doctor's patient page show the same.
 */
export function OutcomesSection({
  patientId,
  viewer,
  onChanged,
}: {
  patientId: string;
  viewer: 'patient' | 'doctor';
  /** After a score is saved (the patient's page reloads its access log). */
  onChanged?: () => void;
}) {
  const isPatient = viewer === 'patient';
  const load = useLoad(patientId, () =>
    api.outcomes.list({ params: { id: patientId } }, 'Could not load the progress scores'),
  );
  const [saved, setSaved] = useState<string | null>(null);
  const changed = (message: string) => {
    setSaved(message);
    load.reload();
    onChanged?.();
  };
  return (
    <section aria-labelledby="progress-title">
      <h2 id="progress-title">{isPatient ? 'Your progress' : 'Progress'}</h2>
      <LoadView load={load} loadingLabel="Loading the progress scores…">
        {(data: Outcomes) => {
          const psfs = data.scores.filter((s) => s.instrument === 'psfs');
          const pain = data.scores.filter((s) => s.instrument === 'pain');
          const due = dueText(data.due, isPatient);
          return (
            <Stack $gap="md">
              {due && <InlineMessage tone="info">{due}</InlineMessage>}
              <div aria-live="polite">{saved && <InlineMessage tone="success">{saved}</InlineMessage>}</div>
              <OutcomeChart
                title="Activity score (PSFS, 0–10, higher is better)"
                valueLabel="Score (0–10)"
                points={psfs.map((s) => ({ at: s.recorded_at, value: s.score }))}
                emptyText="No activity score yet."
              />
              <OutcomeChart
                title="Pain (0–10, lower is better)"
                valueLabel="Pain (0–10)"
                points={pain.map((s) => ({ at: s.recorded_at, value: s.score }))}
                emptyText="No pain rating yet."
              />
              <PsfsForm
                key={psfs.length}
                patientId={patientId}
                previous={psfs.at(-1)}
                onSaved={(s) => changed(`Score saved: ${s.score.toFixed(1)} out of 10`)}
              />
              <PainForm
                patientId={patientId}
                label={isPatient ? 'Your pain today (0–10)' : 'Pain at this session (0–10)'}
                onSaved={() => changed('Pain rating saved')}
              />
              <div>
                <DownloadButton
                  fetchFile={() => fetchProgressReportPdf(patientId)}
                  filename="progress-report.pdf"
                >
                  Download the progress report (PDF)
                </DownloadButton>
              </div>
            </Stack>
          );
        }}
      </LoadView>
    </section>
  );
}
