import { apiClient } from '@physio/shared-auth';
import { MESSAGES, type Coupon, type CouponCreateRequest, type CouponList } from '@physio/shared-contracts';
import { request, statusOf } from '../../lib/request';
import type { Result } from '@physio/shared-auth';

const PATH = '/api/dashboard/coupons';

export const createCoupon = (body: CouponCreateRequest) =>
  request<unknown>(() => apiClient.post(PATH, body), MESSAGES.coupon.creationFailed);

export const updateCoupon = (body: CouponCreateRequest) =>
  request<unknown>(() => apiClient.put(PATH, body), MESSAGES.coupon.notExists);

export const findCoupon = (code: string) =>
  request<Coupon | null>(
    () => apiClient.get(PATH, { params: { coupon_code: code } }),
    MESSAGES.coupon.notExists,
  );

/** `delete=true` removes the coupon, `delete=false` expires it (soft). */
export const removeCoupon = (code: string, hard: boolean) =>
  request<unknown>(
    () => apiClient.delete(PATH, { params: { delete: String(hard) }, data: { coupon_code: code } }),
    hard ? MESSAGES.coupon.deleteFailed : MESSAGES.coupon.expireFailed,
  );

type ListBody = CouponList | { data: CouponList };

/** GET ?limit&offset — the answer is `{ data, total, count }` (also accepted wrapped in one more `data`). */
export async function listCoupons(limit: number, offset: number): Promise<Result<CouponList>> {
  try {
    const res = await apiClient.get<ListBody>(PATH, { params: { limit, offset } });
    const body = res.data;
    const list = Array.isArray((body as CouponList).data)
      ? (body as CouponList)
      : (body as { data: CouponList }).data;
    return {
      ok: true,
      data: { data: list.data ?? [], total: list.total ?? 0, count: list.count ?? list.data.length },
    };
  } catch (err) {
    return { ok: false, status: statusOf(err), message: 'Could not load the coupons.' };
  }
}
