/** Tests only: API-shaped records. */
import type {
  Appointment,
  Coupon,
  Doctor,
  Order,
  PatientProfile,
  SeriesMoved,
} from '@physio/shared-contracts';

export const DOCTOR: Doctor = {
  id: '9000000001',
  name: 'Dr. Asha Rao',
  email: 'asha@physiocare.in',
  mobile: '9000000001',
  gender: 'female',
  birth_date: '1985-04-12',
};

export const existingPatient: PatientProfile = {
  id: '9876543210',
  name: 'Ravi Kumar',
  email: 'ravi@example.in',
  mobile: '9876543210',
  new_user: false,
  price: 650,
  sessions: 6,
};

export const newPatient: PatientProfile = {
  id: '9123456789',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  mobile: '9123456789',
  new_user: true,
  price: 499,
  sessions: 1,
};

export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  coupon_code: 'HALFOFF',
  offer_name: 'Half off',
  discount_percentage: 50,
  start_date: '2020-01-01',
  start_time: '00:00:00',
  end_date: '2099-12-31',
  end_time: '23:59:59',
  active: true,
  status: 'active',
  ...overrides,
});

export const order = (overrides: Partial<Order> = {}): Order => ({
  id: 'order_abc123',
  patient_id: '9876543210',
  kind: 'physio',
  status: 'paid',
  quantity: 6,
  amount: 195000,
  currency: 'INR',
  coupon_code: 'HALFOFF',
  discount_percentage: 50,
  payment_id: 'pay_xyz789',
  description: null,
  mode: 'online',
  doctor_name: 'Dr. Asha Rao',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:02:00.000Z',
  appointment: null,
  ...overrides,
});

/** An online session still to be scheduled, of `existingPatient`. */
export const appointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: 'a1',
  patient_id: '9876543210',
  patient_name: 'Ravi Kumar',
  doctor_id: null,
  order_id: null,
  mode: 'online',
  address: null,
  pincode: null,
  date: '2026-01-01',
  time_of_day: null,
  start: null,
  end: null,
  join_url: null,
  hold_expires_at: null,
  sessions: 1,
  status: 'scheduled',
  created_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

/** The answer of a series move: the series of these sessions (as they now are) and which of them moved. */
export const seriesMoved = (sessions: Appointment[], moved: string[]): SeriesMoved => {
  const first = sessions[0];
  return {
    id: first?.series?.id ?? 's1',
    patient_id: first?.patient_id ?? '9876543210',
    doctor_id: first?.doctor_id ?? 'dr-asha-rao',
    order_id: first?.order_id ?? null,
    mode: first?.mode ?? 'online',
    weekdays: [1],
    time: '18:00',
    start_date: '2026-01-05',
    size: first?.series?.size ?? sessions.length,
    occurrences: sessions.map((s, i) => ({
      id: s.id,
      position: s.series?.position ?? i + 1,
      start: s.start,
      status: s.status,
    })),
    moved,
  };
};
