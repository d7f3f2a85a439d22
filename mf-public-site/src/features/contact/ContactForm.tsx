import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '@physio/shared-contracts';
import {
  Button,
  Stack,
  TextAreaField,
  TextField,
  useLocale,
  useMessages,
  useSchemaForm,
  useWhenNeeded,
} from '@physio/shared-ui';
import { Modal } from '@physio/shared-ui/dialogs';
import { contactCatalog } from './contactMessages';

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
  const locale = useLocale();
  const t = useMessages(contactCatalog);
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
    window.alert(t('networkError'));
  }, [offline, t]);

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

  // The rules' errors are the spec's English (MESSAGES.contact): shown in the page's language.
  const field = (name: Field) => {
    const error = form.errors[name];
    return { ...form.field(name), error: error ? contactCatalog.translateText(locale, error) : null };
  };

  return (
    <>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} aria-label={t('formLabel')}>
        <Stack $gap="md">
          <TextField
            {...field('name')}
            label={t('name')}
            autoComplete="name"
            maxLength={100}
            onChange={(e) => onChange('name', e.target.value)}
          />
          <TextField
            {...field('email')}
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            onChange={(e) => onChange('email', e.target.value)}
          />
          <TextAreaField
            {...field('message')}
            label={t('message')}
            rows={5}
            maxLength={5000}
            onChange={(e) => onChange('message', e.target.value)}
          />
          <div>
            <Button type="submit" loading={busy}>
              {busy ? t('sending') : t('submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <Modal open={outcome === 'success'} onClose={() => navigate('/')} title={t('successTitle')}>
        <p>{t('successBody')}</p>
        <Button onClick={() => navigate('/')}>{t('goHome')}</Button>
      </Modal>
      <Modal open={outcome === 'failure'} onClose={() => setOutcome(null)} title={t('failureTitle')}>
        <p>{t('failureBody')}</p>
        <Button onClick={() => setOutcome(null)}>{t('tryAgain')}</Button>
      </Modal>
    </>
  );
}
