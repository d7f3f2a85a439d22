import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Appointment } from '@physio/shared-contracts';
import { appointment, on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { AppointmentList } from './AppointmentList';
import { CANCEL_REST_LABEL } from './SeriesChanges';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const SERIES = '3f1c2b9e-0000-4000-8000-0000000000aa';
const occurrence = (n: number, overrides: Partial<Appointment> = {}): Appointment => {
  const start = new Date(Date.now() + (72 + n * 168) * 3_600_000);
  return appointment({
    id: `3f1c2b9e-0000-4000-8000-00000000000${n}`,
    patient_name: 'Meera',
    doctor_id: 'dr-asha-rao',
    doctor_name: 'Dr. Asha Rao',
    order_id: 'o1',
    date: null,
    start: start.toISOString(),
    end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    series: { id: SERIES, position: n, size: 3 },
    ...overrides,
  });
};

beforeEach(() => resetApi());

describe('a weekly series in the patient area', () => {
  it('marks each occurrence and cancels it and the later ones after one confirmation', async () => {
    on('POST', `/api/series/${SERIES}/cancel`, [
      200,
      { data: { cancelled: [occurrence(2).id, occurrence(3).id], kept: [] } },
    ]);
    const onChanged = jest.fn();
    const user = userEvent.setup();
    renderPage(
      <AppointmentList rows={[occurrence(2), occurrence(3)]} empty="None" upcoming onChanged={onChanged} />,
    );
    expect(screen.getByText('Series 2/3')).toBeInTheDocument();
    expect(screen.getByText('Series 3/3')).toBeInTheDocument();
    const [second] = screen.getAllByRole('listitem');
    await user.click(await within(second!).findByRole('button', { name: CANCEL_REST_LABEL }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the rest of the series' });
    expect(dialog).toHaveTextContent('(2 to 3)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the sessions' }));
    expect(
      await screen.findByText(/2 sessions cancelled\. The credits are back on your order\./),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === `/api/series/${SERIES}/cancel`)?.body).toEqual({
      from_appointment_id: occurrence(2).id,
    });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('a refusal is said where the button is; sessions outside a series carry no mark', async () => {
    on('POST', `/api/series/${SERIES}/cancel`, [
      404,
      { message: 'No series with this ID', code: 'SERIES_NOT_FOUND' },
    ]);
    const user = userEvent.setup();
    renderPage(
      <AppointmentList
        rows={[occurrence(1), occurrence(1, { id: '3f1c2b9e-0000-4000-8000-0000000000bb', series: null })]}
        empty="None"
        upcoming
        onChanged={() => undefined}
      />,
    );
    expect(screen.getAllByText(/^Series /)).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: CANCEL_REST_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Cancel the sessions' }));
    expect(await screen.findByText('No series with this ID')).toBeInTheDocument();
  });
});
