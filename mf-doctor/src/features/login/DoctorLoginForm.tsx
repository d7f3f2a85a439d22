import { PATHS } from '@physio/shared-contracts/paths';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { doctorLogin } from '@physio/shared-auth';
import { Button, Stack, TextField } from '@physio/shared-ui';
import { MESSAGES, MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from '@physio/shared-contracts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 8rem;
  }
`;

type Errors = { id?: string; password?: string };

/** Mobile number + password; both required. A failed login raises the spec's alert. */
export function DoctorLoginForm({ onSignUp }: { onSignUp: () => void }) {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const validate = (): Errors => {
    const next: Errors = {};
    if (!id.trim()) next.id = 'Enter your mobile number';
    else if (!/^\d+$/.test(id.trim())) next.id = 'The mobile number must contain digits only';
    if (!password) next.password = 'Enter your password';
    return next;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validate();
    setErrors(next);
    if (next.id || next.password) return;
    setBusy(true);
    const res = await doctorLogin(id.trim(), password);
    setBusy(false);
    if (!res.ok) {
      window.alert(MESSAGES.doctorLoginFailed);
      return;
    }
    navigate(`${PATHS.dashboard}?patients`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Doctor login">
      <Stack>
        <TextField
          label="Mobile number"
          name="id"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          required
          value={id}
          error={errors.id}
          onChange={(e) => setId(normalizeMobile(e.target.value))}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => setPassword(e.target.value)}
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
