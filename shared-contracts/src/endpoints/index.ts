/**
 * The endpoint table: every call of spec §7 and DESIGN.md §3 (scheduling lives in ../scheduling.ts),
 * grouped by area. The route files of `api/src/modules` take their schemas from it; `@physio/shared-auth`'s `api`
 * client is generated from it.
 */
import { doctors, patientLogin, token } from './auth';
import { clinical } from './clinical';
import { outcomes } from './outcomes';
import { changes, devEmail, ledger, receipts, refunds } from './changes';
import { coupons } from './coupons';
import { privacy } from './privacy';
import { exercises } from './exercises';
import { appointments, orders, payments, payouts } from './orders';
import { users } from './patients';
import { availability, sessions, slots } from './scheduling';
import { series } from './series';
import { contact, dev, health } from './site';
import { waitlist } from './waitlist';
import { packages } from './packages';
import { family } from './family';

export {
  endpoint,
  errorsOf,
  needsToken,
  pathWith,
  type AnswerOf,
  type Endpoint,
  type EndpointAuth,
  type EndpointErrors,
  type HttpMethod,
  type InputOf,
} from './define';
export { healthSchema } from './site';
export { paymentVerifiedSchema } from './orders';
export { calendarPath } from './scheduling';
export { receiptPdfPath } from './changes';
export { OUTCOME_REPORT_PDF_ROUTE, outcomeReportPdfPath } from './outcomes';
export {
  consentChangeSchema,
  correctionRequestSchema,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_OUTCOMES,
  dataExportSchema,
  dataRequestSchema,
  eraseRequestSchema,
  privacyExportPdfPath,
  purposeConsentSchema,
  type DataExport,
  type DataRequest,
  type DataRequestKind,
  type PurposeConsent,
} from './privacy';
export { seriesCalendarPath } from './series';

export const endpoints = {
  token,
  doctors,
  patientLogin,
  users,
  clinical,
  exercises,
  outcomes,
  privacy,
  coupons,
  orders,
  payments,
  payouts,
  appointments,
  availability,
  slots,
  sessions,
  waitlist,
  series,
  packages,
  family,
  changes,
  refunds,
  receipts,
  ledger,
  devEmail,
  contact,
  health,
  dev,
} as const;
export type Endpoints = typeof endpoints;
