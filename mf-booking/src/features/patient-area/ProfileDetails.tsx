import { useState } from 'react';
import { api, loadPatientProfile, useSession } from '@physio/shared-auth';
import { Button, DetailList, InlineMessage, Stack, useMessages, useSchemaForm } from '@physio/shared-ui';
import { PatientDetailsFields } from '../otp-login/PatientDetailsFields';
import { patientDetailsFormSchema, type PatientProfile } from '@physio/shared-contracts';
import { patientAreaCatalog } from './patientAreaMessages';

/** View the patient's details; edit name and e-mail (PUT /api/users/{id}). */
export function ProfileDetails({
  patient,
  onSaved,
}: {
  patient: PatientProfile;
  onSaved: (p: PatientProfile) => void;
}) {
  const session = useSession();
  const t = useMessages(patientAreaCatalog);
  const [editing, setEditing] = useState(false);
  const form = useSchemaForm(patientDetailsFormSchema, { name: patient.name, email: patient.email });
  const { values } = form;
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const save = form.submit(async () => {
    if (saving) return;
    setSaving(true);
    setFailure(null);
    const result = await api.users.update(
      { params: { id: patient.id }, body: { name: values.name.trim(), email: values.email.trim() } },
      t('saveFailed'),
    );
    setSaving(false);
    if (!result.ok) {
      setFailure(result.message); // what was typed stays in the form
      return;
    }
    // Keep the stored session profile in step when patients edit themselves.
    if (session.profile?.data.data.id === patient.id) void loadPatientProfile(patient.id);
    onSaved(result.data);
    setEditing(false);
    setSaved(true);
  });

  if (!editing) {
    return (
      <Stack>
        <DetailList aria-label={t('yourDetails')}>
          <dt>{t('name')}</dt>
          <dd>{patient.name}</dd>
          <dt>{t('email')}</dt>
          <dd>{patient.email}</dd>
          <dt>{t('mobile')}</dt>
          <dd>+91 {patient.mobile || patient.id}</dd>
          <dt>{t('patientId')}</dt>
          <dd>{patient.id}</dd>
        </DetailList>
        {saved && <InlineMessage tone="success">{t('saved')}</InlineMessage>}
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              form.reset({ name: patient.name, email: patient.email });
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('editDetails')}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <form onSubmit={save} noValidate>
      <Stack>
        <PatientDetailsFields form={form} />
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
        <Button type="submit" variant="primary" loading={saving}>
          {t('save')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
          {t('cancel')}
        </Button>
      </Stack>
    </form>
  );
}
