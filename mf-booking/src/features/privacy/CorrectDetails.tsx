import { useState } from 'react';
import { api } from '@physio/shared-auth';
import { patientDetailsFormSchema } from '@physio/shared-contracts';
import { to } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { Button, InlineMessage, Stack, useMessages, useSchemaForm } from '@physio/shared-ui';
import { privacyPageCatalog, usePrivacyTexts } from './privacyMessages';
import { PatientDetailsFields } from '../otp-login/PatientDetailsFields';

/**
 * Correct my name and e-mail (the booking form's rules), logged as a data-rights request; a family member's details
 * are corrected on the Family page (logged the same way).
 */
export function CorrectDetails({
  patientId,
  initial,
  onDone,
}: {
  patientId: string;
  initial: { name: string; email: string };
  onDone?: () => void;
}) {
  const t = usePrivacyTexts();
  const words = useMessages(privacyPageCatalog);
  const form = useSchemaForm(patientDetailsFormSchema, initial);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = form.submit(async () => {
    if (saving) return;
    setSaving(true);
    setOutcome(null);
    const result = await api.privacy.correct(
      { params: { id: patientId }, body: { name: form.values.name.trim(), email: form.values.email.trim() } },
      words('notCorrected'),
    );
    setSaving(false);
    setOutcome(
      result.ok ? { tone: 'success', text: t.area.correctSaved } : { tone: 'error', text: result.message },
    );
    onDone?.();
  });
  return (
    <form onSubmit={save} noValidate aria-label={t.area.correctTitle}>
      <Stack>
        <p>
          {t.area.correctHint} <Link to={to.patientFamily(patientId)}>{t.area.correctFamily}</Link>
        </p>
        <PatientDetailsFields form={form} />
        {outcome && <InlineMessage tone={outcome.tone}>{outcome.text}</InlineMessage>}
        <div>
          <Button type="submit" variant="primary" loading={saving}>
            {t.area.correctSave}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
