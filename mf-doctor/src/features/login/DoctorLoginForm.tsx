import { PATHS } from '@physio/shared-contracts/paths';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { doctorLogin } from '@physio/shared-auth';
import { Button, Stack, TextField, useSchemaForm } from '@physio/shared-ui';
import {
  doctorLoginFormSchema,
  MESSAGES,
  MOBILE_INPUT_MAX_LENGTH,
  normalizeMobile,
} from '@physio/shared-contracts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 8rem;
  }
`;

/** Mobile number + password; both required. A failed login raises the spec's alert. */
export function DoctorLoginForm({ onSignUp }: { onSignUp: () => void }) {
  const navigate = useNavigate();
  const form = useSchemaForm(doctorLoginFormSchema, { id: '', password: '' });
  const [busy, setBusy] = useState(false);

  const submit = form.submit(async ({ id, password }) => {
    setBusy(true);
    const res = await doctorLogin(id, password);
    setBusy(false);
    if (!res.ok) {
      window.alert(MESSAGES.doctorLoginFailed);
      return;
    }
    navigate(`${PATHS.dashboard}?patients`);
  });

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Doctor login">
      <Stack>
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          required
          {...form.field('id')}
          onChange={(e) => form.set('id', normalizeMobile(e.target.value))}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.input('password')}
        />
        <Actions>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            Login
          </Button>
          <Button type="button" variant="secondary" onClick={onSignUp}>
            Sign Up
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}
