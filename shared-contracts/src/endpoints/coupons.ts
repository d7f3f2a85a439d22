/** `/api/dashboard/coupons`: lookup by code (patients and doctors), list and changes (doctors). */
import '../zod-config';
import { z } from 'zod/mini';
import {
  couponCreateRequestSchema,
  couponDeleteQuerySchema,
  couponDeleteRequestSchema,
  couponListSchema,
  couponLookupQuerySchema,
  couponPageQuerySchema,
  couponSchema,
  couponUpdateRequestSchema,
} from '../schemas';
import { endpoint } from './define';

const PATH = '/api/dashboard/coupons';

export const coupons = {
  find: endpoint({ method: 'GET', path: PATH, query: couponLookupQuerySchema, data: couponSchema }),
  /** The one answer that is not enveloped: `{ data, total, count }` (spec §7). */
  list: endpoint({ method: 'GET', path: PATH, query: couponPageQuerySchema, answer: couponListSchema }),
  create: endpoint({
    method: 'POST',
    path: PATH,
    body: couponCreateRequestSchema,
    status: 201,
    data: couponSchema,
  }),
  update: endpoint({ method: 'PUT', path: PATH, body: couponUpdateRequestSchema, data: couponSchema }),
  /** `delete=true` removes the coupon, `delete=false` expires it. */
  remove: endpoint({
    method: 'DELETE',
    path: PATH,
    query: couponDeleteQuerySchema,
    body: couponDeleteRequestSchema,
    data: z.null(),
  }),
};
