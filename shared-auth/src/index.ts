// The whole of @physio/shared-auth. The session part comes through its own shared name
// ('@physio/shared-auth/state', see state.ts) so the shell and every remote use one instance of it.
import { createApi } from './api';
import { apiClient } from './client';

export { apiClient, refreshAccessToken, REFRESH_PATH } from './client';
import {
  calendarFetcher,
  prescriptionPdfFetcher,
  progressReportPdfFetcher,
  receiptPdfFetcher,
} from './files';
export { errorCode, errorMessage, errorStatus, failure, type Result } from './result';
export { createApi, GENERIC_ERROR, send, type Api } from './api';
/** The one way the browser calls the API: the endpoint table over the shared client. */
export const api = createApi(apiClient);
export const fetchCalendarFile = calendarFetcher(apiClient);
export const fetchReceiptPdf = receiptPdfFetcher(apiClient);
export const fetchPrescriptionPdf = prescriptionPdfFetcher(apiClient);
export const fetchProgressReportPdf = progressReportPdfFetcher(apiClient);
export { doctorLogin, requestPatientOtp, verifyPatientOtp, loadPatientProfile, logout } from './login';
export * from '@physio/shared-auth/state';
