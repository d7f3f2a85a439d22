/** Weekly series of issue 28 (point 1): preview a pattern, book it, move occurrences, cancel the rest, its .ics. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  seriesBookSchema,
  seriesCancelledSchema,
  seriesCancelSchema,
  seriesMovedSchema,
  seriesMoveSchema,
  seriesPatternSchema,
  seriesPreviewSchema,
  seriesSchema,
} from '../series';
import { appointmentSchema } from '../schemas';
import { endpoint } from './define';

const seriesParams = z.object({ id: z.string().check(z.uuid('Unknown series')) });
const occurrenceParams = z.object({
  id: z.string().check(z.uuid('Unknown series')),
  appointment_id: z.string().check(z.uuid('Unknown session')),
});

const patternErrors = [
  'DOCTOR_NOT_FOUND',
  'BEYOND_HORIZON',
  'SLOT_IN_PAST',
  'SERIES_UNKNOWN_TIME',
  'SERIES_OVER_CREDITS',
  'PATIENT_REQUIRED',
  'WRONG_DOCTOR',
] as const;

export const series = {
  /** Every occurrence of the pattern: free, or taken with the nearest free alternatives. Changes nothing. */
  preview: endpoint({
    method: 'POST',
    path: '/api/series/preview',
    auth: 'any',
    errors: {
      400: patternErrors,
      403: ['FORBIDDEN', 'NOT_YOUR_PATIENT'],
      404: ['ORDER_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
      409: ['NO_CREDIT'],
      422: ['PIN_OUTSIDE_AREA'],
    },
    body: seriesPatternSchema,
    data: seriesPreviewSchema,
  }),
  /**
   * The kept times on a paid order's credits, all in one transaction (the patient, or a doctor for a patient they
   * care for); 409 SLOT_TAKEN when one was taken since the preview (nothing booked). A series paid at once goes
   * through POST /api/orders with `series`.
   */
  book: endpoint({
    method: 'POST',
    path: '/api/series',
    auth: 'any',
    status: 201,
    errors: {
      400: [
        ...patternErrors,
        'SLOT_TOO_SOON',
        'SLOT_OUT_OF_HOURS',
        'SLOT_WRONG_MODE',
        'SERIES_DUPLICATE_TIMES',
        'ORDER_REQUIRED',
      ],
      // A family member's series: the patient's own (404), on credits bought for them or shared (403).
      403: ['FORBIDDEN', 'NOT_YOUR_PATIENT', 'NOT_YOURS', 'PACKAGE_NOT_SHAREABLE'],
      404: ['ORDER_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
      409: ['SLOT_TAKEN', 'NO_CREDIT', 'CREDITS_EXPIRED'],
    },
    body: seriesBookSchema,
    data: z.object({ series: seriesSchema, appointments: z.array(appointmentSchema) }),
  }),
  /** Its patient or its doctor: the series and its occurrences. */
  get: endpoint({
    method: 'GET',
    path: '/api/series/:id',
    auth: 'any',
    errors: { 403: ['NOT_YOURS'], 404: ['SERIES_NOT_FOUND'] },
    params: seriesParams,
    data: seriesSchema,
  }),
  /** One occurrence, or it and all later ones by the same shift, each under the reschedule rules; one transaction. */
  move: endpoint({
    method: 'PATCH',
    path: '/api/series/:id/appointments/:appointment_id',
    auth: 'any',
    errors: {
      400: [
        'NOT_IN_SERIES',
        'SAME_TIME',
        'BEYOND_HORIZON',
        'SLOT_IN_PAST',
        'SLOT_TOO_SOON',
        'SLOT_OUT_OF_HOURS',
        'SLOT_WRONG_MODE',
      ],
      403: ['NOT_YOURS'],
      404: ['SERIES_NOT_FOUND', 'APPOINTMENT_NOT_FOUND'],
      409: ['SLOT_TAKEN', 'TOO_LATE', 'NOT_LIVE', 'ALREADY_STARTED', 'CREDITS_EXPIRED'],
    },
    params: occurrenceParams,
    body: seriesMoveSchema,
    data: seriesMovedSchema,
  }),
  /** The rest of the series cancelled under the cancel window (credits back); those inside it are kept. */
  cancel: endpoint({
    method: 'POST',
    path: '/api/series/:id/cancel',
    auth: 'any',
    errors: { 400: ['NOT_IN_SERIES'], 403: ['NOT_YOURS'], 404: ['SERIES_NOT_FOUND'] },
    params: seriesParams,
    body: seriesCancelSchema,
    data: seriesCancelledSchema,
  }),
};

/** Every occurrence as one iCalendar file (its patient and its doctor); not JSON, so outside the table. */
export const seriesCalendarPath = (seriesId: string) =>
  `/api/series/${encodeURIComponent(seriesId)}/calendar.ics`;
