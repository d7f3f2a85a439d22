/** The doctor's change forms (issue 18): the contract's requests with what the screen adds. */
import './zod-config';
import { z } from 'zod';
import { CHANGE_MESSAGES, CHANGES, rescheduleRequestSchema } from './changes';

export const CHANGE_FORM_MESSAGES = {
  doctorReason: 'Tell the patient why the session moves',
} as const;

/** The doctor's reschedule form: the contract's request with the reason required (it is shown to the patient). */
export const doctorRescheduleSchema = rescheduleRequestSchema.extend({
  reason: z
    .string()
    .trim()
    .min(1, CHANGE_FORM_MESSAGES.doctorReason)
    .max(CHANGES.reasonMaxLength, CHANGE_MESSAGES.reason),
});
