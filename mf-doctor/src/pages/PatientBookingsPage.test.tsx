import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import PatientBookingsPage from './PatientBookingsPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const ORDER: Order = {
  id: 'order_9',
  patient_id: '9876543210',
  kind: 'physio',
  status: 'paid',
  quantity: 6,
  amount: 351000,
  currency: 'INR',
  coupon_code: 'WELCOME10',
  discount_percentage: 10,
  payment_id: 'pay_1',
  description: 'Back pain',
  created_at: '2026-11-01T06:00:00Z',
  paid_at: '2026-11-01T06:02:00Z',
  appointment: {
    id: 'a9',
    patient_id: '9876543210',
    patient_name: 'Meera Iyer',
    doctor_id: 'dr-asha-rao',
    order_id: 'order_9',
    mode: 'home',
    address: '4 Park Street, Kolkata',
    pincode: '700016',
    date: '2026-11-05',
    time_of_day: 'afternoon',
    start: null,
    end: null,
    join_url: null,
    hold_expires_at: null,
    sessions: 6,
    status: 'scheduled',
    created_at: '2026-11-01T06:00:00Z',
  },
};

/** GET /api/users/{id}/appointments answers the envelope plus the patient's session credits. */
const appointmentsAnswer = (rows: unknown[]) =>
  Promise.resolve({ status: 200, data: { data: rows, credits: [] } });

describe('PatientBookingsPage', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it("shows the patient's summary, bookings and orders", async () => {
    auth.apiClient.get.mockImplementation((url: string) =>
      url === '/api/orders'
        ? auth.answer([ORDER])
        : url === '/api/users/9876543210/appointments'
          ? appointmentsAnswer([
              ORDER.appointment,
              { ...ORDER.appointment!, id: 'a10', date: '2026-12-01', order_id: 'order_10' },
            ])
          : auth.answer({
              id: '9876543210',
              name: 'Meera Iyer',
              email: 'meera@example.com',
              mobile: '9876543210',
              new_user: false,
              price: 650,
              sessions: 6,
            }),
    );
    renderPage(<PatientBookingsPage />, { url: '/user/bookings/9876543210', path: '/user/bookings/:id' });
    expect(await screen.findByText('6 sessions at ₹650.00 each')).toBeInTheDocument();
    expect(screen.getByText('Name').nextSibling).toHaveTextContent('Meera Iyer');
    // The order by name (what it bought and when), then its problem, money and numbers.
    const card = (await screen.findByRole('heading', { name: '6 home visits · 1 Nov 2026' })).parentElement!;
    expect(card).toHaveTextContent('Back pain');
    expect(within(card).getByText('order_9')).toBeInTheDocument();
    expect(auth.apiClient.get).toHaveBeenCalledWith('/api/orders', { params: { patient_id: '9876543210' } });
    expect(screen.getByText(/₹3,510\.00 \(coupon WELCOME10, 10% off\)/)).toBeInTheDocument();
    const bookings = await screen.findAllByRole('heading', { level: 3, name: 'Scheduled session' });
    expect(bookings).toHaveLength(2);
    // Soonest first: the session of 5 Nov before the one of 1 Dec.
    expect(screen.getByText('5 Nov 2026')).toBeInTheDocument();
    expect(auth.apiClient.get).toHaveBeenCalledWith('/api/users/9876543210/appointments');
    expect(screen.getAllByText('Home visit: 4 Park Street, Kolkata - 700016')).toHaveLength(2);
  });

  it('shows failures and an empty state', async () => {
    auth.apiClient.get.mockImplementation((url: string) =>
      url === '/api/orders'
        ? auth.answer([])
        : url.endsWith('/appointments')
          ? appointmentsAnswer([])
          : Promise.reject(auth.httpError(404, 'Patient not found')),
    );
    renderPage(<PatientBookingsPage />, { url: '/user/bookings/9999999999', path: '/user/bookings/:id' });
    expect(await screen.findByText('Patient not found')).toBeInTheDocument();
    expect(await screen.findByText('This patient has no bookings yet.')).toBeInTheDocument();
    expect(await screen.findByText('This patient has no orders yet.')).toBeInTheDocument();
  });

  it('refunds the unused sessions of a paid order after one confirmation that shows the amount, then the result', async () => {
    const credit = (orderId: string, remaining: number) => ({
      order_id: `internal-${orderId}`,
      provider_order_id: orderId,
      mode: 'home',
      doctor_id: 'dr-asha-rao',
      total: 6,
      scheduled: 6 - remaining,
      refunded: 0,
      remaining,
    });
    auth.on('GET', '/api/users/:id', [200, { data: { ...auth.existingPatient } }]);
    auth.on('GET', '/api/orders', [
      200,
      { data: [ORDER, { ...ORDER, id: 'order_used', created_at: '2026-10-01T06:00:00Z' }] },
    ]);
    auth.on('GET', '/api/users/:id/appointments', [
      200,
      { data: [], credits: [credit('order_9', 2), credit('order_used', 0)] },
    ]);
    auth.on('GET', '/api/orders/:id/refund', [
      200,
      { data: { order_id: 'order_9', credits: 2, amount: 117000 } },
    ]);
    auth.on('POST', '/api/orders/:id/refund', [
      201,
      {
        data: {
          id: 'rf1',
          order_id: 'order_9',
          credits: 2,
          amount: 117000,
          status: 'processed',
          failure_reason: null,
          receipt_number: 'REF-2026-000001',
          created_at: '2026-11-24T10:00:00+05:30',
          processed_at: '2026-11-24T10:00:05+05:30',
        },
      },
    ]);
    const user = userEvent.setup();
    renderPage(<PatientBookingsPage />, { url: '/user/bookings/9876543210', path: '/user/bookings/:id' });
    // Only the order with unused sessions offers the refund.
    const refund = await screen.findByRole('button', { name: 'Refund unused sessions' });
    expect(screen.getAllByRole('button', { name: 'Refund unused sessions' })).toHaveLength(1);
    await user.click(refund);
    // The amount is shown before the doctor confirms.
    const dialog = await screen.findByRole('dialog', { name: 'Refund unused sessions' });
    expect(dialog).toHaveTextContent('₹1,170.00 for the 2 unused sessions of this order will be refunded');
    expect(auth.requests.at(-1)).toMatchObject({ method: 'GET', path: '/api/orders/order_9/refund' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,170.00' }));
    expect(
      await screen.findByText(
        /₹1,170.00 for 2 sessions · Refunded \(24 Nov 2026\) · Receipt REF-2026-000001/,
      ),
    ).toBeInTheDocument();
    expect(auth.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/orders/order_9/refund' });
  });
});
