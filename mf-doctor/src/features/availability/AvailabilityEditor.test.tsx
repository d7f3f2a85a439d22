import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULING_MESSAGES } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { AvailabilityEditor } from './AvailabilityEditor';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const hours = {
  slot_minutes: 45,
  weekly: [
    { weekday: 1, start: '09:00', end: '13:00', mode: 'both' },
    { weekday: 1, start: '16:00', end: '19:00', mode: 'online' },
  ],
  exceptions: [],
};

beforeEach(() => {
  resetApi();
  on('GET', '/api/doctors/:id/availability', [200, { data: hours }]);
  on('PUT', '/api/doctors/:id/availability', (req) => [
    200,
    { data: req.body, message: 'Availability saved' },
  ]);
});

const range = (n: number) => screen.getByRole('group', { name: `Range ${n}` });

describe('availability editor', () => {
  it('refuses inverted and overlapping ranges with clear messages, without saving', async () => {
    const user = userEvent.setup();
    renderPage(<AvailabilityEditor doctorId="9000000001" />);
    const to = within(await screen.findByRole('group', { name: 'Range 2' })).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '15:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(within(range(2)).getByText(SCHEDULING_MESSAGES.invertedRange)).toBeInTheDocument();
    const from = within(range(2)).getByLabelText('From');
    await user.clear(from);
    await user.type(from, '12:00');
    await user.clear(to);
    await user.type(to, '14:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(within(range(2)).getByText(SCHEDULING_MESSAGES.overlappingRanges)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('saves the hours, session length and days off', async () => {
    const user = userEvent.setup();
    renderPage(<AvailabilityEditor doctorId="9000000001" />);
    const length = await screen.findByLabelText('Session length (minutes)');
    await user.clear(length);
    await user.type(length, '60');
    await user.type(screen.getByLabelText('Day off'), '2030-01-26');
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    await user.click(screen.getByRole('button', { name: 'Remove range 2' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
        slot_minutes: 60,
        weekly: [hours.weekly[0]],
        exceptions: [{ date: '2030-01-26', available: false }],
      }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/doctors/9000000001/availability');
  });

  it('lists the booked sessions a new day off would leave out, and cancels them only once the doctor confirms', async () => {
    const session = {
      id: 'a1',
      start: '2030-01-26T09:45:00+05:30',
      end: '2030-01-26T10:30:00+05:30',
      mode: 'online',
      patient_name: 'Meera Iyer',
    };
    on('PUT', '/api/doctors/:id/availability', (req) =>
      req.params?.stranded === 'cancel'
        ? [200, { data: req.body, message: 'Availability saved' }]
        : [
            409,
            {
              message: 'One booked session falls outside the new hours.',
              code: 'STRANDED_SESSIONS',
              details: [session],
            },
          ],
    );
    const user = userEvent.setup();
    renderPage(<AvailabilityEditor doctorId="9000000001" />);
    await user.type(await screen.findByLabelText('Day off'), '2030-01-26');
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    const list = await screen.findByRole('region', { name: 'Booked sessions outside the new hours' });
    expect(list).toHaveTextContent('Meera Iyer: 26 Jan 2030, 9:45 am (Online)');
    expect(screen.getByRole('alert')).toHaveTextContent('One booked session falls outside the new hours.');
    await user.click(within(list).getByRole('button', { name: 'Cancel this session and save' }));
    expect(
      await screen.findByText('Availability saved; 1 session cancelled and the patients told'),
    ).toBeInTheDocument();
    const puts = requests.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.params)).toEqual([{}, { stranded: 'cancel' }]);
    expect(screen.queryByRole('region', { name: /outside the new hours/ })).not.toBeInTheDocument();
  });

  it('lists days off as dates people read, soonest first, each with its own Remove', async () => {
    on('GET', '/api/doctors/:id/availability', [
      200,
      {
        data: {
          ...hours,
          exceptions: [
            { date: '2026-12-25', available: false },
            { date: '2026-12-10', available: false },
          ],
        },
      },
    ]);
    const user = userEvent.setup();
    renderPage(<AvailabilityEditor doctorId="9000000001" />);
    const list = await screen.findByRole('list', { name: 'Days off' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Thu, 10 Dec 2026Remove', 'Fri, 25 Dec 2026Remove']);
    expect(list).not.toHaveTextContent('2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Remove the day off of Thu, 10 Dec 2026' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    on('PUT', '/api/doctors/:id/availability', [403, { message: 'Only that doctor', code: 'FORBIDDEN' }]);
    const user = userEvent.setup();
    renderPage(<AvailabilityEditor doctorId="9000000001" />);
    await user.click(await screen.findByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only that doctor');
  });
});
