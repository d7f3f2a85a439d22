import { CONSENTS, RED_FLAG_QUESTIONS } from '../clinicalTexts';
import {
  CLINICAL_MESSAGES,
  emptyIntakeForm,
  intakeFormSchema,
  intakeRequestFrom,
  intakeRequestSchema,
  RED_FLAG_KEYS,
} from './clinical';

const answered = () => ({
  ...emptyIntakeForm(),
  problem: 'Stiff neck',
  since: 'Two days',
  pain: '4',
  ...Object.fromEntries(RED_FLAG_QUESTIONS.map((q) => [`flag_${q.key}`, 'no'])),
  consent_treatment: true,
});

describe('the intake form', () => {
  it('turns what was typed into the request the API validates', () => {
    const parsed = intakeFormSchema(false).parse({ ...answered(), flag_fever: 'yes' });
    const request = intakeRequestFrom(parsed);
    expect(request).toMatchObject({
      pain: 4,
      red_flags: { fever: true, night_pain: false },
      consent: { treatment: CONSENTS.treatment.version },
    });
    expect(request.consent.teleconsultation).toBeUndefined();
    expect(intakeRequestSchema.safeParse(request).success).toBe(true);
  });

  it.each(['11', '-1', '3.5', 'ten'])('refuses a pain of %s with the message', (pain) => {
    const result = intakeFormSchema(false).safeParse({ ...answered(), pain });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toEqual([CLINICAL_MESSAGES.pain]);
  });

  it('needs every safety question answered, the treatment consent, and teleconsultation for online sessions', () => {
    const messages = (needsTele: boolean, values: object) =>
      intakeFormSchema(needsTele)
        .safeParse(values)
        .error?.issues.map((i) => i.message) ?? [];
    expect(messages(false, { ...answered(), flag_fever: '' })).toEqual([CLINICAL_MESSAGES.redFlag]);
    expect(messages(false, { ...answered(), consent_treatment: false })).toEqual([
      CLINICAL_MESSAGES.treatmentConsent,
    ]);
    expect(messages(true, answered())).toEqual([CLINICAL_MESSAGES.teleconsultationConsent]);
    const online = intakeFormSchema(true).parse({ ...answered(), consent_teleconsultation: true });
    expect(intakeRequestFrom(online).consent.teleconsultation).toBe(CONSENTS.teleconsultation.version);
  });
});

it('words every red-flag key once', () => {
  expect(RED_FLAG_QUESTIONS.map((q) => q.key)).toEqual([...RED_FLAG_KEYS]);
});
