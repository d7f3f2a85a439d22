import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import {
  Button,
  Modal,
  Stack,
  TextAreaField,
  TextField,
  useSchemaForm,
  useWhenNeeded,
} from '@physio/shared-ui';
import { NETWORK_ERROR_MESSAGE } from './contactMessages';

/** The form's rules and its call: loaded on the first move on the page (useWhenNeeded). */
const loadRules = () => import('./contactRules');

type Field = 'name' | 'email' | 'message';
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', message: '' };

/**
 * Contact form of spec §5/§8: rules run on blur and on submit; 201 shows the success modal and goes home
 * after 3 s; another status shows the failure modal; no answer at all is alerted. Typed text is kept
 * on every failure. Its rules and the API client are not in the page's first render: a submit before
 * they arrive waits for them.
 */
export function ContactForm() {
  const navigate = useNavigate();
  const rules = useWhenNeeded(loadRules);
  const loaded = useRef(rules.value);
  loaded.current = rules.value;
  const form = useSchemaForm(rules.value?.contactRequestSchema ?? null, EMPTY);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<'success' | 'failure' | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    if (outcome !== 'success') return undefined;
    const timer = window.setTimeout(() => navigate('/'), REDIRECT_DELAY_MS.contactSuccess);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate]);

  // Alert after the form has re-rendered, so the blocking dialog does not freeze a "Sending…" button.
  useEffect(() => {
    if (!offline) return;
    setOffline(false);
    window.alert(NETWORK_ERROR_MESSAGE);
  }, [offline]);

  const onChange = (field: Field, value: string) => form.set(field, value);

  const send = form.submit(async (body) => {
    if (busy) return;
    setBusy(true);
    const result = await loaded.current!.submitContact(body);
    setBusy(false);
    if (result === 'network') setOffline(true);
    else setOutcome(result);
  });
  const onSubmit = (event: React.FormEvent) => {
    rules.need();
    send(event);
  };

  const field = (name: Field) => ({ ...form.field(name), error: form.errors[name] ?? null });

  return (
    <>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label="Contact form">
        <Stack $gap="md">
          <TextField
            {...field('name')}
            label="Name"
            autoComplete="name"
            maxLength={100}
            onChange={(e) => onChange('name', e.target.value)}
          />
          <TextField
            {...field('email')}
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            onChange={(e) => onChange('email', e.target.value)}
          />
          <TextAreaField
            {...field('message')}
            label="Message"
            rows={5}
            maxLength={5000}
            onChange={(e) => onChange('message', e.target.value)}
          />
          <div>
            <Button type="submit" loading={busy}>
              {busy ? 'Sending…' : 'Submit'}
            </Button>
          </div>
        </Stack>
      </form>
      <Modal open={outcome === 'success'} onClose={() => navigate('/')} title={MESSAGES.contact.successTitle}>
        <p>{MESSAGES.contact.successBody}</p>
        <Button onClick={() => navigate('/')}>Go to Home</Button>
      </Modal>
      <Modal
        open={outcome === 'failure'}
        onClose={() => setOutcome(null)}
        title={MESSAGES.contact.failureTitle}
      >
        <p>{MESSAGES.contact.failureBody}</p>
        <Button onClick={() => setOutcome(null)}>Try again</Button>
      </Modal>
    </>
  );
}
