import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { forbidden } from '../../platform/http/errors';
import { loadAppointment } from './appointments';
import { readPublicAvailability, writeAvailability } from '../doctors';
import { appointmentCalendar } from '../notifications';
import { bookSession } from './sessions';
import { listFreeSlots } from './slots';

const { availability, slots, sessions } = endpoints;

/** Scheduling (DESIGN.md §3a): doctors' hours, free slots, booking a credit, calendar files. */
const schedulingRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    availability.get,
    {
      tags: ['scheduling'],
      summary:
        "An active doctor's weekly hours, session length and days off, by their public id (the doctor themself: also by login id)",
    },
    async (request) => ({
      data: await readPublicAvailability(app.db, request.params.id, await app.identify(request)),
    }),
  );

  route(
    app,
    availability.save,
    {
      tags: ['scheduling'],
      summary:
        'Replace the hours (that doctor only); 400 on inverted or overlapping ranges; 409 STRANDED_SESSIONS unless ?stranded=cancel',
    },
    async (request) => {
      const change = await writeAvailability(app.db, request.params.id, request.body, request.query);
      return {
        data: change.availability,
        message: change.cancelled.length
          ? `Availability saved; ${change.cancelled.length} session${change.cancelled.length === 1 ? '' : 's'} cancelled and the patients told`
          : 'Availability saved',
      };
    },
  );

  route(
    app,
    slots.list,
    {
      tags: ['scheduling'],
      summary: 'Free slots (Asia/Kolkata), at most 31 days, never inside the 2 h lead time',
    },
    async (request) => ({ data: await listFreeSlots(app.db, request.query) }),
  );

  route(
    app,
    sessions.book,
    {
      tags: ['scheduling'],
      summary: 'Schedule one free session credit of a paid order; 409 SLOT_TAKEN or NO_CREDIT',
    },
    async (request, reply) => {
      const user = request.user!;
      const row = await bookSession(app.db, user, request.body);
      const view = { viewer: user, videoBaseUrl: app.config.videoBaseUrl };
      const data = await loadAppointment(app.db, row.id, view);
      reply.status(201);
      return { data: data!, message: 'Session scheduled' };
    },
  );

  app.get(
    '/api/appointments/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['scheduling'],
        summary: 'The session as an iCalendar event (its patient and its doctor only)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid('Not a session ID') }),
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw forbidden();
      const body = await appointmentCalendar(app.db, user, request.params.id, app.config.videoBaseUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="physiocare-session.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};

export default schedulingRoutes;
