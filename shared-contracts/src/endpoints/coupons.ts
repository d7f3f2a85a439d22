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
  find: endpoint({
    method: 'GET',
    path: PATH,
    auth: 'any',
    errors: { 404: ['COUPON_NOT_FOUND'] },
    query: couponLookupQuerySchema,
    data: couponSchema,
  }),
  /** The one answer that is not enveloped: `{ data, total, count }` (spec §7). */
  list: endpoint({
    method: 'GET',
    path: PATH,
    auth: 'doctor',
    query: couponPageQuerySchema,
    answer: couponListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: PATH,
    auth: 'doctor',
    errors: { 409: ['COUPON_EXISTS'] },
    body: couponCreateRequestSchema,
    status: 201,
    data: couponSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: PATH,
    auth: 'doctor',
    errors: { 404: ['COUPON_NOT_FOUND'] },
    body: couponUpdateRequestSchema,
    data: couponSchema,
  }),
  /** `delete=true` removes the coupon, `delete=false` expires it. */
  remove: endpoint({
    method: 'DELETE',
    path: PATH,
    auth: 'doctor',
    errors: { 404: ['COUPON_NOT_FOUND'], 409: ['COUPON_IN_USE'] },
    query: couponDeleteQuerySchema,
    body: couponDeleteRequestSchema,
    data: z.null(),
  }),
};
