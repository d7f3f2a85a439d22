import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInIndia } from '@physio/shared-contracts';
import { appointment, on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { SeriesBooking } from './SeriesBooking';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const PATIENT = '9876543210';
const day = addDays(todayInIndia(), 3);
const start = `${day}T18:00:00+05:30`;
const later = `${addDays(day, 7)}T18:00:00+05:30`;
const credit = {
  order_id: 'ord-1',
  provider_order_id: 'order_1',
  mode: 'online',
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
  paid_at: '2026-11-20T10:00:00.000Z',
  valid_until: addDays(todayInIndia(), 200),
  total: 2,
  scheduled: 0,
  refunded: 0,
  remaining: 2,
};

beforeEach(() => {
  resetApi();
  on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [credit] }]);
  on('GET', '/api/slots', [
    200,
    {
      data: [
        {
          start,
          end: start.replace('18:00', '18:45'),
          doctor_id: 'dr-asha-rao',
          doctor_name: 'Dr. Asha Rao',
        },
      ],
    },
  ]);
  on('POST', '/api/series/preview', [
    200,
    {
      data: {
        doctor_id: 'dr-asha-rao',
        doctor_name: 'Dr. Asha Rao',
        mode: 'online',
        occurrences: [
          { position: 1, start, end: start, free: true, alternatives: [] },
          { position: 2, start: later, end: later, free: true, alternatives: [] },
        ],
      },
    },
  ]);
  const series = {
    id: 'ser-1',
    patient_id: PATIENT,
    doctor_id: 'dr-asha-rao',
    order_id: 'ord-1',
    mode: 'online',
    weekdays: [1],
    time: '18:00',
    start_date: day,
    size: 2,
    occurrences: [],
  };
  on('POST', '/api/series', [
    201,
    { data: { series, appointments: [appointment({ id: 'a1' }), appointment({ id: 'a2' })] } },
  ]);
});

it("a doctor books a weekly series on the patient's credits, naming the patient", async () => {
  const user = userEvent.setup();
  renderPage(<SeriesBooking patientId={PATIENT} />);
  const first = await screen.findByRole('group', { name: /First session/ });
  await user.click(await within(first).findByRole('button', { name: /6:00 pm/ }));
  await user.click(screen.getByRole('checkbox', { name: /Repeat weekly \(2 sessions at 6:00 pm\)/ }));
  await user.click(await screen.findByRole('button', { name: 'Book 2 weekly sessions' }));
  expect(await screen.findByText('2 sessions booked.')).toBeInTheDocument();
  const booked = requests.find((r) => r.method === 'POST' && r.path === '/api/series');
  expect(booked?.body).toMatchObject({
    patient_id: PATIENT,
    order_id: 'ord-1',
    starts: [start, later],
    count: 2,
  });
  await waitFor(() =>
    expect(requests.find((r) => r.path === '/api/series/preview')?.body).toMatchObject({
      patient_id: PATIENT,
    }),
  );
});

it('says so when no order has sessions left', async () => {
  on('GET', '/api/users/:id/appointments', [200, { data: [], credits: [{ ...credit, remaining: 0 }] }]);
  renderPage(<SeriesBooking patientId={PATIENT} />);
  expect(await screen.findByText('No paid order with sessions left to schedule.')).toBeInTheDocument();
});
