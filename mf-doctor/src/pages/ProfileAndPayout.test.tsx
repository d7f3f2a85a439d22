import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  formatRupees,
  PRACTICE_MESSAGES,
  type DoctorPractice,
  type LedgerEntry,
  type Payout,
} from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import DoctorProfilePage from './DoctorProfilePage';
import PayoutPage from './PayoutPage';
import PayoutPaymentPage from './PayoutPaymentPage';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
// The machine is shared and loaded: allow slow renders without hiding real hangs.
jest.setTimeout(20_000);

const PAYOUTS: Payout[] = [
  {
    id: 'po_1',
    status: 'paid',
    payable_amount: 4500,
    to_date_time: '2026-10-31T18:29:59Z',
    payment_date_time: '2026-11-02T05:30:00Z',
    utr: 'UTR0000123',
    razorpay_id: 'pout_abc',
  },
  {
    id: 'po_2',
    status: 'paid',
    payable_amount: 12345.5,
    to_date_time: '2026-09-30T18:29:59Z',
    payment_date_time: '2026-10-02T05:30:00Z',
    utr: 'UTR0000456',
    razorpay_id: 'pout_def',
  },
];

const PRACTICE: DoctorPractice = {
  registration_number: 'KSAHC/PT/2011/0457',
  payout_method: null,
  upi_id: null,
  account_name: null,
  account_number_last4: null,
  ifsc: null,
};
const settled = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'l1',
  kind: 'order',
  order_id: 'order_1',
  amount: 94311,
  created_at: '2026-10-20T10:00:00+05:30',
  payout_id: 'po_1',
  patient_name: 'Meera Iyer',
  patient_id: '9811100001',
  sessions: 3,
  mode: 'online',
  gross: 134730,
  refunded_sessions: null,
  share_percent: 70,
  ...over,
});
const SETTLED = [
  settled({}),
  settled({ id: 'l2', kind: 'refund', amount: -31437, gross: 44910, refunded_sessions: 1 }),
];

const routeGet = (routes: Record<string, () => Promise<unknown>>) =>
  auth.apiClient.get.mockImplementation((url: string) => {
    const hit = routes[url];
    return hit ? hit() : Promise.reject(auth.httpError(404, `no route ${url}`));
  });

describe('DoctorProfilePage', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('shows the read-only profile and the balance card linking to the payouts', async () => {
    routeGet({
      '/api/doctors/9000000001': () => auth.answer(auth.DOCTOR),
      '/api/appointments/9000000001/sum': () => auth.answer(2450),
      '/api/doctors/9000000001/practice': () => auth.answer(PRACTICE),
    });
    renderPage(<DoctorProfilePage />, { url: '/doctor/profile/9000000001', path: '/doctor/profile/:id' });
    expect(await screen.findByText('Dr. Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@physiocare.in')).toBeInTheDocument();
    expect(screen.getByText('+91 9000000001')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByText('12 Apr 1985')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /Payout balance/ });
    expect(card).toHaveTextContent(formatRupees(2450));
    expect(card).toHaveAttribute('href', '/doctor/9000000001/payout');
    expect(document.title).toContain('My Profile');
    // A way back to the dashboard (issue 26).
    expect(screen.getByRole('link', { name: '← Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard?appointments',
    );
  });

  it('edits the registration number and payout details, checked before sending, saved through the API', async () => {
    routeGet({
      '/api/doctors/9000000001': () => auth.answer(auth.DOCTOR),
      '/api/appointments/9000000001/sum': () => auth.answer(0),
      '/api/doctors/9000000001/practice': () => auth.answer(PRACTICE),
    });
    auth.apiClient.put.mockImplementation((_url: string, body: Record<string, string>) =>
      auth.answer({
        ...PRACTICE,
        payout_method: 'upi',
        upi_id: body.upi_id,
        registration_number: body.registration_number,
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<DoctorProfilePage />, { url: '/doctor/profile/9000000001', path: '/doctor/profile/:id' });
    const section = await screen.findByRole('region', { name: 'Registration and payouts' });
    expect(await within(section).findByText('KSAHC/PT/2011/0457')).toBeInTheDocument();
    expect(section).toHaveTextContent('Not set yet: add it so your payouts can be made');
    await user.click(within(section).getByRole('button', { name: 'Edit registration and payout details' }));
    await user.click(within(section).getByRole('radio', { name: 'UPI' }));
    await user.type(within(section).getByLabelText('UPI ID'), 'not-a-upi');
    await user.click(within(section).getByRole('button', { name: 'Save details' }));
    expect(within(section).getByText(PRACTICE_MESSAGES.upi)).toBeInTheDocument();
    expect(auth.apiClient.put).not.toHaveBeenCalled();
    await user.clear(within(section).getByLabelText('UPI ID'));
    await user.type(within(section).getByLabelText('UPI ID'), 'asha@okhdfc');
    await user.click(within(section).getByRole('button', { name: 'Save details' }));
    expect(await within(section).findByText('Your details were saved.')).toBeInTheDocument();
    expect(section).toHaveTextContent('UPI asha@okhdfc');
    expect(auth.apiClient.put).toHaveBeenCalledWith(
      '/api/doctors/9000000001/practice',
      expect.objectContaining({
        registration_number: 'KSAHC/PT/2011/0457',
        payout_method: 'upi',
        upi_id: 'asha@okhdfc',
      }),
    );
  });

  it('while loading, holds the place of the fields and the balance card (nothing moves when they arrive)', async () => {
    routeGet({
      '/api/doctors/9000000001': () => new Promise(() => undefined),
      '/api/appointments/9000000001/sum': () => new Promise(() => undefined),
      '/api/doctors/9000000001/practice': () => new Promise(() => undefined),
    });
    renderPage(<DoctorProfilePage />, { url: '/doctor/profile/9000000001', path: '/doctor/profile/:id' });
    // (the test kit's router adds a status of its own: the location)
    const statuses = (await screen.findAllByRole('status')).filter((s) =>
      /Loading/.test(s.textContent ?? ''),
    );
    expect(statuses.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Loading profile'),
      expect.stringContaining('Loading payout balance'),
      expect.stringContaining('Loading your details'),
    ]);
    // The same labels as the details, and the card's lines, without values or a link.
    const fields = statuses[0]!.querySelectorAll('dt');
    expect([...fields].map((dt) => dt.textContent)).toEqual([
      'Name',
      'Email',
      'Mobile',
      'Gender',
      'Date of birth',
    ]);
    expect(statuses[1]).toHaveTextContent('Payout balance');
    expect(statuses[1]!.querySelectorAll('span, strong').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByRole('link', { name: /Payout balance/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Dr. Asha Rao')).not.toBeInTheDocument();
  });

  it('shows the failure and retries', async () => {
    let fail = true;
    routeGet({
      '/api/doctors/9000000001': () =>
        fail ? Promise.reject(auth.httpError(500, 'Database unavailable')) : auth.answer(auth.DOCTOR),
      '/api/appointments/9000000001/sum': () => auth.answer(0),
      '/api/doctors/9000000001/practice': () => auth.answer(PRACTICE),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DoctorProfilePage />, { url: '/doctor/profile/9000000001', path: '/doctor/profile/:id' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dr. Asha Rao')).toBeInTheDocument();
  });
});

describe('PayoutPage', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  it('lists Paid cards with amount and date, newest first, each opening its payment detail', async () => {
    routeGet({ '/api/advices/9000000001': () => auth.answer(PAYOUTS) });
    const user = userEvent.setup({ delay: null });
    renderPage(<PayoutPage />, { url: '/doctor/9000000001/payout', path: '/doctor/:id/payout' });
    const cards = await screen.findAllByRole('link', { name: /^Paid/ });
    expect(cards).toHaveLength(2);
    expect(auth.apiClient.get).toHaveBeenCalledWith('/api/advices/9000000001', { params: { utr: 'any' } });
    expect(cards[0]).toHaveTextContent(formatRupees(4500));
    expect(cards[0]).toHaveTextContent('2 Nov 2026');
    expect(cards[1]).toHaveTextContent(formatRupees(12345.5));
    // Label in name (WCAG 2.5.3): each card's name begins with the text it shows.
    for (const card of cards) {
      expect(card.textContent).toMatch(/^Paid ₹[\d,.]+ \d{1,2} \w{3} \d{4}$/);
      expect(card.getAttribute('aria-label')?.startsWith(card.textContent!)).toBe(true);
    }
    await user.click(cards[0]!);
    const where = screen.getByTestId('location');
    expect(where).toHaveTextContent('/doctor/payout/payment?id=po_1');
    expect(JSON.parse(where.dataset.state ?? '{}')).toMatchObject({
      payout: { utr: 'UTR0000123' },
      doctorName: 'Dr. Asha Rao',
    });
  });

  it('shows a payout whose transfer is not recorded yet as pending, never as paid with a reference', async () => {
    const pending: Payout = {
      id: 'po_3',
      status: 'pending',
      payable_amount: 700,
      to_date_time: '2026-11-20T18:29:59Z',
      payment_date_time: null,
      utr: null,
      razorpay_id: null,
    };
    routeGet({ '/api/advices/9000000001': () => auth.answer([pending, ...PAYOUTS]) });
    const user = userEvent.setup({ delay: null });
    renderPage(<PayoutPage />, { url: '/doctor/9000000001/payout', path: '/doctor/:id/payout' });
    const card = await screen.findByRole('link', { name: /^Transfer pending/ });
    expect(card).toHaveTextContent(formatRupees(700));
    expect(card).toHaveTextContent('Earned up to 20 Nov 2026');
    expect(card.getAttribute('aria-label')?.startsWith(card.textContent!)).toBe(true);
    expect(card).not.toHaveTextContent('Paid');
    expect(screen.getAllByRole('link', { name: /^Paid/ })).toHaveLength(2);
    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent('/doctor/payout/payment?id=po_3');
    cleanup();
    renderPage(<PayoutPaymentPage />, {
      url: '/doctor/payout/payment?id=po_3',
      path: '/doctor/payout/payment',
      state: { payout: pending, doctorName: 'Dr. Asha Rao' },
    });
    expect(await screen.findByText('Not yet: the bank transfer is pending')).toBeInTheDocument();
    expect(screen.getByText('Given once the transfer is made')).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    routeGet({ '/api/advices/9000000001': () => auth.answer([]) });
    renderPage(<PayoutPage />, { url: '/doctor/9000000001/payout', path: '/doctor/:id/payout' });
    expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
  });
});

describe('PayoutPaymentPage', () => {
  beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

  const expectDetail = async () => {
    const dl = (await screen.findByText('UTR0000123')).closest('dl')!;
    const d = within(dl);
    expect(d.getByText('Dr. Asha Rao')).toBeInTheDocument();
    expect(d.getByText(formatRupees(4500))).toBeInTheDocument();
    expect(d.getByText('31 Oct 2026')).toBeInTheDocument();
    expect(d.getByText(/2 Nov 2026.*11:00/)).toBeInTheDocument();
    expect(d.getByText('pout_abc')).toBeInTheDocument();
  };

  it('shows the payout passed in navigation state, and the lines it settled by patient and share', async () => {
    routeGet({ '/api/doctors/9000000001/payouts/po_1/lines': () => auth.answer(SETTLED) });
    renderPage(<PayoutPaymentPage />, {
      url: '/doctor/payout/payment?id=po_1',
      path: '/doctor/payout/payment',
      state: { payout: PAYOUTS[0], doctorName: 'Dr. Asha Rao' },
    });
    await expectDetail();
    expect(auth.apiClient.get).not.toHaveBeenCalledWith('/api/advices/9000000001', expect.anything());
    const lines = await screen.findByRole('list', { name: 'Lines of this payout' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Meera Iyer · 3 online sessions · paid ₹1,347.30 · your 70 %₹943.11'),
      expect.stringContaining('Refund to Meera Iyer · 1 session · ₹449.10 refunded · your 70 %-₹314.37'),
    ]);
    expect(lines).not.toHaveTextContent('order_');
  });

  it('falls back to ?id= in the doctor payout history', async () => {
    routeGet({
      '/api/advices/9000000001': () => auth.answer(PAYOUTS),
      '/api/doctors/9000000001/payouts/po_1/lines': () => auth.answer([]),
    });
    renderPage(<PayoutPaymentPage />, {
      url: '/doctor/payout/payment?id=po_1',
      path: '/doctor/payout/payment',
    });
    await expectDetail();
  });

  it('says so when the payment is unknown', async () => {
    routeGet({ '/api/advices/9000000001': () => auth.answer(PAYOUTS) });
    renderPage(<PayoutPaymentPage />, {
      url: '/doctor/payout/payment?id=nope',
      path: '/doctor/payout/payment',
    });
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
  });
});
