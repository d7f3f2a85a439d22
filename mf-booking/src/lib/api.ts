/** Typed calls of the booking remote; every one goes through the shared apiClient and returns a Result. */
import { apiClient, errorMessage, type Result } from '@physio/shared-auth';
import type {
  Coupon,
  CreatedOrder,
  Order,
  OrderRequest,
  PatientProfile,
  PatientUpdateRequest,
  PaymentConfig,
  Prescription,
} from '@physio/shared-contracts';

const statusOf = (err: unknown): number =>
  (err as { response?: { status?: number } } | null)?.response?.status ?? 0;

async function call<T>(request: () => Promise<{ data: { data: T } }>, fallback: string): Promise<Result<T>> {
  try {
    const res = await request();
    return { ok: true, data: res.data.data };
  } catch (err) {
    return { ok: false, status: statusOf(err), message: errorMessage(err, fallback) };
  }
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

export const fetchCoupon = (code: string) =>
  call<Coupon>(
    () => apiClient.get('/api/dashboard/coupons', { params: { coupon_code: code } }),
    'Could not check the coupon',
  );

export const fetchPaymentConfig = () =>
  call<PaymentConfig>(() => apiClient.get('/api/payments/config'), 'Could not start the payment');

export const createOrder = (request: OrderRequest) =>
  call<CreatedOrder>(() => apiClient.post('/api/orders', request), 'Could not create the order');

export const fetchOrder = (id: string) =>
  call<Order>(() => apiClient.get(`/api/orders/${encodeURIComponent(id)}`), 'Could not load the order');

export const fetchOrders = (patientId: string) =>
  call<Order[]>(
    () => apiClient.get('/api/orders', { params: { patient_id: patientId } }),
    'Could not load the orders',
  );

export const fetchPatient = (id: string) =>
  call<PatientProfile>(
    () => apiClient.get(`/api/users/${encodeURIComponent(id)}`),
    'Could not load the patient',
  );

export const updatePatient = (id: string, body: PatientUpdateRequest) =>
  call<PatientProfile>(
    () => apiClient.put(`/api/users/${encodeURIComponent(id)}`, body),
    'Could not save your details',
  );

export const fetchPrescriptions = (patientId: string) =>
  call<Prescription[]>(
    () => apiClient.get(`/api/users/${encodeURIComponent(patientId)}/prescriptions`),
    'Could not load the prescriptions',
  );
