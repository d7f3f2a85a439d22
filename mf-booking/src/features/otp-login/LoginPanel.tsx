import { schemaErrors, useMessages, useSchemaForm } from '@physio/shared-ui';
import type { VerifiedPatient } from '@physio/shared-contracts';
import { CodeStep } from './CodeStep';
import { MobileStep } from './MobileStep';
import { otpCatalog } from './otpMessages';
import { PatientDetailsFields } from './PatientDetailsFields';
import { useOtpFlow, useOtpRules } from './useOtpFlow';

/**
 * What the name and e-mail of the login are for: a new patient's account. An existing account keeps its
 * own (the API never renames it at login; a phone often serves a family), and the profile page changes them.
 */
export const LOGIN_DETAILS_NOTE = otpCatalog.en.detailsNote;

/** /user/login: the same one-time-code flow on a page; name and e-mail are part of the login request. */
export function LoginPanel({ onVerified }: { onVerified: (patient: VerifiedPatient) => void }) {
  const rules = useOtpRules();
  const t = useMessages(otpCatalog);
  const form = useSchemaForm(rules.value?.patientDetailsFormSchema ?? null, { name: '', email: '' });
  const { values } = form;
  const flow = useOtpFlow({ name: values.name, email: values.email, onVerified, rules });

  /** Both fields checked before the code is sent (once the rules are here: a send waits for them). */
  const checkAll = async () => {
    const found = schemaErrors((await rules.get()).patientDetailsFormSchema, values);
    form.setErrors(found);
    return Object.keys(found).length === 0;
  };

  if (flow.step === 'code') return <CodeStep flow={flow} />;
  return (
    <MobileStep flow={flow} beforeSend={checkAll}>
      <p>{t('detailsNote')}</p>
      <PatientDetailsFields form={form} />
    </MobileStep>
  );
}
