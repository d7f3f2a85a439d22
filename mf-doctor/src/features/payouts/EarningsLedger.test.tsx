import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LedgerEntry } from '@physio/shared-contracts';
import * as auth from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import { EarningsLedger, unpaidBalance } from './EarningsLedger';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const line = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'l1',
  kind: 'order',
  order_id: 'order_9',
  amount: 245700,
  created_at: '2026-11-01T11:30:00+05:30',
  payout_id: null,
  ...overrides,
});
const LINES = [
  line({ id: 'l3', kind: 'refund', amount: -81900, created_at: '2026-11-20T10:00:00+05:30' }),
  line({ id: 'l2' }),
  line({
    id: 'l1',
    order_id: 'order_1',
    amount: 12345678,
    created_at: '2026-10-01T10:00:00+05:30',
    payout_id: 'po_1',
  }),
];

beforeEach(() => auth.resetAuthFake({ doctor: auth.DOCTOR }));

describe('earnings ledger', () => {
  it('lists order shares and refunds as negative lines marked as refunds, in ₹ en-IN, with the balance', async () => {
    auth.on('GET', '/api/doctors/:id/earnings', [200, { data: LINES }]);
    renderPage(<EarningsLedger doctorId="9000000001" />);
    const lines = within(await screen.findByRole('list', { name: 'Earnings lines' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(3);
    expect(lines[0]).toHaveTextContent('20 Nov 2026 · Refund order_9');
    expect(lines[0]).toHaveTextContent('-₹819.00');
    expect(lines[0]).toHaveTextContent('In the balance');
    expect(lines[1]).toHaveTextContent('Order order_9');
    expect(lines[1]).toHaveTextContent('₹2,457.00');
    expect(lines[2]).toHaveTextContent('₹1,23,456.78');
    expect(lines[2]).toHaveTextContent('Paid out');
    // 2,457.00 − 819.00: the settled line is not part of the balance.
    expect(screen.getByText(/^Balance to be paid/)).toHaveTextContent('Balance to be paid: ₹1,638.00');
    expect(auth.requests[0]?.path).toBe('/api/doctors/9000000001/earnings');
  });

  it('sums only the unsettled lines', () => {
    expect(unpaidBalance(LINES)).toBe(245700 - 81900);
    expect(unpaidBalance([])).toBe(0);
  });

  it('has an empty state, and an error with Try again', async () => {
    let fail = true;
    auth.on('GET', '/api/doctors/:id/earnings', () =>
      fail ? [500, { message: 'Database unavailable', code: 'X' }] : [200, { data: [] }],
    );
    const user = userEvent.setup();
    renderPage(<EarningsLedger doctorId="9000000001" />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No earnings yet.')).toBeInTheDocument();
  });
});
