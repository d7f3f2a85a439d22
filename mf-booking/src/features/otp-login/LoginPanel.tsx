import { Stack, TextField, useSchemaForm } from '@physio/shared-ui';
import { patientDetailsFormSchema, type VerifiedPatient } from '@physio/shared-contracts';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';
import { useOtpFlow } from './useOtpFlow';

/** /user/login: the same one-time-code flow on a page; name and e-mail are part of the login request. */
export function LoginPanel({ onVerified }: { onVerified: (patient: VerifiedPatient) => void }) {
  const form = useSchemaForm(patientDetailsFormSchema, { name: '', email: '' });
  const { values, errors, set } = form;
  const flow = useOtpFlow({ name: values.name, email: values.email, onVerified });

  /** Both fields checked before the code is sent. */
  const checkAll = form.validate;

  if (flow.step === 'code') return <CodeStep flow={flow} />;
  return (
    <MobileStep flow={flow} beforeSend={checkAll}>
      <Stack>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          onBlur={() => form.blur('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => form.blur('email')}
          error={errors.email}
        />
      </Stack>
    </MobileStep>
  );
}
