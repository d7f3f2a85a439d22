/** Prescriptions: a doctor's advice and exercises for a patient. */
import '../zod-config';
import { z } from 'zod/mini';
import { textSchema } from '../primitives';
import { FAMILY_MESSAGES } from '../familyLabels';

export const PRESCRIPTION_MESSAGES = {
  title: 'Enter a title for the prescription',
  name: 'Enter the exercise name',
  sets: 'Sets: 1 to 20',
  reps: 'Reps: how many or how long, like 10, 8 each side or hold 30 s (at most 40 characters)',
  frequency: 'Enter how often',
} as const;
const countIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));
export const MAX_EXERCISES = 30;
/** A prescription's exercises: at most MAX_EXERCISES rows of `row`. */
export const exerciseList = <T extends z.ZodMiniType>(row: T) =>
  z.array(row).check(z.maxLength(MAX_EXERCISES));
export const exerciseSchema = z.object({
  name: textSchema(100).check(z.minLength(1, PRESCRIPTION_MESSAGES.name)),
  sets: countIn(1, 20, PRESCRIPTION_MESSAGES.sets),
  /** As physiotherapists write them: "10", "8 each side", "hold 30 s". */
  reps: textSchema(40, { message: PRESCRIPTION_MESSAGES.reps }).check(
    z.minLength(1, PRESCRIPTION_MESSAGES.reps),
  ),
  frequency: textSchema(100).check(z.minLength(1, PRESCRIPTION_MESSAGES.frequency)),
});
export const prescriptionRequestSchema = z.object({
  title: textSchema(150).check(z.minLength(1, PRESCRIPTION_MESSAGES.title)),
  advice: z._default(textSchema(4000, { multiline: true }), ''),
  exercises: z._default(exerciseList(exerciseSchema), []),
  /** For a family member of the patient (issue 28 point 3): theirs, read by the patient (404 if not theirs). */
  dependant_id: z.optional(z.string().check(z.uuid(FAMILY_MESSAGES.notFound))),
});
export type PrescriptionRequest = z.input<typeof prescriptionRequestSchema>;
export const prescriptionSchema = z.object({
  id: z.string(),
  patient_id: z.string(),
  doctor_id: z.string(),
  doctor_name: z.string(),
  title: z.string(),
  advice: z.string(),
  exercises: z.array(exerciseSchema),
  created_at: z.string(),
  /** The family member it is for (issue 28 point 3); absent: the patient themself. */
  dependant: z.optional(z.object({ id: z.string(), name: z.string(), relation: z.string() })),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** The prescription as a PDF (its patient, a doctor); not JSON, so outside the endpoint table. */
export const prescriptionPdfPath = (id: string) => `/api/prescriptions/${encodeURIComponent(id)}.pdf`;
/** "prescription-2026-11-27.pdf": the name the patient's download is saved under. */
export const prescriptionPdfName = (p: Pick<Prescription, 'created_at'>) =>
  `prescription-${p.created_at.slice(0, 10)}.pdf`;
