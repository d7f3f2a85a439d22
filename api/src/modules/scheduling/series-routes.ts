import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints, SERIES_MESSAGES } from '@physio/shared-contracts';
import { eq } from 'drizzle-orm';
import { doctors } from '../../platform/db/schema';
import { forbidden } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import type { Executor } from '../../platform/db/client';
import { toSeriesAppointments } from './appointments';
import { bookSeries, loadOwnSeries, toSeries } from './series';
import { previewSeries } from './series-plan';
import { cancelSeries, moveSeriesOccurrences, seriesCalendar } from './series-changes';

const { preview, book, get, move, cancel } = endpoints.series;

/** The series as its answers carry it: the doctor by their public id. */
async function seriesAnswer(db: Executor, found: Awaited<ReturnType<typeof loadOwnSeries>>) {
  const [doctor] = await db
    .select({ publicId: doctors.publicId })
    .from(doctors)
    .where(eq(doctors.id, found.series.doctorId));
  return toSeries(found.series, found.occurrences, doctor?.publicId ?? '');
}

/** Weekly series (issue 28 point 1): preview, book in one transaction, move, cancel the rest, one .ics. */
const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['scheduling'];
  route(
    app,
    preview,
    {
      tags,
      summary: 'Every occurrence of a weekly pattern: free, or taken with the nearest free alternatives',
    },
    async (request) => ({ data: await previewSeries(app.db, request.user!, request.body) }),
  );
  route(
    app,
    book,
    {
      tags,
      summary:
        "A weekly series on a paid order's credits in one transaction; 409 SLOT_TAKEN (nothing booked) when a time was taken since the preview",
      // Built in its schema's order (toSeries, toSeriesAppointments): written by the compiled serializer, not
      // checked by zod on every booking (the API tests check it against zod, byte for byte).
      serializerCompiler: app.compiledAnswers,
    },
    async (request, reply) => {
      const user = request.user!;
      const booked = await bookSeries(app.db, user, request.body);
      const view = { viewer: user, videoBaseUrl: app.config.videoBaseUrl };
      const appointments = toSeriesAppointments(booked.appointments, booked.names, view);
      const data = {
        series: toSeries(booked.series, booked.appointments, booked.names.doctorPublicId),
        appointments,
      };
      reply.status(201);
      return { data, message: SERIES_MESSAGES.booked(appointments.length) };
    },
  );
  route(
    app,
    get,
    { tags, summary: 'A series and its occurrences (its patient and its doctor)' },
    async (request) => ({
      data: await seriesAnswer(app.db, await loadOwnSeries(app.db, request.user!, request.params.id)),
    }),
  );
  route(
    app,
    move,
    {
      tags,
      summary: 'Move one occurrence, or it and all later ones by the same shift, in one transaction',
    },
    async (request) => {
      const user = request.user!;
      const changes = await moveSeriesOccurrences(
        app.db,
        user,
        request.params.id,
        request.params.appointment_id,
        request.body,
      );
      const series = await seriesAnswer(app.db, await loadOwnSeries(app.db, user, request.params.id));
      return {
        data: { ...series, moved: changes.map((c) => c.appointment.id) },
        message: SERIES_MESSAGES.moved(changes.length),
      };
    },
  );
  route(
    app,
    cancel,
    {
      tags,
      summary: 'Cancel the rest of a series under the cancel window (credits back); those inside it are kept',
      preValidation: async (request) => {
        if (request.body == null) request.body = {};
      },
    },
    async (request) => {
      const done = await cancelSeries(app.db, request.user!, request.params.id, request.body);
      return { data: done, message: SERIES_MESSAGES.cancelled(done.cancelled.length) };
    },
  );

  app.get(
    '/api/series/:id/calendar.ics',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Every occurrence of a series as one iCalendar file, one VEVENT each (its patient and its doctor)',
        security: [{ bearer: [] }],
        params: z.object({ id: z.uuid('Not a series ID') }),
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw forbidden();
      const body = await seriesCalendar(app.db, user, request.params.id, app.config.videoBaseUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="physiocare-series.ics"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};

export default seriesRoutes;
