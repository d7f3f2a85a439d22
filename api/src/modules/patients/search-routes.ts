import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { treatedMembersBookedBetween } from '../family';
import { searchPatientsByDateRange } from './patients';

const LIMIT = 500;

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.users.searchByDates, { tags: ['patients'] }, async (request) => {
    const { from_date: from, to_date: to } = request.body;
    const doctorId = request.user!.id;
    // A family member's sessions list them as a patient of their own, after the patients (issue 28 point 3).
    const found = [
      ...(await searchPatientsByDateRange(app.db, from, to, doctorId, LIMIT)),
      ...(await treatedMembersBookedBetween(app.db, doctorId, from, to, LIMIT)),
    ];
    return { data: found.slice(0, LIMIT) };
  });
};

export default searchRoutes;
