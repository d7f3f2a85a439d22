import { useState, type FormEvent } from 'react';
import { Button, InlineMessage, SelectField, Stack, TextField, useSchemaForm } from '@physio/shared-ui';
import {
  doctorSignupFormSchema,
  GENDERS,
  MOBILE_INPUT_MAX_LENGTH,
  normalizeMobile,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';

type Field = 'name' | 'email' | 'mobile' | 'gender' | 'birth_date' | 'password';
const EMPTY: Record<Field, string> = {
  name: '',
  email: '',
  mobile: '',
  gender: '',
  birth_date: '',
  password: '',
};

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
};

/** Doctor registration: ends in a "pending approval" message (an operator approves accounts). */
export const PENDING_APPROVAL_MESSAGE =
  'Thank you for registering. Your account is pending approval: you can log in once our team has verified your details.';

export function SignupForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(doctorSignupFormSchema, EMPTY);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  /** `field`'s props with its onChange (the mobile keeps its own 10 digits of a pasted +91 number). */
  const input = (name: Field) => ({
    ...form.field(name),
    onChange: (e: { target: { value: string } }) =>
      form.set(name, name === 'mobile' ? normalizeMobile(e.target.value) : e.target.value),
  });

  const send = form.submit(async (body) => {
    setBusy(true);
    const res = await api.doctors.signup({ body }, 'Sign up failed. Please try again.');
    setBusy(false);
    if (res.ok) setDone(true);
    else setFailure(res.message);
  });
  const submit = (e: FormEvent) => {
    setFailure(null);
    send(e);
  };

  if (done) {
    return (
      <Stack>
        <InlineMessage tone="success">{PENDING_APPROVAL_MESSAGE}</InlineMessage>
        <Button type="button" variant="primary" onClick={onDone}>
          Back to login
        </Button>
      </Stack>
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Doctor sign up">
      <Stack>
        <TextField label="Full name" autoComplete="name" required {...input('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...input('email')} />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          required
          {...input('mobile')}
        />
        <SelectField label="Gender" required {...input('gender')}>
          <option value="">Select</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </SelectField>
        <TextField label="Date of birth" type="date" required {...input('birth_date')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
          {...input('password')}
        />
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
        <Button type="submit" variant="primary" loading={busy} disabled={busy}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
