/** Session packages (issue 28 point 2): the doctor's packages, a doctor's packages on sale, buying one. */
import '../zod-config';
import { z } from 'zod/mini';
import {
  packageCreateSchema,
  packageIdSchema,
  packagePurchaseSchema,
  sessionPackageSchema,
} from '../packages';
import { createdOrderSchema } from '../schemas';
import { publicDoctorIdSchema } from '../scheduling';
import { endpoint } from './define';

const PATH = '/api/dashboard/packages';

export const packages = {
  /** The signed-in doctor's packages, on sale first, newest first (retired ones too). */
  mine: endpoint({
    method: 'GET',
    path: PATH,
    auth: 'doctor',
    data: z.array(sessionPackageSchema),
  }),
  /** A new package of the signed-in doctor; 400 on bad sessions, price, validity or mode. */
  create: endpoint({
    method: 'POST',
    path: PATH,
    auth: 'doctor',
    errors: { 409: ['PACKAGE_LIMIT'] },
    body: packageCreateSchema,
    status: 201,
    data: sessionPackageSchema,
  }),
  /** Takes the doctor's own package off sale (bought ones stay valid); another doctor's is 404 PACKAGE_NOT_FOUND. */
  retire: endpoint({
    method: 'POST',
    path: `${PATH}/:id/retire`,
    auth: 'doctor',
    errors: { 404: ['PACKAGE_NOT_FOUND'] },
    params: z.object({ id: packageIdSchema }),
    data: sessionPackageSchema,
  }),
  /** Every active doctor's packages on sale, by doctor, cheapest per session first: what patients can buy. */
  catalogue: endpoint({
    method: 'GET',
    path: '/api/packages',
    auth: 'public',
    public: true,
    data: z.array(sessionPackageSchema),
  }),
  /** A doctor's packages on sale, cheapest per session first. */
  onSale: endpoint({
    method: 'GET',
    path: '/api/doctors/:id/packages',
    auth: 'public',
    public: true,
    errors: { 404: ['DOCTOR_NOT_FOUND'] },
    params: z.object({ id: publicDoctorIdSchema }),
    data: z.array(sessionPackageSchema),
  }),
  /**
   * The patient buys a package through the usual checkout: the server prices it (package price less the coupon,
   * as orders); the answer is the provider order to pay. 400 PACKAGE_UNAVAILABLE for a retired, unknown or other
   * doctor's package or a mode it does not offer.
   */
  buy: endpoint({
    method: 'POST',
    path: '/api/packages/orders',
    auth: 'patient',
    errors: {
      400: ['PACKAGE_UNAVAILABLE'],
      404: ['PATIENT_NOT_FOUND'],
      422: [
        'INVALID_COUPON',
        'AMOUNT_TOO_SMALL',
        'PROVIDER_REJECTED',
        'COUPON_FIRST_ORDER_ONLY',
        'COUPON_USED_BY_PATIENT',
        'COUPON_USED_UP',
      ],
      429: ['TOO_MANY_UNPAID_ORDERS'],
      502: ['PROVIDER_UNAVAILABLE'],
    },
    body: packagePurchaseSchema,
    data: createdOrderSchema,
  }),
};
