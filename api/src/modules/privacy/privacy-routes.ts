/**
 * The patient's data rights (DPDP Act, issue 30): every call is the signed-in patient's own account (a doctor gets
 * 403 from `auth: 'patient'`, another patient's id 403 here) and every request is logged with its outcome.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  endpoints,
  MESSAGES,
  PRIVACY_PURPOSES,
  patientIdSchema,
  privacyTexts,
  type DataExport,
} from '@physio/shared-contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors';
import { readerLanguage } from '../../platform/http/reader-language';
import { route } from '../../platform/http/route';
import { isPurpose } from '../notifications';
import { findPatient, listDataRightsRequests, logDataRightsRequest, updatePatient } from '../patients';
import { changeConsent, consentViews } from './consents';
import { eraseAccount } from './erase';
import { assembleExport } from './export';
import { renderExportPdf } from './export-pdf';

const { privacy } = endpoints;
const tags = ['data rights'];
const texts = privacyTexts();

const sectionCount = (data: DataExport) => data.sections.reduce((n, s) => n + s.rows.length, 0);

const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's own account, which exists: 403 for anyone else's id, 404 for a number nobody registered. */
  const ownAccount = async (request: FastifyRequest, id: string) => {
    if (request.user?.id !== id) throw forbidden('You can only act on your own account');
    if (!(await findPatient(app.db, id))) throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
  };

  route(app, privacy.consents, { tags }, async (request) => {
    await ownAccount(request, request.params.id);
    return { data: await consentViews(app.db, request.params.id) };
  });

  route(app, privacy.setConsent, { tags }, async (request) => {
    const { id, purpose } = request.params;
    await ownAccount(request, id);
    if (!isPurpose(purpose))
      throw badRequest(
        `Unknown purpose "${purpose}". The purposes are: ${PRIVACY_PURPOSES.join(', ')}.`,
        'UNKNOWN_PURPOSE',
      );
    return {
      data: await changeConsent(app.db, id, purpose, request.body.granted),
      message: texts.area.consentSaved,
    };
  });

  /** A download, in the patient's requests with what it held. */
  const logDownload = (id: string, format: 'JSON' | 'PDF', data: Parameters<typeof sectionCount>[0]) =>
    logDataRightsRequest(
      app.db,
      id,
      'download',
      'done',
      `Download as ${format}: ${sectionCount(data)} records.`,
    );

  route(app, privacy.exportData, { tags }, async (request) => {
    const { id } = request.params;
    await ownAccount(request, id);
    const data = await assembleExport(app.db, id);
    await logDownload(id, 'JSON', data);
    return { data };
  });

  app.get(
    '/api/users/:id/privacy/export.pdf',
    {
      onRequest: app.requireRole('patient'),
      schema: {
        tags,
        summary: 'The download as a readable PDF (the patient themself)',
        security: [{ bearer: [] }],
        params: z.object({ id: patientIdSchema }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await ownAccount(request, id);
      const data = await assembleExport(app.db, id);
      // In the language of the page it is downloaded from, else of the account (issue 30).
      const language = readerLanguage(request, (await findPatient(app.db, id))?.language);
      const pdf = await renderExportPdf(data, id, language);
      await logDownload(id, 'PDF', data);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="my-physiocare-data.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  route(app, privacy.correct, { tags }, async (request) => {
    const { id } = request.params;
    await ownAccount(request, id);
    const before = await findPatient(app.db, id);
    const row = await updatePatient(app.db, id, request.body);
    if (!row) throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
    const changed = [
      before?.name !== row.name ? 'name' : null,
      before?.email !== row.email ? 'e-mail' : null,
    ].filter(Boolean);
    await logDataRightsRequest(
      app.db,
      id,
      'correct',
      'done',
      changed.length
        ? `Corrected: ${changed.join(' and ')}.`
        : 'Nothing to correct: the details were the same.',
    );
    return { data: { name: row.name, email: row.email }, message: texts.area.correctSaved };
  });

  route(app, privacy.erase, { tags }, async (request) => {
    const { id } = request.params;
    await ownAccount(request, id);
    if (request.body.confirm.trim() !== texts.area.eraseWord) {
      await logDataRightsRequest(
        app.db,
        id,
        'erase',
        'refused',
        'Not erased: the confirmation word was not typed.',
      );
      throw badRequest(
        `To erase your account, type ${texts.area.eraseWord} to confirm.`,
        'ERASE_NOT_CONFIRMED',
      );
    }
    const outcome = await eraseAccount(app.db, id);
    // This server refuses the erased account's tokens from now on; the others within REVOCATIONS_FRESH_MS.
    if (outcome.ok) app.revocations.reread();
    if (!outcome.ok && outcome.reason === 'not_found')
      throw notFound(MESSAGES.patientNotRegistered, 'PATIENT_NOT_FOUND');
    if (!outcome.ok) {
      await logDataRightsRequest(app.db, id, 'erase', 'refused', 'Not erased: sessions are still to come.');
      throw conflict(
        'You have sessions still to come. Cancel them, or erase your account after they are over.',
        'ERASE_BLOCKED',
      );
    }
    return { data: { kept: outcome.kept, erased: outcome.erased }, message: texts.area.erased };
  });

  route(app, privacy.requests, { tags }, async (request) => {
    await ownAccount(request, request.params.id);
    return { data: await listDataRightsRequests(app.db, request.params.id) };
  });
};

export default privacyRoutes;
