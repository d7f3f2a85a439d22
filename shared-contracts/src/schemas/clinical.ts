/**
 * The clinical record (issue 29): the intake with its consents, session notes and the access log. These schemas
 * are the one place the form rules live: the patient's intake form and the doctor's note editor validate with them
 * in the browser, the API validates the same bodies with them at the door.
 */
import '../zod-config';
import { z } from 'zod/mini';
import { textSchema } from '../primitives';
import { FAMILY_MESSAGES } from '../familyLabels';
import { dependantIdSchema } from '../family';

export const CLINICAL_LIMITS = {
  /** Short answers: the problem, since when. */
  line: 200,
  /** Free text: medications, conditions, goals, each part of a note. */
  text: 2000,
  /** An amendment to a signed note. */
  amendment: 2000,
} as const;

export const CLINICAL_MESSAGES = {
  problem: 'Tell us what the problem is',
  since: 'Tell us since when you have had it',
  pain: 'Pain must be a whole number from 0 (none) to 10 (worst imaginable)',
  redFlag: 'Answer yes or no to every safety question',
  treatmentConsent: 'You must agree to treatment before your first session',
  teleconsultationConsent: 'Online sessions need your consent to teleconsultation',
  consentVersion: 'This consent text has changed: reload the page and read it again',
  amendment: 'Write the amendment',
  noteEmpty: 'Write at least one part of the note before signing it',
} as const;

/**
 * The safety (red-flag) questions physiotherapists screen for before treating, by key: any "yes" means the patient
 * should see a doctor first. Their wording is in clinicalTexts.ts (kept out of the endpoint table's bytes).
 */
export const RED_FLAG_KEYS = [
  'weight_loss',
  'night_pain',
  'bladder_bowel',
  'saddle_numbness',
  'major_trauma',
  'fever',
  'cancer_history',
] as const;
export type RedFlagKey = (typeof RED_FLAG_KEYS)[number];
const redFlagShape = Object.fromEntries(
  RED_FLAG_KEYS.map((key) => [key, z.boolean({ error: CLINICAL_MESSAGES.redFlag })]),
) as Record<RedFlagKey, z.ZodMiniBoolean>;
export const redFlagAnswersSchema = z.object(redFlagShape);
export type RedFlagAnswers = z.infer<typeof redFlagAnswersSchema>;
/** The questions answered "yes". */
export const redFlagsRaised = (answers: RedFlagAnswers): RedFlagKey[] =>
  RED_FLAG_KEYS.filter((key) => answers[key]);

/**
 * The versions of the consent texts (clinicalTexts.ts) the patient agrees to. A change of wording is a new version:
 * the API stores the version and the time, and refuses an agreement to a version it no longer shows.
 */
export const CONSENT_VERSIONS = {
  treatment: 'treatment-2026-11',
  teleconsultation: 'teleconsultation-2026-11',
} as const;

const lineText = (message: string) =>
  textSchema(CLINICAL_LIMITS.line, { message: `At most ${CLINICAL_LIMITS.line} characters` }).check(
    z.minLength(1, message),
  );
const freeText = () =>
  z._default(
    textSchema(CLINICAL_LIMITS.text, {
      multiline: true,
      message: `At most ${CLINICAL_LIMITS.text} characters`,
    }),
    '',
  );

export const painSchema = z
  .number({ error: CLINICAL_MESSAGES.pain })
  .check(z.int(CLINICAL_MESSAGES.pain), z.gte(0, CLINICAL_MESSAGES.pain), z.lte(10, CLINICAL_MESSAGES.pain));

export const intakeRequestSchema = z.object({
  problem: lineText(CLINICAL_MESSAGES.problem),
  since: lineText(CLINICAL_MESSAGES.since),
  pain: painSchema,
  red_flags: redFlagAnswersSchema,
  medications: freeText(),
  conditions: freeText(),
  goals: freeText(),
  consent: z.object({
    treatment: z.literal(CONSENT_VERSIONS.treatment, CLINICAL_MESSAGES.treatmentConsent),
    /** Needed when any of the patient's sessions is online (the API checks their bookings). */
    teleconsultation: z.optional(
      z.literal(CONSENT_VERSIONS.teleconsultation, CLINICAL_MESSAGES.consentVersion),
    ),
  }),
  /** The holder fills it for one of their family members (issue 28 point 3). */
  dependant_id: z.optional(dependantIdSchema),
});
export type IntakeRequest = z.input<typeof intakeRequestSchema>;

const consentGiven = z.object({ version: z.string(), at: z.string() });
export const intakeSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  problem: z.string(),
  since: z.string(),
  pain: z.number(),
  red_flags: z.array(z.string()),
  flagged: z.boolean(),
  medications: z.string(),
  conditions: z.string(),
  goals: z.string(),
  consent: z.object({
    treatment: consentGiven,
    teleconsultation: z.nullable(consentGiven),
  }),
  created_at: z.string(),
});
export type Intake = z.infer<typeof intakeSchema>;
/** The intake and whether the patient has online sessions (so the form knows to ask for teleconsultation). */
export const intakeStatusSchema = z.object({
  intake: z.nullable(intakeSchema),
  needs_teleconsultation: z.boolean(),
});
export type IntakeStatus = z.infer<typeof intakeStatusSchema>;

/** Session notes: SOAP, drafted then signed; a signed note only takes amendments. */
export const NOTE_TEMPLATE = {
  subjective: 'Presenting complaint:\nPain today (0–10):\nSince last session:\n',
  objective: 'Observation:\nRange of movement:\nStrength:\nSpecial tests:\n',
  assessment: 'Working diagnosis:\nProgress:\n',
  plan: 'Treatment today:\nHome advice:\nNext session:\n',
} as const;
export const noteRequestSchema = z.object({
  appointment_id: z.optional(z.nullable(z.uuid('Not a session ID'))),
  subjective: freeText(),
  objective: freeText(),
  assessment: freeText(),
  plan: freeText(),
  /** What the patient reads: plain words, no abbreviations. */
  patient_summary: freeText(),
  share_plan: z._default(z.boolean(), false),
  /**
   * A family member's note (issue 28 point 3), taken when the note is drafted: one of the patient's own (404
   * DEPENDANT_NOT_FOUND otherwise) whom the doctor treats (403 NOT_YOUR_PATIENT otherwise).
   */
  dependant_id: z.optional(z.string().check(z.uuid(FAMILY_MESSAGES.notFound))),
});
export type NoteRequest = z.input<typeof noteRequestSchema>;
export const amendmentRequestSchema = z.object({
  text: textSchema(CLINICAL_LIMITS.amendment, { multiline: true }).check(
    z.minLength(1, CLINICAL_MESSAGES.amendment),
  ),
});
export const amendmentSchema = z.object({
  id: z.string(),
  doctor_name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
const noteMemberSchema = z.object({ id: z.string(), name: z.string(), relation: z.string() });
export const noteSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  appointment_id: z.nullable(z.string()),
  doctor_name: z.string(),
  /** Whether the caller wrote it (only its author edits or signs a draft). */
  mine: z.boolean(),
  status: z.enum(['draft', 'signed']),
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
  patient_summary: z.string(),
  share_plan: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  signed_at: z.nullable(z.string()),
  /** The family member it treats (issue 28 point 3); absent: the patient themself. */
  dependant: z.optional(noteMemberSchema),
  amendments: z.array(amendmentSchema),
});
export type SessionNote = z.infer<typeof noteSchema>;
/** What the patient sees of a signed note. */
export const noteSummarySchema = z.object({
  id: z.string(),
  doctor_name: z.string(),
  signed_at: z.string(),
  summary: z.string(),
  plan: z.nullable(z.string()),
  /** The family member it treats (issue 28 point 3); absent: the patient themself. */
  dependant: z.optional(noteMemberSchema),
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** One line of the access log: who did what to which part of the record, when. */
export const ACCESS_RECORDS = ['intake', 'notes', 'note', 'scores', 'exercises'] as const;
export const accessLogEntrySchema = z.object({
  at: z.string(),
  actor_role: z.enum(['patient', 'doctor']),
  actor_name: z.string(),
  action: z.enum(['read', 'write']),
  record: z.enum(ACCESS_RECORDS),
});
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/**
 * The intake form as its inputs hold it: pain typed as text, each red-flag question answered "yes" or "no"
 * (unanswered is ""), each consent a ticked box. `intakeRequestFrom` turns its parsed values into the request.
 */
export const intakeFormSchema = (needsTeleconsultation: boolean) =>
  z.object({
    problem: intakeRequestSchema.shape.problem,
    since: intakeRequestSchema.shape.since,
    pain: z.pipe(
      z.pipe(z.string().check(z.trim(), z.minLength(1, CLINICAL_MESSAGES.pain)), z.transform(Number)),
      painSchema,
    ),
    ...(Object.fromEntries(
      RED_FLAG_KEYS.map((key) => [
        `flag_${key}`,
        z.enum(['yes', 'no'], { error: CLINICAL_MESSAGES.redFlag }),
      ]),
    ) as Record<`flag_${RedFlagKey}`, z.ZodMiniEnum<{ yes: 'yes'; no: 'no' }>>),
    medications: intakeRequestSchema.shape.medications,
    conditions: intakeRequestSchema.shape.conditions,
    goals: intakeRequestSchema.shape.goals,
    consent_treatment: z.literal(true, CLINICAL_MESSAGES.treatmentConsent),
    consent_teleconsultation: needsTeleconsultation
      ? z.literal(true, CLINICAL_MESSAGES.teleconsultationConsent)
      : z.boolean(),
  });
export type IntakeFormOutput = z.output<ReturnType<typeof intakeFormSchema>>;
export type IntakeFormValues = {
  [K in keyof IntakeFormOutput]: K extends `consent_${string}` ? boolean : string;
};

/** The empty form (every question unanswered). */
export const emptyIntakeForm = (): IntakeFormValues => ({
  problem: '',
  since: '',
  pain: '',
  ...(Object.fromEntries(RED_FLAG_KEYS.map((key) => [`flag_${key}`, ''])) as Record<
    `flag_${RedFlagKey}`,
    string
  >),
  medications: '',
  conditions: '',
  goals: '',
  consent_treatment: false,
  consent_teleconsultation: false,
});

/** The red-flag answers of a form's values: which questions were answered "yes" (unanswered counts as no). */
export const redFlagsOfForm = (values: Pick<IntakeFormValues, `flag_${RedFlagKey}`>): RedFlagAnswers =>
  Object.fromEntries(RED_FLAG_KEYS.map((key) => [key, values[`flag_${key}`] === 'yes'])) as RedFlagAnswers;

export function intakeRequestFrom(v: IntakeFormOutput): IntakeRequest {
  return {
    problem: v.problem,
    since: v.since,
    pain: v.pain,
    red_flags: redFlagsOfForm(v),
    medications: v.medications,
    conditions: v.conditions,
    goals: v.goals,
    consent: {
      treatment: CONSENT_VERSIONS.treatment,
      ...(v.consent_teleconsultation ? { teleconsultation: CONSENT_VERSIONS.teleconsultation } : {}),
    },
  };
}

/** The note editor: the request's parts, its session chosen in a select ("" for none). */
export const noteFormSchema = z.extend(noteRequestSchema, { appointment_id: z.string() });
