/**
 * The clinical record (issue 29): the intake with its consents, session notes and the access log. These schemas
 * are the one place the form rules live: the patient's intake form and the doctor's note editor validate with them
 * in the browser, the API validates the same bodies with them at the door.
 */
import '../zod-config';
import { z } from 'zod/mini';
import { textSchema } from '../primitives';

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
  seeDoctor:
    'One of your answers can be a sign of something a physiotherapist should not treat alone. Please see a doctor (your GP or an emergency department if it is sudden or severe) before your session, and tell them what you told us. Your physiotherapist will see your answer too.',
} as const;

/**
 * The safety (red-flag) questions physiotherapists screen for before treating: any "yes" means the patient should
 * see a doctor first. Keys are stored; the wording is ours.
 */
export const RED_FLAG_QUESTIONS = [
  { key: 'weight_loss', text: 'Have you lost weight recently without trying to?' },
  {
    key: 'night_pain',
    text: 'Do you have pain at night that does not ease when you change position or rest?',
  },
  {
    key: 'bladder_bowel',
    text: 'Have you noticed new changes in controlling your bladder or bowels (leaking, or not being able to go)?',
  },
  {
    key: 'saddle_numbness',
    text: 'Do you have numbness or tingling around your bottom, genitals or inner thighs?',
  },
  {
    key: 'major_trauma',
    text: 'Did the problem start after a serious fall, road accident or other major injury?',
  },
  { key: 'fever', text: 'Have you had a fever, chills or night sweats with this problem?' },
  { key: 'cancer_history', text: 'Have you ever been treated for cancer?' },
] as const;
export type RedFlagKey = (typeof RED_FLAG_QUESTIONS)[number]['key'];
const redFlagShape = Object.fromEntries(
  RED_FLAG_QUESTIONS.map((q) => [q.key, z.boolean({ error: CLINICAL_MESSAGES.redFlag })]),
) as Record<RedFlagKey, z.ZodMiniBoolean>;
export const redFlagAnswersSchema = z.object(redFlagShape);
export type RedFlagAnswers = z.infer<typeof redFlagAnswersSchema>;
/** The questions answered "yes". */
export const redFlagsRaised = (answers: RedFlagAnswers): RedFlagKey[] =>
  RED_FLAG_QUESTIONS.filter((q) => answers[q.key]).map((q) => q.key);

/**
 * The consent texts the patient agrees to. A change of wording is a new version: the API stores the version and
 * the time, and refuses an agreement to a version it no longer shows.
 */
export const CONSENTS = {
  treatment: {
    version: 'treatment-2026-11',
    text: 'I agree to be assessed and treated by a PhysioCare physiotherapist. They will explain what they find and what they propose, and I may ask questions, refuse or stop any part of the treatment at any time. Exercises and hands-on treatment can cause temporary soreness. I have answered the questions above truthfully and will tell my physiotherapist if anything changes.',
  },
  teleconsultation: {
    version: 'teleconsultation-2026-11',
    text: 'For online sessions I agree to be consulted by video call, following India’s Telemedicine Practice Guidelines (2020). I understand that the physiotherapist cannot examine me by touch, that they may ask me to see them in person or to see a doctor, that I should be in a private place for the call, and that the session is not recorded. My identity is checked by the mobile number I log in with.',
  },
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
    treatment: z.literal(CONSENTS.treatment.version, CLINICAL_MESSAGES.treatmentConsent),
    /** Needed when any of the patient's sessions is online (the API checks their bookings). */
    teleconsultation: z.optional(
      z.literal(CONSENTS.teleconsultation.version, CLINICAL_MESSAGES.consentVersion),
    ),
  }),
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
});
export type NoteSummary = z.infer<typeof noteSummarySchema>;

/** One line of the access log: who did what to which part of the record, when. */
export const ACCESS_RECORDS = ['intake', 'notes', 'note'] as const;
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
      RED_FLAG_QUESTIONS.map((q) => [
        `flag_${q.key}`,
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
  ...(Object.fromEntries(RED_FLAG_QUESTIONS.map((q) => [`flag_${q.key}`, ''])) as Record<
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
  Object.fromEntries(
    RED_FLAG_QUESTIONS.map((q) => [q.key, values[`flag_${q.key}`] === 'yes']),
  ) as RedFlagAnswers;

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
      treatment: CONSENTS.treatment.version,
      ...(v.consent_teleconsultation ? { teleconsultation: CONSENTS.teleconsultation.version } : {}),
    },
  };
}

/** The note editor: the request's parts, its session chosen in a select ("" for none). */
export const noteFormSchema = z.extend(noteRequestSchema, { appointment_id: z.string() });
