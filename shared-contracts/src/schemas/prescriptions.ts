/** Prescriptions: a doctor's advice and exercises for a patient. */
import '../zod-config';
import { z } from 'zod/mini';
import { textSchema } from '../primitives';

export const PRESCRIPTION_MESSAGES = {
  title: 'Enter a title for the prescription',
  name: 'Enter the exercise name',
  sets: 'Sets: 1 to 20',
  reps: 'Reps: 1 to 100',
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
  reps: countIn(1, 100, PRESCRIPTION_MESSAGES.reps),
  frequency: textSchema(100).check(z.minLength(1, PRESCRIPTION_MESSAGES.frequency)),
});
export const prescriptionRequestSchema = z.object({
  title: textSchema(150).check(z.minLength(1, PRESCRIPTION_MESSAGES.title)),
  advice: z._default(textSchema(4000, { multiline: true }), ''),
  exercises: z._default(exerciseList(exerciseSchema), []),
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
});
export type Prescription = z.infer<typeof prescriptionSchema>;
