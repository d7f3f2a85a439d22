import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  CLINICAL_LIMITS,
  emptyIntakeForm,
  intakeFormSchema,
  intakeRequestFrom,
  RED_FLAG_QUESTIONS,
  type Intake,
  type IntakeFormValues,
} from '@physio/shared-contracts';
import {
  Button,
  FieldError,
  InlineMessage,
  RadioGroup,
  Stack,
  TextAreaField,
  TextField,
  useLocale,
  useMessages,
  useSchemaForm,
} from '@physio/shared-ui';
import { clinicalCatalog } from '@physio/shared-ui/clinical';
import { healthCatalog, intakeErrorCatalog } from './healthMessages';

const Section = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  margin: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
`;
const ConsentText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Tick = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: flex-start;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

type ConsentKey = 'consent_treatment' | 'consent_teleconsultation';

/**
 * The intake before a first session: the problem, pain, the safety (red-flag) questions, medications, conditions,
 * goals and the consents. A "yes" to a safety question tells the patient at once to see a doctor. The rules are
 * shared-contracts' (intakeFormSchema), the API's own.
 */
export function IntakeForm({
  patientId,
  memberId,
  idPrefix = 'intake',
  needsTeleconsultation,
  onSaved,
}: {
  patientId: string;
  /** The holder fills it in for one of their family members (issue 28 point 3). */
  memberId?: string;
  /** Its fields' ids (a member's form beside the patient's has its own). */
  idPrefix?: string;
  needsTeleconsultation: boolean;
  onSaved: (intake: Intake) => void;
}) {
  const t = useMessages(healthCatalog);
  const clinical = useMessages(clinicalCatalog);
  const yesNo = [
    { value: 'yes', label: t('yes') },
    { value: 'no', label: t('no') },
  ];
  const [initial] = useState(emptyIntakeForm);
  const form = useSchemaForm(intakeFormSchema(needsTeleconsultation), initial);
  const locale = useLocale();
  // The schema's (and the API's) messages in the page's language.
  const said = (error: string | undefined) => error && intakeErrorCatalog.translateText(locale, error);
  const input = (name: Parameters<typeof form.input>[0]) => {
    const props = form.input(name);
    return props.error ? { ...props, error: said(props.error) } : props;
  };
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const flagged = RED_FLAG_QUESTIONS.some((q) => form.values[`flag_${q.key}`] === 'yes');

  const save = form.submit(async (parsed) => {
    setBusy(true);
    const res = await api.clinical.submitIntake(
      {
        params: { id: patientId },
        body: { ...intakeRequestFrom(parsed), ...(memberId ? { dependant_id: memberId } : {}) },
      },
      t('notSaved'),
    );
    setBusy(false);
    if (res.ok) onSaved(res.data);
    else setFailure(said(res.message) ?? res.message);
  });
  const submit = (e: FormEvent) => {
    setFailure(null);
    save(e);
  };

  const consent = (name: ConsentKey, text: string, label: string) => {
    const field = form.field(name);
    const error = said(field.error);
    const errorId = `${idPrefix}-${name}-error`;
    return (
      <>
        <ConsentText>{text}</ConsentText>
        <Tick>
          <input
            type="checkbox"
            name={name}
            checked={field.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => form.set(name, e.target.checked as IntakeFormValues[ConsentKey])}
            onBlur={field.onBlur}
          />
          {label}
        </Tick>
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </>
    );
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <Stack>
        <h2 id={`${idPrefix}-title`} style={{ margin: 0 }}>
          {t('formTitle')}
        </h2>
        <p style={{ margin: 0 }}>{t('formLead')}</p>
        <Section>
          <legend>{t('yourProblem')}</legend>
          <TextField
            id={`${idPrefix}-problem`}
            label={t('whatProblem')}
            hint={t('problemHint')}
            maxLength={CLINICAL_LIMITS.line}
            {...input('problem')}
          />
          <TextField
            id={`${idPrefix}-since`}
            label={t('sinceWhen')}
            hint={t('sinceHint')}
            maxLength={CLINICAL_LIMITS.line}
            {...input('since')}
          />
          <TextField
            id={`${idPrefix}-pain`}
            label={t('painNow')}
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            step={1}
            {...input('pain')}
          />
        </Section>
        <Section>
          <legend>{t('safety')}</legend>
          {RED_FLAG_QUESTIONS.map((q) => {
            const name = `flag_${q.key}` as const;
            return (
              <RadioGroup
                key={q.key}
                legend={clinical(`flag_${q.key}`)}
                name={name}
                options={yesNo}
                value={form.values[name]}
                onChange={(value) => form.set(name, value)}
                error={said(form.field(name).error)}
              />
            );
          })}
          <div aria-live="polite">
            {flagged && <InlineMessage tone="error">{clinical('seeDoctor')}</InlineMessage>}
          </div>
        </Section>
        <Section>
          <legend>{t('yourHealth')}</legend>
          <TextAreaField
            id={`${idPrefix}-medications`}
            label={t('medicines')}
            maxLength={CLINICAL_LIMITS.text}
            {...input('medications')}
          />
          <TextAreaField
            id={`${idPrefix}-conditions`}
            label={t('otherConditions')}
            maxLength={CLINICAL_LIMITS.text}
            {...input('conditions')}
          />
          <TextAreaField
            id={`${idPrefix}-goals`}
            label={t('goalsQuestion')}
            maxLength={CLINICAL_LIMITS.text}
            {...input('goals')}
          />
        </Section>
        <Section>
          <legend>{t('consent')}</legend>
          {consent('consent_treatment', clinical('consent_treatment'), t('agreeTreatment'))}
          {needsTeleconsultation &&
            consent('consent_teleconsultation', clinical('consent_teleconsultation'), t('agreeOnline'))}
        </Section>
        <div aria-live="polite">{failure && <InlineMessage tone="error">{failure}</InlineMessage>}</div>
        <div>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            {t('saveAnswers')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
