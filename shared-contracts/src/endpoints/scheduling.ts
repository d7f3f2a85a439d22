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
    query: slotQuerySchema,
    data: z.array(slotSchema),
    public: true,
  }),
};

export const sessions = {
  /** Schedule one free credit of a paid order; 409 SLOT_TAKEN or NO_CREDIT. */
  book: endpoint({
    method: 'POST',
    path: '/api/appointments',
    body: bookSessionRequestSchema,
    status: 201,
    data: appointmentSchema,
  }),
};

/** The session as an iCalendar file (its patient and its doctor); not JSON, so outside the table. */
export const calendarPath = (appointmentId: string) =>
  `/api/appointments/${encodeURIComponent(appointmentId)}/calendar.ics`;
