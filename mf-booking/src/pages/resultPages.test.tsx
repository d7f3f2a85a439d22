import { act, screen } from '@testing-library/react';
import { MESSAGES } from '@physio/shared-contracts';
import { appointment, existingPatient, on, order, requests, resetApi } from '@physio/shared-auth/testing';
import { currentPath, currentState, renderPage } from '@physio/shared-ui/testing';
import PaymentFailedPage from './PaymentFailedPage';
import PaymentSuccessPage from './PaymentSuccessPage';
import PaymentSuccessPhysioPage from './PaymentSuccessPhysioPage';
import ThankYouPage from './ThankYouPage';
import { FATHER } from '../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));

const advance = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
};
/** Lets the fake API's promises settle while timers are fake. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });

/** A paid online session with a time, its doctor and video room (what GET /api/orders/{id} answers its patient). */
const scheduled = appointment({
  id: 'a90',
  order_id: 'order_90',
  doctor_id: 'd_asha',
  doctor_name: 'Dr. Asha Rao',
  date: null,
  start: '2099-12-01T16:00:00+05:30',
  end: '2099-12-01T16:45:00+05:30',
  join_url: 'https://meet.jit.si/physio-room-1',
});

beforeEach(() => {
  jest.useFakeTimers();
  resetApi();
});
afterEach(() => jest.useRealTimers());

describe('/thankyou', () => {
  it('shows the e-mail, counts down visibly and goes home after 5 s', async () => {
    renderPage(<ThankYouPage />, { url: '/thankyou?email=meera%40example.in' });
    expect(screen.getByTestId('email')).toHaveTextContent('meera@example.in');
    expect(screen.getByRole('timer')).toHaveTextContent('5 s');
    await advance(2000);
    expect(screen.getByRole('timer')).toHaveTextContent('3 s');
    expect(currentPath()).toBe('/thankyou?email=meera%40example.in');
    await advance(3000);
    expect(currentPath()).toBe('/');
  });

  it('shows the booked session during its 5 s: date, time in IST, doctor, video link, Add to calendar', async () => {
    on('GET', '/api/orders/:id', (req) => [
      200,
      {
        data: order({
          id: req.path.split('/').pop()!,
          kind: 'first_booking',
          appointment: scheduled,
        }),
      },
    ]);
    on('GET', '/api/appointments/:id/calendar.ics', [200, 'BEGIN:VCALENDAR']);
    renderPage(<ThankYouPage />, { url: '/thankyou?email=meera%40example.in&order_id=order_90' });
    await settle();
    const session = screen.getByLabelText('Your session');
    expect(session).toHaveTextContent('1 Dec 2099');
    expect(session).toHaveTextContent('4:00 pm IST');
    expect(session).toHaveTextContent('Dr. Asha Rao');
    expect(screen.getByRole('link', { name: 'https://meet.jit.si/physio-room-1' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/physio-room-1',
    );
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
    expect(screen.getByTestId('email')).toHaveTextContent('meera@example.in');
    await advance(5000);
    expect(currentPath()).toBe('/');
  });

  it('lets the user leave at once', () => {
    renderPage(<ThankYouPage />, { url: '/thankyou' });
    expect(screen.getByRole('link', { name: 'Go to Home now' })).toHaveAttribute('href', '/');
  });
});

describe('/paymentsuccess', () => {
  it('shows the order id and the appointment date and time, then goes home after 10 s', async () => {
    on('GET', '/api/orders/:id', [
      200,
      {
        data: order({
          id: 'order_77',
          kind: 'first_booking',
          appointment: appointment({
            patient_name: 'Ravi',
            order_id: 'order_77',
            date: '2099-03-14',
            time_of_day: 'afternoon',
            created_at: '2026-11-20T10:00:00Z',
          }),
        }),
      },
    ]);
    renderPage(<PaymentSuccessPage />, { url: '/paymentsuccess?order_id=order_77' });
    await settle();
    expect(screen.getByText('order_77')).toBeInTheDocument();
    expect(screen.getByText('14 Mar 2099')).toBeInTheDocument();
    expect(screen.getByText('Afternoon')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('10 s');
    await advance(9000);
    expect(currentPath()).toBe('/paymentsuccess?order_id=order_77');
    await advance(1000);
    expect(currentPath()).toBe('/');
  });

  it("says a home visit's place as every session list does (one place label)", async () => {
    const visit = {
      ...scheduled,
      mode: 'home' as const,
      join_url: null,
      address: '12 MG Road, Indiranagar',
      pincode: '560038',
    };
    on('GET', '/api/orders/:id', [
      200,
      { data: order({ id: 'order_92', kind: 'first_booking', appointment: visit }) },
    ]);
    renderPage(<PaymentSuccessPage />, { url: '/paymentsuccess?order_id=order_92' });
    await settle();
    expect(screen.getByLabelText('Your session')).toHaveTextContent(
      'Home visit: 12 MG Road, Indiranagar - 560038',
    );
  });

  it('names the doctor, the time in IST and the video link of a session booked with a slot', async () => {
    on('GET', '/api/orders/:id', [
      200,
      { data: order({ id: 'order_91', kind: 'first_booking', appointment: scheduled }) },
    ]);
    renderPage(<PaymentSuccessPage />, { url: '/paymentsuccess?order_id=order_91' });
    await settle();
    const session = screen.getByLabelText('Your session');
    expect(session).toHaveTextContent('order_91');
    expect(session).toHaveTextContent('1 Dec 2099');
    expect(session).toHaveTextContent('4:00 pm IST');
    expect(session).toHaveTextContent('Dr. Asha Rao');
    expect(screen.getByRole('link', { name: 'https://meet.jit.si/physio-room-1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('still shows the order id and leaves on time when the order cannot be loaded', async () => {
    on('GET', '/api/orders/:id', [500, { message: 'down' }]);
    renderPage(<PaymentSuccessPage />, { url: '/paymentsuccess?order_id=order_78' });
    await settle();
    expect(screen.getByText('order_78')).toBeInTheDocument();
    expect(screen.getByText(/could not load the session details/)).toBeInTheDocument();
    await advance(10000);
    expect(currentPath()).toBe('/');
  });
});

describe('/paymentsuccessphysio', () => {
  it('shows order id, patient id, payment id and the discounted amount from the API', async () => {
    on('GET', '/api/orders/:id', [200, { data: order() }]);
    renderPage(<PaymentSuccessPhysioPage />, {
      url: '/paymentsuccessphysio?order_id=order_abc123&payment_id=pay_xyz789',
    });
    await settle();
    expect(screen.getByText('order_abc123')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('pay_xyz789')).toBeInTheDocument();
    expect(screen.getByTestId('amount')).toHaveTextContent('₹1,950.00 (coupon HALFOFF, 50% off)');
    expect(screen.getByRole('timer')).toHaveTextContent('10 s');
    await advance(10000);
    expect(currentPath()).toBe('/');
  });
});

describe('/paymentfailed', () => {
  it('says "Payment Failed" and offers to try again where the user came from', () => {
    renderPage(<PaymentFailedPage />, { url: '/paymentfailed?retry=%2Fc%2F9876543210' });
    expect(screen.getByRole('heading', { name: MESSAGES.paymentFailed })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/c/9876543210');
  });

  it('tries again on /booking by default and ignores foreign targets', () => {
    renderPage(<PaymentFailedPage />, { url: '/paymentfailed?retry=%2F%2Fevil.example' });
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/booking');
  });

  describe('after a failure in the checkout', () => {
    const draft = {
      name: 'Meera Iyer',
      email: 'meera@example.in',
      quantity: 3,
      description: 'Back pain',
      booking: { mode: 'online' },
      slot: {
        start: '2099-12-01T10:30:00+05:30',
        end: '2099-12-01T11:15:00+05:30',
        doctor_id: 'd_asha',
        doctor_name: 'Dr. Asha Rao',
      },
    };
    const failedPayment = {
      order: { id: 'order_92', amount: 149700 },
      description: 'Physiotherapy booking',
      prefill: { name: 'Meera Iyer', email: 'meera@example.in', contact: '9123456789' },
      reason: 'Payment failed because the bank declined it.',
      back: { pathname: '/confirmbooking', state: draft },
    };
    const held = order({
      id: 'order_92',
      kind: 'first_booking',
      status: 'failed',
      appointment: appointment({
        status: 'held',
        start: draft.slot.start,
        hold_expires_at: '2099-12-01T09:00:00+05:30',
        date: null,
      }),
    });
    let opened: { order_id: string; amount: number }[];
    beforeEach(() => {
      opened = [];
      window.Razorpay = jest.fn().mockImplementation((options: { order_id: string; amount: number }) => ({
        on: () => undefined,
        open: () => opened.push(options),
        close: () => undefined,
      })) as unknown as typeof window.Razorpay;
      on('GET', '/api/payments/config', [
        200,
        { data: { provider: 'sandbox', key: 'k', checkout_script_url: '/x.js' } },
      ]);
    });
    afterEach(() => {
      delete window.Razorpay;
    });

    it('shows the provider’s reason and the kept booking, and pays the same order again in one tap', async () => {
      on('GET', '/api/orders/:id', [200, { data: held }]);
      renderPage(<PaymentFailedPage />, {
        url: '/paymentfailed?retry=%2Fconfirmbooking',
        state: { failedPayment },
      });
      await settle();
      expect(screen.getByRole('heading', { name: MESSAGES.paymentFailed })).toBeInTheDocument();
      expect(screen.getByText(failedPayment.reason)).toBeInTheDocument();
      const kept = screen.getByLabelText('Booking details');
      expect(kept).toHaveTextContent('Back pain');
      expect(kept).toHaveTextContent('3');
      expect(kept).toHaveTextContent('1 Dec 2099, 10:30 am IST with Dr. Asha Rao');
      expect(screen.getByText(/is held for you until 9:00 am IST/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Change the booking' })).toHaveAttribute(
        'href',
        '/confirmbooking',
      );

      act(() => screen.getByRole('button', { name: 'Try again' }).click());
      await settle();
      await act(async () => {
        jest.runAllTimers();
      });
      await settle();
      expect(opened).toEqual([expect.objectContaining({ order_id: 'order_92', amount: 149700 })]);
      expect(requests.filter((r) => r.method === 'POST' && r.path === '/api/orders')).toHaveLength(0);
    });

    describe('when the provider reports the failure by redirecting the tab (callback_url)', () => {
      const { reason: _reason, ...open } = failedPayment;
      beforeEach(() => sessionStorage.setItem('physio.openPayment', JSON.stringify(open)));
      afterEach(() => sessionStorage.clear());

      it('finds the payment the tab kept for that order: the booking, and the same order again', async () => {
        on('GET', '/api/orders/:id', [200, { data: held }]);
        renderPage(<PaymentFailedPage />, { url: '/paymentfailed?order=order_92' });
        await settle();
        expect(screen.getByLabelText('Booking details')).toHaveTextContent('Back pain');
        expect(screen.getByRole('link', { name: 'Change the booking' })).toHaveAttribute(
          'href',
          '/confirmbooking',
        );
        act(() => screen.getByRole('button', { name: 'Try again' }).click());
        await settle();
        await act(async () => {
          jest.runAllTimers();
        });
        await settle();
        expect(opened).toEqual([expect.objectContaining({ order_id: 'order_92', amount: 149700 })]);
      });

      it('keeps nothing for another order: the plain failure page', async () => {
        renderPage(<PaymentFailedPage />, { url: '/paymentfailed?order=order_93' });
        await settle();
        expect(screen.queryByLabelText('Booking details')).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/booking');
      });
    });

    it('a plan bought for a family member names them and their own plan (Booking for)', async () => {
      const father = { ...FATHER, plan: { sessions: 3, price: 650 } };
      on('GET', '/api/family/dependants', [200, { data: [father] }]);
      on('GET', '/api/orders/:id', [200, { data: { ...held, kind: 'physio', appointment: null } }]);
      const state = { patient: { ...existingPatient, sessions: 5, price: 800 }, dependant_id: father.id };
      const physio = { ...failedPayment, back: { pathname: '/confirmbookingphysio', state } };
      renderPage(<PaymentFailedPage />, { url: '/paymentfailed', state: { failedPayment: physio } });
      await settle();
      expect(screen.getByText('Treatment plan for Ramesh Sharma: 3 sessions.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Change the booking' })).toHaveAttribute(
        'href',
        '/confirmbookingphysio',
      );
    });

    it('an expired order goes back to the kept booking to pay it afresh', async () => {
      on('GET', '/api/orders/:id', [200, { data: { ...held, status: 'expired', appointment: null } }]);
      renderPage(<PaymentFailedPage />, { url: '/paymentfailed', state: { failedPayment } });
      await settle();
      expect(screen.getByText(/This payment has expired/)).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Try again' }).click());
      expect(currentPath()).toBe('/confirmbooking');
      expect(currentState()).toEqual(draft);
    });
  });
});
