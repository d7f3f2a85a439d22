import { useState } from 'react';
import { Stack, TextField } from '@physio/shared-ui';
import { bookingRules, type VerifiedPatient } from '@physio/shared-contracts';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';
import { useOtpFlow } from './useOtpFlow';

type Field = 'name' | 'email';

/** /user/login: the same one-time-code flow on a page; name and e-mail are part of the login request. */
export function LoginPanel({ onVerified }: { onVerified: (patient: VerifiedPatient) => void }) {
  const [values, setValues] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const flow = useOtpFlow({ name: values.name, email: values.email, onVerified });

  const check = (field: Field, value = values[field]) => {
    const message = bookingRules[field](value);
    setErrors((e) => ({ ...e, [field]: message ?? undefined }));
    return message === null;
  };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) check(field, value);
  };
  const checkAll = () => {
    const nameOk = check('name');
    const emailOk = check('email');
    return nameOk && emailOk;
  };

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
          onBlur={() => check('name')}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => check('email')}
          error={errors.email}
        />
      </Stack>
    </MobileStep>
  );
}
