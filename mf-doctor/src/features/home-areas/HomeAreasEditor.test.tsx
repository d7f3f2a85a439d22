import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRAVEL_MESSAGES } from '@physio/shared-contracts';
import { on, requests, resetApi } from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { HomeAreasEditor } from './HomeAreasEditor';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

beforeEach(() => {
  resetApi();
  on('GET', '/api/doctors/:id/home-areas', [200, { data: { start_pincode: null, areas: [] } }]);
  on('PUT', '/api/doctors/:id/home-areas', (req) => [
    200,
    { data: req.body, message: 'Home visit areas saved' },
  ]);
});

describe('home visit areas editor', () => {
  it('adds PIN codes with fees in rupees and a starting PIN, from the keyboard, and saves them in paise', async () => {
    const user = userEvent.setup();
    renderPage(<HomeAreasEditor doctorId="9000000001" />);
    expect(await screen.findByText(/you visit any PIN code, with no travel fee/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Starting PIN code'), '560001');
    await user.type(screen.getByLabelText('Add a PIN code'), '560066{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add PIN code' }));
    const fee = screen.getByLabelText('Travel fee per visit (₹) for 560066');
    await user.clear(fee);
    await user.type(fee, '150');
    await user.click(screen.getByRole('button', { name: 'Save home visit areas' }));
    expect(await screen.findByText('Home visit areas saved')).toBeInTheDocument();
    const put = requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({
      start_pincode: '560001',
      areas: [{ pincode: '560066', travel_fee_paise: 15_000 }],
    });
  });

  it('asks for a starting PIN once there are areas, and shows the server’s refusal', async () => {
    on('PUT', '/api/doctors/:id/home-areas', [
      400,
      { code: 'PIN_UNKNOWN', message: TRAVEL_MESSAGES.unknownPin('560066') },
    ]);
    const user = userEvent.setup();
    renderPage(<HomeAreasEditor doctorId="9000000001" />);
    await user.type(await screen.findByLabelText('Add a PIN code'), '560066');
    await user.click(screen.getByRole('button', { name: 'Add PIN code' }));
    await user.click(screen.getByRole('button', { name: 'Save home visit areas' }));
    expect(screen.getByText('Enter your starting PIN code')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.type(screen.getByLabelText('Starting PIN code'), '560001');
    await user.click(screen.getByRole('button', { name: 'Save home visit areas' }));
    await waitFor(() => expect(screen.getByText(TRAVEL_MESSAGES.unknownPin('560066'))).toBeInTheDocument());
  });
});
