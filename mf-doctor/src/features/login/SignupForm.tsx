import { useState, type FormEvent } from 'react';
import { Button, InlineMessage, SelectField, Stack, TextField } from '@physio/shared-ui';
import {
  doctorSignupRequestSchema,
  GENDERS,
  MOBILE_INPUT_MAX_LENGTH,
  normalizeMobile,
} from '@physio/shared-contracts';
import { PENDING_APPROVAL_MESSAGE, signupDoctor } from './api';

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
export function SignupForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [field]: field === 'mobile' ? normalizeMobile(e.target.value) : e.target.value,
    }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = doctorSignupRequestSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (!next[field]) next[field] = field === 'gender' ? 'Select your gender' : issue.message;
      }
      if (next.birth_date) next.birth_date = 'Enter your date of birth';
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await signupDoctor(parsed.data);
    setBusy(false);
    if (res.ok) setDone(true);
    else setFailure(res.message);
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
    <form onSubmit={submit} noValidate aria-label="Doctor sign up">
      <Stack>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          error={errors.name}
          onChange={set('name')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          label="Mobile number"
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          required
          value={values.mobile}
          error={errors.mobile}
          onChange={set('mobile')}
        />
        <SelectField
          label="Gender"
          name="gender"
          required
          value={values.gender}
          error={errors.gender}
          onChange={set('gender')}
        >
          <option value="">Select</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {GENDER_LABELS[g]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date of birth"
          name="birth_date"
          type="date"
          required
          value={values.birth_date}
          error={errors.birth_date}
          onChange={set('birth_date')}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          required
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        {failure && <InlineMessage tone="error">{failure}</InlineMessage>}
        <Button type="submit" variant="primary" loading={busy} disabled={busy}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
