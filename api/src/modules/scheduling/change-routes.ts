import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { schemaOf } from '../../platform/http/endpoint-schema';
import type { AuthUser } from '../../platform/http/auth-user';
import { notFound } from '../../platform/http/errors';
import { loadAppointment } from './appointments';
import { cancelSession, recordOutcome, rescheduleSession, type SessionChange } from './session-changes';
import { mailSessionCancelled, mailSessionRescheduled, noticeDoctor } from '../notifications';

const errors = { 400: z.unknown(), 401: z.unknown(), 403: z.unknown(), 404: z.unknown(), 409: z.unknown() };
const { reschedule, cancel, outcome } = endpoints.changes;

/** Changes of plan (issue 18, DESIGN.md §3a): move, cancel, mark completed or no-show. */
const changesRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The changed session as the caller sees it (join URL, last_change), read after the commit. */
  const answer = async (change: SessionChange, viewer: AuthUser) => {
    const data = await loadAppointment(app.db, change.appointment.id, {
      viewer,
      videoBaseUrl: app.config.videoBaseUrl,
    });
    if (!data) throw notFound('No session with this ID', 'APPOINTMENT_NOT_FOUND');
    return data;
  };

  app.patch(
    reschedule.path,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['scheduling'],
        summary:
          'Move a session to a free slot of its doctor: its patient up to 12 h before, its doctor any time; 409 SLOT_TAKEN / TOO_LATE',
        security: [{ bearer: [] }],
        ...schemaOf(reschedule, errors),
      },
    },
    async (request) => {
      const user = request.user!;
      const change = await rescheduleSession(app.db, user, request.params.id, request.body);
      // Committed: the patient's e-mail (old → new time, the new .ics) goes in the background.
      mailSessionRescheduled(app.mail, {
        appointmentId: change.appointment.id,
        previousStart: change.previousStart,
        by: change.by,
        reason: change.reason,
      });
      noticeDoctor(app.mail, app.sms, {
        kind: 'moved',
        appointmentId: change.appointment.id,
        previousStart: change.previousStart,
        by: change.by,
      });
      return { data: await answer(change, user), message: 'Session moved' };
    },
  );

  app.post(
    cancel.path,
    {
      onRequest: app.authenticate,
      // The body is optional: a call without one cancels without a reason.
      preValidation: async (request) => {
        if (request.body == null) request.body = {};
      },
      schema: {
        tags: ['scheduling'],
        summary:
          'Cancel a session: its patient up to 24 h before, its doctor any time; the credit comes back; 409 TOO_LATE',
        security: [{ bearer: [] }],
        ...schemaOf(cancel, errors),
      },
    },
    async (request) => {
      const user = request.user!;
      const change = await cancelSession(app.db, user, request.params.id, request.body);
      // Committed: the patient's e-mail (credit back or not, the CANCELLED .ics) goes in the background.
      mailSessionCancelled(app.mail, {
        appointmentId: change.appointment.id,
        by: change.by,
        reason: change.reason,
        creditReturned: change.creditReturned,
      });
      noticeDoctor(app.mail, app.sms, {
        kind: 'cancelled',
        appointmentId: change.appointment.id,
        by: change.by,
      });
      return { data: await answer(change, user), message: 'Session cancelled' };
    },
  );

  app.patch(
    outcome.path,
    {
      onRequest: app.requireRole('doctor'),
      schema: {
        tags: ['scheduling'],
        summary: 'Its doctor marks a session completed or no-show, once it has started',
        security: [{ bearer: [] }],
        ...schemaOf(outcome, errors),
      },
    },
    async (request) => {
      const user = request.user!;
      const change = await recordOutcome(app.db, user, request.params.id, request.body);
      return {
        data: await answer(change, user),
        message: change.kind === 'completed' ? 'Marked completed' : 'Marked no-show',
      };
    },
  );
};

export default changesRoutes;
