import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { quoteForDoctor, requireHomeAreas, saveHomeAreas } from './home-areas';

const { travel } = endpoints;
const tags = ['home visits'];

/** Home visits that know the road (issue 28 point 5): a doctor's service areas, the travel fee quoted before paying. */
const travelRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    travel.areas,
    { tags, summary: 'The doctor’s home-visit PIN codes, travel fees and starting PIN' },
    async (request) => ({
      data: await requireHomeAreas(app.db, request.params.id),
    }),
  );

  route(
    app,
    travel.saveAreas,
    { tags, summary: 'Replace them; 400 PIN_UNKNOWN for a PIN we cannot place' },
    async (request) => ({
      data: await saveHomeAreas(app.db, request.params.id, request.body),
      message: 'Home visit areas saved',
    }),
  );

  route(
    app,
    travel.quote,
    { tags, summary: 'The travel fee per home visit by this doctor at this PIN; 422 outside their areas' },
    async (request) => ({
      data: await quoteForDoctor(app.db, request.query.doctor_id, request.query.pincode),
    }),
  );
};

export default travelRoutes;
