import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import type { AuthUser } from '../../platform/http/auth-user';
import { notFound } from '../../platform/http/errors';
import { loadAppointment } from './appointments';
import { cancelSession, recordOutcome, rescheduleSession, type SessionChange } from './session-changes';

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

  route(
    app,
    reschedule,
    {
      tags: ['scheduling'],
      summary:
        'Move a session to a free slot of its doctor: its patient up to 12 h before, its doctor any time; 409 SLOT_TAKEN / TOO_LATE',
    },
    async (request) => {
      const user = request.user!;
      const change = await rescheduleSession(app.db, user, request.params.id, request.body);
      return { data: await answer(change, user), message: 'Session moved' };
    },
  );

  route(
    app,
    cancel,
    {
      tags: ['scheduling'],
      summary:
        'Cancel a session: its patient up to 24 h before, its doctor any time; the credit comes back; 409 TOO_LATE',
      // The body is optional: a call without one cancels without a reason.
      preValidation: async (request) => {
        if (request.body == null) request.body = {};
      },
    },
    async (request) => {
      const user = request.user!;
      const change = await cancelSession(app.db, user, request.params.id, request.body);
      return { data: await answer(change, user), message: 'Session cancelled' };
    },
  );

  route(
    app,
    outcome,
    {
      tags: ['scheduling'],
      summary: 'Its doctor marks a session completed or no-show, once it has started',
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
