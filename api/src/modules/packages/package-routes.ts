import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, PACKAGE_MESSAGES } from '@physio/shared-contracts';
import { route } from '../../platform/http/route';
import { createPackageOrder } from '../payments';
import { createPackage, listDoctorPackages, packageCatalogue, packagesOnSale, retirePackage } from './index';

const { mine, create, retire, catalogue, onSale, buy } = endpoints.packages;

/** Session packages (issue 28 point 2): the doctor's packages, a doctor's packages on sale, buying one. */
const packageRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['packages'];
  route(app, mine, { tags, summary: "The signed-in doctor's packages" }, async (request) => ({
    data: await listDoctorPackages(app.db, request.user!.id),
  }));
  route(app, create, { tags, summary: 'Put a new package on sale' }, async (request, reply) =>
    reply.status(201).send({
      data: await createPackage(app.db, request.user!.id, request.body),
      message: PACKAGE_MESSAGES.created,
    }),
  );
  route(app, retire, { tags, summary: 'Take an own package off sale' }, async (request) => ({
    data: await retirePackage(app.db, request.user!.id, request.params.id),
    message: PACKAGE_MESSAGES.retired,
  }));
  route(app, catalogue, { tags, summary: 'Every doctor’s packages on sale' }, async () => ({
    data: await packageCatalogue(app.db),
  }));
  route(app, onSale, { tags, summary: "A doctor's packages on sale" }, async (request) => ({
    data: await packagesOnSale(app.db, request.params.id),
  }));
  route(
    app,
    buy,
    { tags, summary: 'Buy a package: an order priced by the server and its payment-provider order' },
    async (request) => ({ data: await createPackageOrder(app.payments, request.user!, request.body) }),
  );
};

export default packageRoutes;
