/**
 * '@physio/shared-auth/testing': the one auth fake of the remotes' tests, a stand-in for
 * @physio/shared-auth with the same names (fake HTTP in src/test/fakeHttp.ts, in-memory session in
 * src/test/fakeSession.ts). Use in a test file:
 *   jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
 * Never imported by production code: ESLint refuses it outside tests, the package index does not
 * re-export it, and it throws when loaded outside Jest (it needs the `jest` global anyway).
 */
if (typeof jest === 'undefined') throw new Error('@physio/shared-auth/testing is for Jest tests only');

import { createApi } from './src/api';
import { apiClient, fakeFetch } from './src/test/fakeHttp';
import { createPublicReader } from './src/publicRead';

export { errorCode, errorMessage, errorStatus, failure, type Result } from './src/result';
import {
  calendarFetcher,
  prescriptionPdfFetcher,
  progressReportPdfFetcher,
  receiptPdfFetcher,
} from './src/files';
export { GENERIC_ERROR } from './src/api';
/** The real typed client, generated from the endpoint table, over the fake HTTP client. */
export const api = createApi(apiClient);
export const fetchCalendarFile = calendarFetcher(apiClient);
export const fetchReceiptPdf = receiptPdfFetcher(apiClient);
export const fetchPrescriptionPdf = prescriptionPdfFetcher(apiClient);
export const fetchProgressReportPdf = progressReportPdfFetcher(apiClient);
/** '@physio/shared-auth/public' over the same route table:
 *   jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing')); */
export const readPublic = createPublicReader(fakeFetch);
export * from './src/test/fakeHttp';
export * from './src/test/fakeSession';
export * from './src/test/fixtures';
