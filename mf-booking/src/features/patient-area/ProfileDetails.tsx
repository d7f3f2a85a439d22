import { useState } from 'react';
import { api, loadPatientProfile, useSession } from '@physio/shared-auth';
import { Button, DetailList, InlineMessage, Stack, useSchemaForm } from '@physio/shared-ui';
import { PatientDetailsFields } from '../otp-login/PatientDetailsFields';
import { patientDetailsFormSchema, type PatientProfile } from '@physio/shared-contracts';

/** View the patient's details; edit name and e-mail (PUT /api/users/{id}). */
export function ProfileDetails({
  patient,
  onSaved,
}: {
  patient: PatientProfile;
  onSaved: (p: PatientProfile) => void;
}) {
  const session = useSession();
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
      'Could not save your details',
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
        <DetailList aria-label="Your details">
          <dt>Name</dt>
          <dd>{patient.name}</dd>
          <dt>Email</dt>
          <dd>{patient.email}</dd>
          <dt>Mobile</dt>
          <dd>+91 {patient.mobile || patient.id}</dd>
          <dt>Patient ID</dt>
          <dd>{patient.id}</dd>
        </DetailList>
        {saved && <InlineMessage tone="success">Your details were saved.</InlineMessage>}
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
            Edit details
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
          Save
        </Button>
        <Button type="button" variant="ghost" onClick={() => setEditing(false)} disabled={saving}>
          Cancel
        </Button>
      </Stack>
    </form>
  );
}
