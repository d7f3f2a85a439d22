import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  MESSAGES,
  todayInIndia,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistOffer as Offer,
} from '@physio/shared-contracts';
import {
  appointment,
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { WaitlistClaim, WaitlistEntries, WaitlistOffer } from '.';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const ASHA = { id: 'dr-asha-rao', name: 'Dr. Asha Rao' };
const today = todayInIndia();
const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  id: '3f1c2b9e-0000-4000-8000-000000000001',
  doctor_id: ASHA.id,
  doctor_name: ASHA.name,
  from: addDays(today, 2),
  to: addDays(today, 9),
  time_of_day: 'evening',
  mode: 'online',
  pincode: null,
  status: 'waiting',
  joined_at: new Date().toISOString(),
  ...overrides,
});
const TOKEN = 'a'.repeat(43);
const day = addDays(today, 3);
const offer = (overrides: Partial<Offer> = {}): Offer => ({
  doctor_id: ASHA.id,
  doctor_name: ASHA.name,
  start: `${day}T09:00:00+05:30`,
  end: `${day}T09:45:00+05:30`,
  mode: 'online',
  status: 'open',
  expires_at: `${day}T07:00:00+05:30`,
  hold_expires_at: null,
  pincode: null,
  travel_fee_paise: null,
  ...overrides,
});

beforeEach(() => {
  resetApi();
  resetSession();
  setPatientSession(existingPatient);
});

describe('Join the waitlist', () => {
  it('opens from the free times, checks the input with the shared rules, then joins', async () => {
    on('POST', '/api/waitlist', (req) => [200, { data: entry(req.body as Partial<WaitlistEntry>) }]);
    const user = userEvent.setup();
    renderPage(<WaitlistOffer mode="online" doctors={[ASHA]} />);
    await user.click(screen.getByRole('button', { name: 'None of these times suit you? Join the waitlist' }));
    const form = await screen.findByRole('group', { name: 'Join the waitlist' });
    // No part of the day chosen, then a start in the past: the spec-style messages, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.time)).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: 'Evening (after 5 pm)' }));
    const from = within(form).getByLabelText('From');
    fireEvent.change(from, { target: { value: addDays(today, -1) } });
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.fromInPast)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.change(from, { target: { value: addDays(today, 2) } });
    await user.click(within(form).getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      doctor_id: ASHA.id,
      from: addDays(today, 2),
      to: addDays(today, 13),
      time_of_day: 'evening',
      mode: 'online',
    });
  });

  it("shows the API's refusal as it words it", async () => {
    on('POST', '/api/waitlist', [
      400,
      { message: WAITLIST_MESSAGES.emptyWindow, code: 'WAITLIST_EMPTY_WINDOW' },
    ]);
    const user = userEvent.setup();
    renderPage(
      <WaitlistOffer mode="home" pincode="560001" doctors={[ASHA, { id: 'dr-b-c', name: 'Dr. B' }]} />,
    );
    await user.click(screen.getByRole('button', { name: /Join the waitlist/ }));
    await user.selectOptions(await screen.findByLabelText('Physiotherapist'), 'dr-b-c');
    await user.click(screen.getByRole('radio', { name: 'Morning (before 12 pm)' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.emptyWindow);
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      doctor_id: 'dr-b-c',
      mode: 'home',
      pincode: '560001',
    });
  });

  it('asks a home visit for its PIN code, checked with the booking form’s rule, and sends it', async () => {
    on('POST', '/api/waitlist', (req) => [200, { data: entry(req.body as Partial<WaitlistEntry>) }]);
    const user = userEvent.setup();
    renderPage(<WaitlistOffer mode="home" doctors={[ASHA]} />);
    await user.click(screen.getByRole('button', { name: /Join the waitlist/ }));
    await user.click(await screen.findByRole('radio', { name: 'Morning (before 12 pm)' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(MESSAGES.booking.pincode)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.type(screen.getByLabelText('PIN code of the visit'), '560066');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      mode: 'home',
      pincode: '560066',
    });
  });

  it('asks a visitor to log in first', async () => {
    resetSession();
    const user = userEvent.setup();
    renderPage(<WaitlistOffer mode="online" doctors={[ASHA]} />);
    await user.click(screen.getByRole('button', { name: /Join the waitlist/ }));
    expect(await screen.findByRole('link', { name: 'log in' })).toHaveAttribute('href', '/user/login');
  });
});

describe('the patient’s waitlist', () => {
  it('lists the entries and leaves one', async () => {
    let left = false;
    on('GET', '/api/waitlist', () => [200, { data: left ? [] : [entry()] }]);
    on('DELETE', '/api/waitlist/:id', () => {
      left = true;
      return [200, { data: entry({ status: 'left' }) }];
    });
    const user = userEvent.setup();
    renderPage(<WaitlistEntries patientId={existingPatient.id} />);
    const list = await screen.findByRole('list', { name: 'Your waitlist' });
    expect(within(list).getByText(/Evening \(after 5 pm\)/)).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Leave the waitlist for Dr. Asha Rao/ }));
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Your waitlist' })).not.toBeInTheDocument(),
    );
    expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/waitlist/${entry().id}`);
  });

  it('says when the list cannot be loaded', async () => {
    on('GET', '/api/waitlist', [500, { message: 'Something went wrong', code: 'INTERNAL' }]);
    renderPage(<WaitlistEntries patientId={existingPatient.id} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('the claim link', () => {
  it('claims the time, then pays for it with a session credit', async () => {
    on('GET', '/api/waitlist/offers/:token', [200, { data: offer() }]);
    on('POST', '/api/waitlist/claim', [
      200,
      { data: offer({ status: 'claimed', hold_expires_at: `${today}T10:15:00+05:30` }) },
    ]);
    on('GET', '/api/users/:id/appointments', [
      200,
      {
        data: [],
        credits: [
          {
            order_id: 'o1',
            provider_order_id: 'order_1',
            mode: 'online',
            doctor_id: ASHA.id,
            doctor_name: ASHA.name,
            paid_at: null,
            total: 3,
            scheduled: 1,
            refunded: 0,
            remaining: 2,
          },
        ],
      },
    ]);
    on('POST', '/api/appointments', [200, { data: appointment() }]);
    const user = userEvent.setup();
    renderPage(<WaitlistClaim token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Claim this time' }));
    expect(await screen.findByText(/The time is held for you until 10:15 am IST/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Use a session credit' }));
    expect(await screen.findByText(/Your online session is booked/)).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/appointments')?.body).toEqual({
      order_id: 'o1',
      start: offer().start,
      doctor_id: ASHA.id,
    });
  });

  it('shows a home visit’s PIN and travel fee, and books it at that PIN', async () => {
    const home = { mode: 'home' as const, pincode: '560066', travel_fee_paise: 15_000 };
    on('GET', '/api/waitlist/offers/:token', [200, { data: offer(home) }]);
    on('POST', '/api/waitlist/claim', [
      200,
      { data: offer({ ...home, status: 'claimed', hold_expires_at: `${today}T10:15:00+05:30` }) },
    ]);
    // A home credit paid for another PIN does not take this visit: the road was checked at 560066.
    on('GET', '/api/users/:id/appointments', [
      200,
      {
        data: [],
        credits: [
          {
            order_id: 'o1',
            provider_order_id: 'order_1',
            mode: 'home',
            pincode: '560001',
            doctor_id: ASHA.id,
            total: 3,
            scheduled: 1,
            refunded: 0,
            remaining: 2,
          },
        ],
      },
    ]);
    const user = userEvent.setup();
    renderPage(<WaitlistClaim token={TOKEN} />);
    expect(await screen.findByTestId('waitlist-travel-fee')).toHaveTextContent('₹150');
    expect(screen.getByText(/PIN code 560066/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim this time' }));
    expect(await screen.findByRole('button', { name: 'Book and pay for this time' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a session credit' })).not.toBeInTheDocument();
  });

  it('tells a patient who taps later that the time is gone', async () => {
    on('GET', '/api/waitlist/offers/:token', [200, { data: offer() }]);
    on('POST', '/api/waitlist/claim', [409, { message: WAITLIST_MESSAGES.offerGone, code: 'OFFER_GONE' }]);
    const user = userEvent.setup();
    renderPage(<WaitlistClaim token={TOKEN} />);
    await user.click(await screen.findByRole('button', { name: 'Claim this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.offerGone);
    expect(screen.queryByRole('button', { name: 'Claim this time' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in and comes back to the link', async () => {
    resetSession();
    renderPage(<WaitlistClaim token={TOKEN} />, { url: `/waitlist/claim?token=${TOKEN}` });
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/user/login');
    expect(requests).toHaveLength(0);
  });

  it('says an expired link has expired, and a missing token is not valid', async () => {
    on('GET', '/api/waitlist/offers/:token', [200, { data: offer({ status: 'expired' }) }]);
    const { unmount } = renderPage(<WaitlistClaim token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.offerExpired);
    unmount();
    renderPage(<WaitlistClaim token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.offerUnknown);
  });
});
