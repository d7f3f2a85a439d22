import { PATHS } from '@physio/shared-contracts/paths';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Stack, TextField, useSchemaForm, useWhenNeeded } from '@physio/shared-ui';
import { MESSAGES, MOBILE_INPUT_MAX_LENGTH, normalizeMobile } from '@physio/shared-contracts';

/** The form's rules and the login call: loaded on the first move on the page (useWhenNeeded). */
const loadRules = () => import('./loginRules');

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  & > * {
    flex: 1 1 8rem;
  }
`;

/**
 * Mobile number + password; both required. A failed login raises the spec's alert. Its rules and
 * the API client are not in the page's first render: a submit before they arrive waits for them.
 */
export function DoctorLoginForm({ onSignUp }: { onSignUp: () => void }) {
  const navigate = useNavigate();
  const rules = useWhenNeeded(loadRules);
  const loaded = useRef(rules.value);
  loaded.current = rules.value;
  const form = useSchemaForm(rules.value?.doctorLoginFormSchema ?? null, { id: '', password: '' });
  const [busy, setBusy] = useState(false);

  const send = form.submit(async ({ id, password }) => {
    setBusy(true);
    const res = await loaded.current!.doctorLogin(id, password);
    setBusy(false);
    if (!res.ok) {
      window.alert(MESSAGES.doctorLoginFailed);
      return;
    }
    navigate(`${PATHS.dashboard}?patients`);
  });
  const submit = (event: React.FormEvent) => {
    rules.need();
    send(event);
  };

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
