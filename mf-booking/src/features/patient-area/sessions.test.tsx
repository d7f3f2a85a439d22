import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  formatDate,
  SCHEDULING_MESSAGES,
  todayInIndia,
  type Appointment,
} from '@physio/shared-contracts';
import { appointment, on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { AppointmentList } from './AppointmentList';
import { canJoin } from './appointments';
import { SessionCredits } from './SessionCredits';
import { FATHER } from '../../test/family';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const session = (start: string, end: string, overrides: Partial<Appointment> = {}): Appointment =>
  appointment({
    id: '3f1c2b9e-0000-4000-8000-000000000001',
    patient_name: 'Meera',
    doctor_id: 'dr-asha-rao',
    order_id: 'o1',
    date: null,
    start,
    end,
    join_url: 'https://meet.jit.si/PhysioCare-abc',
    ...overrides,
  });
const credit = {
  order_id: 'o1',
  provider_order_id: 'order_1',
  mode: 'online' as const,
  doctor_id: 'dr-asha-rao',
  total: 6,
  scheduled: 3,
  refunded: 0,
  remaining: 3,
};
const day = addDays(todayInIndia(), 1);
const free = {
  start: `${day}T09:00:00+05:30`,
  end: `${day}T09:45:00+05:30`,
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
};

beforeEach(() => resetApi());
afterEach(() => jest.useRealTimers());

describe('session credits', () => {
  it('names each order and says how its sessions stand, with ONE Schedule for the next session', () => {
    renderPage(
      <SessionCredits
        credits={[
          { ...credit, doctor_name: 'Dr. Asha Rao', paid_at: '2026-11-27T04:00:00.000Z' },
          { ...credit, order_id: 'o2', mode: 'home', total: 3, scheduled: 2, refunded: 1, remaining: 0 },
        ]}
        onChanged={jest.fn()}
      />,
    );
    expect(
      screen.getByRole('heading', { name: '6 online sessions with Dr. Asha Rao · 27 Nov 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 home visits' })).toBeInTheDocument();
    expect(screen.getByText('3 of 6 sessions scheduled · 3 to schedule')).toBeInTheDocument();
    // The refunded credit is counted apart: the order is not "2 of 3" waiting for a third.
    expect(screen.getByText('2 of 3 sessions scheduled · 1 refunded')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Schedule session/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Schedule session 4 of 6' })).toBeInTheDocument();
  });

  it('says until when the sessions can be used; past that day only the refund is offered (the Terms)', () => {
    const today = todayInIndia();
    renderPage(
      <SessionCredits
        credits={[
          { ...credit, valid_until: addDays(today, 30) },
          { ...credit, order_id: 'o2', provider_order_id: 'order_2', valid_until: addDays(today, -1) },
        ]}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.getByText(`Use by ${formatDate(addDays(today, 30))}`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Expired on ${formatDate(addDays(today, -1))}: the unused sessions can still be refunded`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Schedule session/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Request a refund' })).toHaveLength(2);
  });

  it('names a package and its last day; an expired package offers neither a session nor a refund', () => {
    const today = todayInIndia();
    renderPage(
      <SessionCredits
        credits={[
          { ...credit, package_name: 'Knee rehab', valid_until: addDays(today, 7) },
          {
            ...credit,
            order_id: 'o2',
            provider_order_id: 'order_2',
            package_name: 'Back care',
            valid_until: addDays(today, -1),
            expired: true,
          },
        ]}
        onChanged={jest.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: /^Knee rehab: / })).toBeInTheDocument();
    expect(screen.getByText(`Use by ${formatDate(addDays(today, 7))}`)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Expired on ${formatDate(addDays(today, -1))}: the unused sessions of this package can no longer be used or refunded`,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Schedule session/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Request a refund' })).toHaveLength(1);
  });

  it("schedules a credit with the order's doctor through the picker; a taken slot is said inline", async () => {
    const onScheduled = jest.fn();
    let taken = true;
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('POST', '/api/appointments', () =>
      taken
        ? [409, { message: SCHEDULING_MESSAGES.slotTaken, code: 'SLOT_TAKEN' }]
        : [201, { data: session(free.start, free.end) }],
    );
    const user = userEvent.setup();
    renderPage(<SessionCredits credits={[credit]} onChanged={onScheduled} />);
    await user.click(screen.getByRole('button', { name: 'Schedule session 4 of 6' }));
    expect(screen.getByRole('button', { name: 'Schedule this time' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Schedule this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.slotTaken);
    expect(onScheduled).not.toHaveBeenCalled();
    expect(requests.find((r) => r.path === '/api/slots')?.params).toMatchObject({
      mode: 'online',
      doctor_id: 'dr-asha-rao',
    });
    taken = false;
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Schedule this time' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(requests.filter((r) => r.path === '/api/appointments').at(-1)?.body).toEqual({
      order_id: 'o1',
      start: free.start,
      doctor_id: 'dr-asha-rao',
    });
  });

  it('books a family member from a package shared in the family (Booking for)', async () => {
    const father = FATHER;
    on('GET', '/api/family/dependants', [200, { data: [{ ...father, created_at: '2026-11-27T10:00:00Z' }] }]);
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('POST', '/api/appointments', [201, { data: session(free.start, free.end) }]);
    const onScheduled = jest.fn();
    const user = userEvent.setup();
    const shared = { ...credit, package_name: 'Family knee course', family_shared: true };
    renderPage(<SessionCredits credits={[shared]} onChanged={onScheduled} />);
    await user.click(screen.getByRole('button', { name: 'Schedule session 4 of 6' }));
    await user.selectOptions(await screen.findByLabelText('Booking for'), father.id);
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Schedule this time' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(requests.filter((r) => r.path === '/api/appointments').at(-1)?.body).toEqual({
      order_id: 'o1',
      start: free.start,
      doctor_id: 'dr-asha-rao',
      dependant_id: father.id,
    });
  });

  it('"Repeat weekly" stays offered for a family member: the series is previewed and booked for them', async () => {
    const father = FATHER;
    const later = free.start.replace(day, addDays(day, 7));
    on('GET', '/api/family/dependants', [200, { data: [father] }]);
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('POST', '/api/series/preview', [
      200,
      {
        data: {
          doctor_id: 'dr-asha-rao',
          doctor_name: 'Dr. Asha Rao',
          mode: 'online',
          occurrences: [
            { position: 1, start: free.start, end: free.end, free: true, alternatives: [] },
            { position: 2, start: later, end: later, free: true, alternatives: [] },
            { position: 3, start: later, end: later, free: false, alternatives: [] },
          ],
        },
      },
    ]);
    const forFather = { dependant: { id: father.id, name: father.name, relation: 'parent', age: 74 } };
    on('POST', '/api/series', [
      201,
      {
        data: {
          series: {
            id: 'ser-1',
            patient_id: '9123456789',
            doctor_id: 'dr-asha-rao',
            order_id: 'o1',
            mode: 'online',
            weekdays: [new Date(`${day}T00:00:00Z`).getUTCDay()],
            time: '09:00',
            start_date: day,
            size: 2,
            occurrences: [],
          },
          appointments: [
            session(free.start, free.end, forFather),
            session(later, later, { ...forFather, id: '3f1c2b9e-0000-4000-8000-000000000002' }),
          ],
        },
      },
    ]);
    const onScheduled = jest.fn();
    const user = userEvent.setup();
    const shared = { ...credit, package_name: 'Family knee course', family_shared: true };
    renderPage(<SessionCredits credits={[shared]} onChanged={onScheduled} />);
    await user.click(screen.getByRole('button', { name: 'Schedule session 4 of 6' }));
    await user.selectOptions(await screen.findByLabelText('Booking for'), father.id);
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: /Repeat weekly \(3 sessions at 9:00 am\)/ }));
    // The third week is taken with no other time: dropped, two weekly sessions for him.
    const taken = await screen.findByRole('group', { name: /is taken/ });
    await user.click(within(taken).getByRole('radio', { name: /Drop/ }));
    await user.click(await screen.findByRole('button', { name: 'Book 2 weekly sessions' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledTimes(1));
    expect(requests.find((r) => r.path === '/api/series/preview')?.body).toMatchObject({
      order_id: 'o1',
      dependant_id: father.id,
      count: 3,
    });
    expect(requests.find((r) => r.path === '/api/series')?.body).toMatchObject({
      order_id: 'o1',
      dependant_id: father.id,
      starts: [free.start, later],
    });
    expect(requests.some((r) => r.path === '/api/appointments')).toBe(false);
  });

  it('shows NO_CREDIT inline', async () => {
    on('GET', '/api/slots', [200, { data: [free] }]);
    on('POST', '/api/appointments', [409, { message: SCHEDULING_MESSAGES.noCredit, code: 'NO_CREDIT' }]);
    const user = userEvent.setup();
    renderPage(<SessionCredits credits={[credit]} onChanged={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Schedule session 4 of 6' }));
    await user.click(await screen.findByRole('button', { name: '9:00 am with Dr. Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Schedule this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_MESSAGES.noCredit);
  });
});

describe('Join', () => {
  const start = '2030-03-10T10:00:00+05:30';
  const end = '2030-03-10T10:45:00+05:30';

  it('is open from 10 minutes before the start until the end', () => {
    const at = (iso: string) => Date.parse(iso);
    const s = session(start, end);
    expect(canJoin(s, at('2030-03-10T09:49:59+05:30'))).toBe(false);
    expect(canJoin(s, at('2030-03-10T09:50:00+05:30'))).toBe(true);
    expect(canJoin(s, at('2030-03-10T10:44:59+05:30'))).toBe(true);
    expect(canJoin(s, at(end))).toBe(false);
    expect(canJoin({ ...s, join_url: null }, at('2030-03-10T10:00:00+05:30'))).toBe(false);
  });

  it('turns from a disabled button into the room link as the time comes, without a reload', () => {
    jest.useFakeTimers({ now: new Date('2030-03-10T09:49:00+05:30') });
    renderPage(
      <AppointmentList rows={[session(start, end, { doctor_name: 'Dr. Asha Rao' })]} empty="none" upcoming />,
    );
    expect(screen.getByText('With Dr. Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByText(/10:00 am – 10:45 am \(IST\)/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/PhysioCare-abc',
    );
  });
});

describe('Add to calendar', () => {
  it("downloads the session's .ics through the client (with the token)", async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        created.push(b);
        return 'blob:x';
      }),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const s = session('2030-03-10T10:00:00+05:30', '2030-03-10T10:45:00+05:30');
    on('GET', `/api/appointments/${s.id}/calendar.ics`, [200, 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n']);
    const user = userEvent.setup();
    renderPage(<AppointmentList rows={[s]} empty="none" upcoming />);
    await user.click(within(screen.getByRole('listitem')).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(requests.at(-1)?.path).toBe(`/api/appointments/${s.id}/calendar.ics`);
    click.mockRestore();
  });

  it('says so when the file cannot be fetched', async () => {
    const s = session('2030-03-10T10:00:00+05:30', '2030-03-10T10:45:00+05:30');
    on('GET', `/api/appointments/${s.id}/calendar.ics`, [
      403,
      { message: 'Not your session', code: 'FORBIDDEN' },
    ]);
    const user = userEvent.setup();
    renderPage(<AppointmentList rows={[s]} empty="none" upcoming />);
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not your session');
  });
});

describe('refund of the unused sessions', () => {
  const refund = {
    id: 'rf1',
    order_id: 'order_1',
    credits: 3,
    amount: 175500,
    status: 'pending' as const,
    failure_reason: null,
    receipt_number: null,
    created_at: '2026-11-24T10:00:00+05:30',
    processed_at: null,
  };

  it('shows the amount the clinic quotes before the patient confirms, then reloads the credits', async () => {
    on('GET', '/api/orders/:id/refund', [200, { data: { order_id: 'order_1', credits: 3, amount: 175500 } }]);
    on('POST', '/api/orders/:id/refund', [201, { data: refund }]);
    const onChanged = jest.fn();
    const user = userEvent.setup();
    renderPage(<SessionCredits credits={[credit]} onChanged={onChanged} />);
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund unused sessions' });
    expect(dialog).toHaveTextContent('₹1,755.00 for the 3 unused sessions of this order will be refunded');
    expect(requests.map((r) => r.method)).toEqual(['GET']);
    expect(requests[0]?.path).toBe('/api/orders/order_1/refund');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,755.00' }));
    expect(await screen.findByText(/₹1,755.00 for 3 sessions · Refund in progress/)).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/orders/order_1/refund' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it("shows the server's 409 inline and keeps the credits", async () => {
    const message = 'Nothing is left to refund on this order: every session is scheduled, used or refunded.';
    on('GET', '/api/orders/:id/refund', [409, { message, code: 'NOTHING_TO_REFUND' }]);
    const user = userEvent.setup();
    renderPage(<SessionCredits credits={[credit]} onChanged={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule session 4 of 6' })).toBeInTheDocument();
  });

  it('lists the refunds of an order that had some; no button when nothing is unused', async () => {
    on('GET', '/api/orders/:id/refunds', [
      200,
      {
        data: [
          {
            ...refund,
            status: 'processed',
            processed_at: '2026-11-25T10:00:00+05:30',
            receipt_number: 'REF-2026-000007',
          },
        ],
      },
    ]);
    renderPage(
      <SessionCredits
        credits={[{ ...credit, scheduled: 3, refunded: 3, remaining: 0 }]}
        onChanged={jest.fn()}
      />,
    );
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent(
      '₹1,755.00 for 3 sessions · Refunded (25 Nov 2026) · Receipt REF-2026-000007',
    );
    expect(requests[0]?.path).toBe('/api/orders/order_1/refunds');
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });
});
