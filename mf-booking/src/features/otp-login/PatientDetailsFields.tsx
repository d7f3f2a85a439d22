import { Stack, TextField, type SchemaForm } from '@physio/shared-ui';

type Details = { name: string; email: string };

/** A patient's name and e-mail, checked by the caller's patientDetailsFormSchema form (login, profile). */
export function PatientDetailsFields<Out>({ form }: { form: SchemaForm<Details, Out> }) {
  return (
    <Stack>
      <TextField label="Name" autoComplete="name" {...form.input('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.input('email')} />
    </Stack>
  );
}
