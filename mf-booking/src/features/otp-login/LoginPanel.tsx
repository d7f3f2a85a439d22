import { useSchemaForm } from '@physio/shared-ui';
import { patientDetailsFormSchema, type VerifiedPatient } from '@physio/shared-contracts';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';
import { PatientDetailsFields } from './PatientDetailsFields';
import { useOtpFlow } from './useOtpFlow';

/** /user/login: the same one-time-code flow on a page; name and e-mail are part of the login request. */
export function LoginPanel({ onVerified }: { onVerified: (patient: VerifiedPatient) => void }) {
  const form = useSchemaForm(patientDetailsFormSchema, { name: '', email: '' });
  const { values } = form;
  const flow = useOtpFlow({ name: values.name, email: values.email, onVerified });

  /** Both fields checked before the code is sent. */
  const checkAll = form.validate;

  if (flow.step === 'code') return <CodeStep flow={flow} />;
  return (
    <MobileStep flow={flow} beforeSend={checkAll}>
      <PatientDetailsFields form={form} />
    </MobileStep>
  );
}
