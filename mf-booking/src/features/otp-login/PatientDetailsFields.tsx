import { Stack, TextField, useLocale, useMessages, type SchemaForm } from '@physio/shared-ui';
import { bookingErrorCatalog } from '../booking-form/bookingMessages';
import { otpCatalog } from './otpMessages';

type Details = { name: string; email: string };

/** A patient's name and e-mail, checked by the caller's patientDetailsFormSchema form (login, profile). */
export function PatientDetailsFields<Out>({ form }: { form: SchemaForm<Details, Out> }) {
  const t = useMessages(otpCatalog);
  const locale = useLocale();
  // The schema speaks the spec's English (the booking form's name and e-mail messages).
  const input = (name: keyof Details) => {
    const props = form.input(name);
    return props.error ? { ...props, error: bookingErrorCatalog.translateText(locale, props.error) } : props;
  };
  return (
    <Stack>
      <TextField label={t('name')} autoComplete="name" {...input('name')} />
      <TextField label={t('email')} type="email" autoComplete="email" {...input('email')} />
    </Stack>
  );
}
