/** Scheduling calls of DESIGN.md §3a: doctors' hours, free slots and booking a session credit. */
import '../zod-config';
import { z } from 'zod/mini';
import { appointmentSchema } from '../schemas';
import {
  availabilitySaveQuerySchema,
  availabilitySchema,
  bookSessionRequestSchema,
  doctorIdSchema,
  publicDoctorIdSchema,
  slotQuerySchema,
  slotSchema,
} from '../scheduling';
import { PUBLIC_READ_PATHS } from '../publicReads';
import { endpoint } from './define';

const doctorParams = z.object({ id: doctorIdSchema });

export const availability = {
  /**
   * Anyone by the doctor's public id (active doctors only); the doctor themself also by their login id — so not a
   * `public` call: the doctor's editor must send a fresh token (a visitor still sends none).
   */
  get: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/availability',
    auth: 'optional',
    errors: { 404: ['DOCTOR_NOT_FOUND'] },
    params: z.object({ id: z.union([publicDoctorIdSchema, doctorIdSchema]) }),
    data: availabilitySchema,
  }),
  /**
   * That doctor only; 400 on inverted or overlapping ranges; 409 STRANDED_SESSIONS (details: the booked sessions
   * the new hours leave out) unless `?stranded=cancel` confirms they are cancelled, credits back.
   */
  save: endpoint({
    method: 'PUT',
    path: '/api/doctors/:id/availability',
    auth: { doctorSelf: 'id' },
    errors: { 400: ['INVALID_AVAILABILITY'], 404: ['DOCTOR_NOT_FOUND'], 409: ['STRANDED_SESSIONS'] },
    params: doctorParams,
    query: availabilitySaveQuerySchema,
    body: availabilitySchema,
    data: availabilitySchema,
  }),
};

export const slots = {
  /** Free slots only, never inside the lead time; at most 31 days. */
  list: endpoint({
    method: 'GET',
    path: PUBLIC_READ_PATHS.slots,
    auth: 'public',
    errors: { 400: ['BEYOND_HORIZON', 'DOCTOR_NOT_FOUND'] },
    query: slotQuerySchema,
    data: z.array(slotSchema),
    public: true,
  }),
};

export const sessions = {
  /** Schedule one free credit of a paid order; 409 SLOT_TAKEN, NO_CREDIT or CREDITS_EXPIRED (past its validity). */
  book: endpoint({
    method: 'POST',
    path: '/api/appointments',
    auth: 'patient',
    errors: {
      400: [
        'WRONG_DOCTOR',
        'DOCTOR_NOT_FOUND',
        'BEYOND_HORIZON',
        'SLOT_IN_PAST',
        'SLOT_TOO_SOON',
        'SLOT_OUT_OF_HOURS',
        'SLOT_WRONG_MODE',
      ],
      403: ['FORBIDDEN', 'PACKAGE_NOT_SHAREABLE'],
      404: ['ORDER_NOT_FOUND', 'DEPENDANT_NOT_FOUND'],
      409: ['SLOT_TAKEN', 'NO_CREDIT', 'CREDITS_EXPIRED'],
    },
    body: bookSessionRequestSchema,
    status: 201,
    data: appointmentSchema,
  }),
};

/** The session as an iCalendar file (its patient and its doctor); not JSON, so outside the table. */
export const calendarPath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`;
