import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api } from '@physio/shared-auth';
import {
  CLINICAL_LIMITS,
  CONSENTS,
  emptyIntakeForm,
  intakeFormSchema,
  intakeRequestFrom,
  RED_FLAG_QUESTIONS,
  SEE_DOCTOR_MESSAGE,
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
  useSchemaForm,
} from '@physio/shared-ui';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

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
  needsTeleconsultation,
  onSaved,
}: {
  patientId: string;
  needsTeleconsultation: boolean;
  onSaved: (intake: Intake) => void;
}) {
  const [initial] = useState(emptyIntakeForm);
  const form = useSchemaForm(intakeFormSchema(needsTeleconsultation), initial);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const flagged = RED_FLAG_QUESTIONS.some((q) => form.values[`flag_${q.key}`] === 'yes');

  const save = form.submit(async (parsed) => {
    setBusy(true);
    const res = await api.clinical.submitIntake(
      { params: { id: patientId }, body: intakeRequestFrom(parsed) },
      'Could not save your answers. Please try again.',
    );
    setBusy(false);
    if (res.ok) onSaved(res.data);
    else setFailure(res.message);
  });
  const submit = (e: FormEvent) => {
    setFailure(null);
    save(e);
  };

  const consent = (name: ConsentKey, text: string, label: string) => {
    const field = form.field(name);
    const errorId = `${name}-error`;
    return (
      <>
        <ConsentText>{text}</ConsentText>
        <Tick>
          <input
            type="checkbox"
            name={name}
            checked={field.value}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={field.error ? errorId : undefined}
            onChange={(e) => form.set(name, e.target.checked as IntakeFormValues[ConsentKey])}
            onBlur={field.onBlur}
          />
          {label}
        </Tick>
        {field.error && <FieldError id={errorId}>{field.error}</FieldError>}
      </>
    );
  };

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="intake-title">
      <Stack>
        <h2 id="intake-title" style={{ margin: 0 }}>
          Before your first session
        </h2>
        <p style={{ margin: 0 }}>
          Your physiotherapist reads these answers before they see you. Only you and the physiotherapists
          caring for you can see them.
        </p>
        <Section>
          <legend>Your problem</legend>
          <TextField
            id="intake-problem"
            label="What is the problem?"
            hint="For example: pain in my right knee when I climb stairs"
            maxLength={CLINICAL_LIMITS.line}
            {...form.input('problem')}
          />
          <TextField
            id="intake-since"
            label="Since when?"
            hint="For example: three weeks, since a fall in October"
            maxLength={CLINICAL_LIMITS.line}
            {...form.input('since')}
          />
          <TextField
            id="intake-pain"
            label="Pain right now, from 0 (none) to 10 (worst imaginable)"
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            step={1}
            {...form.input('pain')}
          />
        </Section>
        <Section>
          <legend>Safety questions</legend>
          {RED_FLAG_QUESTIONS.map((q) => {
            const name = `flag_${q.key}` as const;
            return (
              <RadioGroup
                key={q.key}
                legend={q.text}
                name={name}
                options={YES_NO}
                value={form.values[name]}
                onChange={(value) => form.set(name, value)}
                error={form.field(name).error}
              />
            );
          })}
          <div aria-live="polite">
            {flagged && <InlineMessage tone="error">{SEE_DOCTOR_MESSAGE}</InlineMessage>}
          </div>
        </Section>
        <Section>
          <legend>Your health</legend>
          <TextAreaField
            id="intake-medications"
            label="Medicines you take (optional)"
            maxLength={CLINICAL_LIMITS.text}
            {...form.input('medications')}
          />
          <TextAreaField
            id="intake-conditions"
            label="Other health conditions or operations (optional)"
            maxLength={CLINICAL_LIMITS.text}
            {...form.input('conditions')}
          />
          <TextAreaField
            id="intake-goals"
            label="What would you like to be able to do again? (optional)"
            maxLength={CLINICAL_LIMITS.text}
            {...form.input('goals')}
          />
        </Section>
        <Section>
          <legend>Consent</legend>
          {consent('consent_treatment', CONSENTS.treatment.text, 'I agree to assessment and treatment')}
          {needsTeleconsultation &&
            consent(
              'consent_teleconsultation',
              CONSENTS.teleconsultation.text,
              'I agree to online sessions by video call',
            )}
        </Section>
        <div aria-live="polite">{failure && <InlineMessage tone="error">{failure}</InlineMessage>}</div>
        <div>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            Save my answers
          </Button>
        </div>
      </Stack>
    </form>
  );
}
