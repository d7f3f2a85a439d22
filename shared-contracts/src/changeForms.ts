/** The doctor's change forms (issue 18): the contract's requests with what the screen adds. */
import './zod-config';
import { z } from 'zod/mini';
import { CHANGE_MESSAGES, CHANGES, rescheduleRequestSchema } from './changes';
import { seriesMoveSchema } from './series';

export const CHANGE_FORM_MESSAGES = {
  doctorReason: 'Tell the patient why the session moves',
} as const;

/** The reason of a doctor's move: required, it is shown to the patient. */
const doctorReason = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, CHANGE_FORM_MESSAGES.doctorReason),
    z.maxLength(CHANGES.reasonMaxLength, CHANGE_MESSAGES.reason),
  );

/** The doctor's reschedule form: the contract's request with the reason required (it is shown to the patient). */
export const doctorRescheduleSchema = z.extend(rescheduleRequestSchema, { reason: doctorReason });

/** The doctor's move of a series' session, or of it and the later ones: the series move with the reason required. */
export const doctorSeriesMoveSchema = z.extend(seriesMoveSchema, { reason: doctorReason });
