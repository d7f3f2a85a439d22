import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, WAITLIST_MESSAGES } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist';
import { claimOffer, showOffer } from './waitlist-claims';

const { join, list, leave, offer, claim } = endpoints.waitlist;

/** The waitlist (issue 28): join, list, leave; a freed slot's claim page and claim. */
const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['scheduling'];
  route(
    app,
    join,
    { tags, summary: 'Wait for a time of a doctor: dates, part of the day, mode' },
    async (request) => ({
      data: await joinWaitlist(app.db, request.user!.id, request.body),
      message: WAITLIST_MESSAGES.joined,
    }),
  );
  route(app, list, { tags, summary: "The patient's waitlist entries" }, async (request) => ({
    data: await listWaitlist(app.db, request.user!.id),
  }));
  route(app, leave, { tags, summary: 'Leave a waitlist entry' }, async (request) => ({
    data: await leaveWaitlist(app.db, request.user!.id, request.params.id),
    message: WAITLIST_MESSAGES.left,
  }));
  route(app, offer, { tags, summary: 'A waitlist offer as its claim page shows it' }, async (request) => ({
    data: await showOffer(app.db, request.user!.id, request.params.token),
  }));
  route(
    app,
    claim,
    {
      tags,
      summary: 'Claim a freed slot: the first claim holds it for 15 minutes, later ones are 409 OFFER_GONE',
    },
    async (request) => ({
      data: await claimOffer(app.db, request.user!.id, request.body.token),
      message: WAITLIST_MESSAGES.claimed,
    }),
  );
};

export default waitlistRoutes;
