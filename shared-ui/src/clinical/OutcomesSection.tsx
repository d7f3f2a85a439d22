import { useState } from 'react';
import { api, fetchProgressReportPdf } from '@physio/shared-auth';
import type { Outcomes, OutcomeDue } from '@physio/shared-contracts';
import { InlineMessage, LoadView, Stack, useLoad, useMessages, type Translate } from '@physio/shared-ui';
import { DownloadButton } from '@physio/shared-ui/download';
import { clinicalCatalog } from './clinicalMessages';
import { OutcomeChart } from './OutcomeChart';
import { PainForm, PsfsForm } from './OutcomeForms';

function dueText(
  due: OutcomeDue,
  /** The patient reading their own (a holder reading a member's reads the doctor's words: "The patient’s…"). */
  isPatient: boolean,
  t: Translate<keyof typeof clinicalCatalog.en>,
): string | null {
  if (!due.due) return null;
  if (due.reason === 'intake') return t(isPatient ? 'firstDue' : 'firstDueDoctor');
  return t(isPatient ? 'due' : 'dueDoctor', { count: due.sessions_since_last, every: due.every_sessions });
}

/**
 * Outcome measures (issue 29): the PSFS and pain charted over time, whether a score is due, the forms to record
 * them and the progress report PDF. The patient's health record and the doctor's patient page show the same.
 */
export function OutcomesSection({
  patientId,
  viewer,
  memberId,
  forLine,
  onChanged,
}: {
  patientId: string;
  viewer: 'patient' | 'doctor';
  /**
   * A family member's own scores (issue 28 point 3), on the account holder's record: read and recorded with
   * `dependant_id`; the progress report PDF is the patient's own, so a member's section has none.
   */
  memberId?: string;
  /** Under the heading: whom a member's section is about ("For: Ramesh Kumar (Parent, 74)"). */
  forLine?: string;
  /** After a score is saved (the patient's page reloads its access log). */
  onChanged?: () => void;
}) {
  const t = useMessages(clinicalCatalog);
  const isPatient = viewer === 'patient';
  // The holder's own words ("Your…") only about themself; a member's section may share the page with theirs.
  const own = isPatient && !memberId;
  const titleId = memberId ? `progress-title-${memberId}` : 'progress-title';
  const load = useLoad(`${patientId}/${memberId ?? ''}`, () =>
    api.outcomes.list(
      { params: { id: patientId }, query: memberId ? { dependant_id: memberId } : {} },
      t('scoresNotLoaded'),
    ),
  );
  const [saved, setSaved] = useState<string | null>(null);
  const changed = (message: string) => {
    setSaved(message);
    load.reload();
    onChanged?.();
  };
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{t(own ? 'yourProgress' : 'progress')}</h2>
      {forLine && <p>{forLine}</p>}
      <LoadView load={load} loadingLabel={t('loadingScores')}>
        {(data: Outcomes) => {
          const psfs = data.scores.filter((s) => s.instrument === 'psfs');
          const pain = data.scores.filter((s) => s.instrument === 'pain');
          const due = dueText(data.due, own, t);
          return (
            <Stack $gap="md">
              {due && <InlineMessage tone="info">{due}</InlineMessage>}
              <div aria-live="polite">{saved && <InlineMessage tone="success">{saved}</InlineMessage>}</div>
              <OutcomeChart
                title={t('psfsTitle')}
                valueLabel={t('psfsValue')}
                points={psfs.map((s) => ({ at: s.recorded_at, value: s.score }))}
                emptyText={t('psfsEmpty')}
              />
              <OutcomeChart
                title={t('painTitle')}
                valueLabel={t('painValue')}
                points={pain.map((s) => ({ at: s.recorded_at, value: s.score }))}
                emptyText={t('painEmpty')}
              />
              <PsfsForm
                key={psfs.length}
                patientId={patientId}
                memberId={memberId}
                previous={psfs.at(-1)}
                onSaved={(s) => changed(t('scoreSaved', { score: s.score.toFixed(1) }))}
              />
              <PainForm
                patientId={patientId}
                memberId={memberId}
                label={t(own ? 'painToday' : isPatient ? 'memberPainToday' : 'painAtSession')}
                onSaved={() => changed(t('painSaved'))}
              />
              {!memberId && (
                <div>
                  <DownloadButton
                    fetchFile={() => fetchProgressReportPdf(patientId)}
                    filename="progress-report.pdf"
                  >
                    {t('report')}
                  </DownloadButton>
                </div>
              )}
            </Stack>
          );
        }}
      </LoadView>
    </section>
  );
}
