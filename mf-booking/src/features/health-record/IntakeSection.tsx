import { useState } from 'react';
import { formatDateTime, type IntakeStatus } from '@physio/shared-contracts';
import { Button, InlineMessage, Stack, useLocale, useMessages } from '@physio/shared-ui';
import { clinicalCatalog, IntakeDetails } from '@physio/shared-ui/clinical';
import { healthCatalog } from './healthMessages';
import { IntakeForm } from './IntakeForm';

/**
 * The patient's intake: the form until they have filled it, then their answers (with the advice to see a doctor
 * when a safety answer was yes) and a way to give new ones. A doctor reads the answers only.
 */
export function IntakeSection({
  patientId,
  member,
  status,
  canEdit,
  onSaved,
}: {
  patientId: string;
  /**
   * A family member's intake (issue 28 point 3), filled in by the holder: its form has its own ids and opens on a
   * button (the page already shows the patient's own).
   */
  member?: { id: string; name: string };
  status: IntakeStatus;
  canEdit: boolean;
  /** After a save (the access log has a new line). */
  onSaved?: () => void;
}) {
  const t = useMessages(healthCatalog);
  const clinical = useMessages(clinicalCatalog);
  const locale = useLocale();
  const [intake, setIntake] = useState(status.intake);
  const [editing, setEditing] = useState(canEdit && !member && status.intake === null);
  const [justSaved, setJustSaved] = useState(false);

  if (editing)
    return (
      <Stack>
        <IntakeForm
          patientId={patientId}
          memberId={member?.id}
          idPrefix={member ? `intake-${member.id}` : undefined}
          needsTeleconsultation={status.needs_teleconsultation}
          onSaved={(saved) => {
            setIntake(saved);
            setEditing(false);
            setJustSaved(true);
            onSaved?.();
          }}
        />
        {intake && (
          <div>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
              {t('keepEarlier')}
            </Button>
          </div>
        )}
      </Stack>
    );
  if (!intake)
    return (
      <Stack>
        <p>{t('notAnswered')}</p>
        {canEdit && member && (
          <div>
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t('answerFor', { name: member.name })}
            </Button>
          </div>
        )}
      </Stack>
    );
  return (
    <Stack>
      <h2 style={{ margin: 0 }}>{t('yourAnswers')}</h2>
      <div aria-live="polite">{justSaved && <InlineMessage tone="success">{t('thanks')}</InlineMessage>}</div>
      {intake.flagged && <InlineMessage tone="error">{clinical('seeDoctor')}</InlineMessage>}
      <p style={{ margin: 0 }}>{t('givenOn', { when: formatDateTime(intake.created_at, locale) })}</p>
      <IntakeDetails intake={intake} label={t('answersLabel')} />
      {canEdit && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setJustSaved(false);
              setEditing(true);
            }}
          >
            {t('update')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
