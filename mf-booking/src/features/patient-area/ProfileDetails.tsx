import { useState, type FormEvent } from 'react';
import { loadPatientProfile, useSession } from '@physio/shared-auth';
import { Button, InlineMessage, Stack, TextField } from '@physio/shared-ui';
import { bookingRules, type PatientProfile } from '@physio/shared-contracts';
import { updatePatient } from '../../lib/api';
import { DetailList } from '@physio/shared-ui';

type Field = 'name' | 'email';

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
  const [values, setValues] = useState({ name: patient.name, email: patient.email });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const check = (field: Field, value = values[field]) => {
    const message = bookingRules[field](value);
    setErrors((e) => ({ ...e, [field]: message ?? undefined }));
    return message === null;
  };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) check(field, value);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const ok = [check('name'), check('email')].every(Boolean);
    if (!ok || saving) return;
    setSaving(true);
    setFailure(null);
    const result = await updatePatient(patient.id, { name: values.name.trim(), email: values.email.trim() });
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
  };

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
              setValues({ name: patient.name, email: patient.email });
              setErrors({});
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
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => check('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => check('email')}
          error={errors.email}
        />
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
