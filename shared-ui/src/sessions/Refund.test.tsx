import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Refund } from '@physio/shared-contracts';
import { renderUi } from '../test/render';
import { RefundAction, RefundLine, refundConfirmText } from './Refund';

jest.setTimeout(20_000);

const refund = (overrides: Partial<Refund> = {}): Refund => ({
  id: 'rf1',
  order_id: 'order_1',
  credits: 3,
  amount: 175500,
  status: 'pending',
  failure_reason: null,
  receipt_number: null,
  created_at: '2026-11-24T10:00:00+05:30',
  processed_at: null,
  ...overrides,
});

describe('RefundAction', () => {
  const quoted = (credits = 3, amount = 175500) =>
    jest.fn().mockResolvedValue({ ok: true, data: { order_id: 'order_1', credits, amount } });

  it('shows the amount the clinic quotes before anyone confirms, then the refund and its status', async () => {
    const quote = quoted();
    const request = jest.fn().mockResolvedValue({ ok: true, data: refund() });
    const onRefunded = jest.fn();
    const user = userEvent.setup();
    renderUi(
      <RefundAction label="Request a refund" quote={quote} request={request} onRefunded={onRefunded} />,
    );
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund unused sessions' });
    expect(dialog).toHaveTextContent('₹1,755.00 for the 3 unused sessions of this order will be refunded');
    expect(dialog).toHaveTextContent(refundConfirmText({ credits: 3, amount: 175500 }));
    expect(request).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refund ₹1,755.00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '₹1,755.00 for 3 sessions · Refund in progress',
    );
    expect(quote).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(onRefunded).toHaveBeenCalledWith(refund());
    expect(screen.queryByRole('button', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('keeps the sessions when the dialog is dismissed', async () => {
    const request = jest.fn();
    const user = userEvent.setup();
    renderUi(<RefundAction label="Refund unused sessions" quote={quoted(1, 49900)} request={request} />);
    await user.click(screen.getByRole('button', { name: 'Refund unused sessions' }));
    await user.click(await screen.findByRole('button', { name: 'Keep the sessions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the quote inline, opens no dialog and keeps the button", async () => {
    const message = 'Nothing is left to refund on this order: every session is scheduled, used or refunded.';
    const quote = jest.fn().mockResolvedValue({ ok: false, status: 409, message });
    const request = jest.fn();
    const user = userEvent.setup();
    renderUi(<RefundAction label="Request a refund" quote={quote} request={request} />);
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request a refund' })).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the refund inline and keeps the button", async () => {
    const message = 'The refund could not be made.';
    const request = jest.fn().mockResolvedValue({ ok: false, status: 409, message });
    const user = userEvent.setup();
    renderUi(<RefundAction label="Request a refund" quote={quoted(2, 99800)} request={request} />);
    await user.click(screen.getByRole('button', { name: 'Request a refund' }));
    await user.click(await screen.findByRole('button', { name: 'Refund ₹998.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Request a refund' })).toBeInTheDocument();
  });
});

describe('RefundLine', () => {
  it('names processed refunds with their receipt, failed ones with the reason', () => {
    const { rerender } = renderUi(
      <RefundLine
        refund={refund({
          credits: 1,
          amount: 12345678,
          status: 'processed',
          processed_at: '2026-11-25T10:00:00+05:30',
          receipt_number: 'REF-2026-000001',
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      '₹1,23,456.78 for 1 session · Refunded (25 Nov 2026) · Receipt REF-2026-000001',
    );
    rerender(<RefundLine refund={refund({ status: 'failed', failure_reason: 'Bank declined' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Refund failed (24 Nov 2026): Bank declined');
  });
});
