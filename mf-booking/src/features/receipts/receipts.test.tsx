import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { practitionerLine, RECEIPT_TEXT, type Receipt, type ReceiptSummary } from '@physio/shared-contracts';
import {
  existingPatient,
  on,
  requests,
  resetApi,
  resetSession,
  setDoctorSession,
  DOCTOR,
  setPatientSession,
} from '@physio/shared-auth/testing';
import { renderPage } from '@physio/shared-ui/testing';
import PatientOrdersPage from '../../pages/PatientOrdersPage';
import { ReceiptList } from './ReceiptList';

jest.mock('@physio/shared-auth', () => jest.requireActual('@physio/shared-auth/testing'));
jest.mock('@physio/shared-auth/public', () => jest.requireActual('@physio/shared-auth/testing'));
jest.setTimeout(20_000);

const id = existingPatient.id;
const payment: ReceiptSummary = {
  number: 'PAY-2026-000042',
  kind: 'payment',
  issued_at: '2026-11-24T18:44:22+05:30',
  order_id: 'order_abc',
  amount: 6_172_800,
};
const refund: ReceiptSummary = {
  number: 'REF-2026-000007',
  kind: 'refund',
  issued_at: '2026-11-30T10:00:00+05:30',
  order_id: 'order_abc',
  amount: 2_057_600,
};
const full = (overrides: Partial<Receipt> = {}): Receipt => ({
  ...payment,
  clinic: {
    name: 'PhysioCare',
    address: 'PhysioCare Clinic, India',
    phone: '9123456780',
    email: 'support@physiocare.in',
  },
  patient: { name: 'Ravi Kumar', mobile: '9876543210' },
  payment_id: 'pay_xyz',
  description: 'Payment for 3 physiotherapy sessions',
  sessions: 3,
  unit_price: 4_115_200,
  coupon_code: 'HALFOFF',
  discount: 6_172_800,
  note: RECEIPT_TEXT.gstNote,
  ...overrides,
});

beforeEach(() => {
  resetApi();
  resetSession();
});

describe('Receipts in the patient area', () => {
  it('lists number, date, kind and amount, newest first as the API answers', async () => {
    on('GET', '/api/receipts', [200, { data: [refund, payment] }]);
    renderPage(<ReceiptList patientId={id} />);
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('REF-2026-000007 · Refund');
    expect(items[0]).toHaveTextContent('30 Nov 2026 · Refunded ₹20,576.00');
    expect(items[1]).toHaveTextContent('PAY-2026-000042 · Payment');
    expect(items[1]).toHaveTextContent('24 Nov 2026 · Paid ₹61,728.00');
    expect(requests.at(-1)).toMatchObject({ path: '/api/receipts', params: { patient_id: id } });
  });

  it('says when there are none, and offers Try again when the list cannot load', async () => {
    on('GET', '/api/receipts', [500, { message: 'Server down', code: 'INTERNAL' }]);
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    on('GET', '/api/receipts', [200, { data: [] }]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No receipts yet/)).toBeInTheDocument();
  });

  it('opens a printable receipt with the clinic, patient, figures, IST date and GST note', async () => {
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    on('GET', '/api/receipts/:number', [200, { data: full() }]);
    const print = jest.fn();
    Object.assign(window, { print });
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Open receipt PAY-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt PAY-2026-000042' });
    const sheet = await within(dialog).findByRole('article', { name: 'Payment receipt PAY-2026-000042' });
    for (const text of [
      'PhysioCare Clinic, India',
      '+91 91234 56780 · support@physiocare.in',
      'Ravi Kumar, +91 98765 43210',
      '24 Nov 2026, 6:44 pm IST',
      '3 × ₹41,152.00 = ₹1,23,456.00',
      'Coupon HALFOFF',
      '− ₹61,728.00',
      'Amount paid: ₹61,728.00',
      'pay_xyz',
      'Physiotherapy services — exempt from GST',
    ])
      expect(sheet).toHaveTextContent(text);
    expect(requests.at(-1)?.path).toBe('/api/receipts/PAY-2026-000042');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a family member’s receipt names them as the patient and the account holder as the payer', async () => {
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    on('GET', '/api/receipts/:number', [
      200,
      { data: full({ dependant: { name: 'Ramesh Kumar', relation: 'parent' } }) },
    ]);
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Open receipt PAY-2026-000042' }));
    const sheet = await screen.findByRole('article', { name: 'Payment receipt PAY-2026-000042' });
    const term = (label: string) => within(sheet).getByText(label, { selector: 'dt' });
    expect(term('Patient').nextElementSibling).toHaveTextContent('Ramesh Kumar (Parent)');
    expect(term('Paid by').nextElementSibling).toHaveTextContent('Ravi Kumar, +91 98765 43210');
  });

  it('names the practitioner and their registration as the PDF does', async () => {
    const practitioner = { name: 'Dr. Asha Rao', registration_number: 'KSAHC/PT/2011/0457' };
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    on('GET', '/api/receipts/:number', [200, { data: full({ practitioner }) }]);
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Open receipt PAY-2026-000042' }));
    const sheet = await screen.findByRole('article', { name: 'Payment receipt PAY-2026-000042' });
    const term = within(sheet).getByText('Practitioner', { selector: 'dt' });
    expect(term.nextElementSibling).toHaveTextContent(practitionerLine(practitioner));
    expect(term.nextElementSibling).toHaveTextContent(
      'Dr. Asha Rao, physiotherapist · Reg. no. KSAHC/PT/2011/0457',
    );
  });

  it("a refund receipt names the coupon's share and the amount refunded", async () => {
    on('GET', '/api/receipts', [200, { data: [refund] }]);
    on('GET', '/api/receipts/:number', [
      200,
      {
        data: full({
          ...refund,
          description: 'Refund of PAY-2026-000042: 1 physiotherapy session not used',
          sessions: 1,
          discount: 2_057_600,
        }),
      },
    ]);
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Open receipt REF-2026-000007' }));
    const sheet = await screen.findByRole('article', { name: 'Refund receipt REF-2026-000007' });
    expect(sheet).toHaveTextContent('Refund of PAY-2026-000042');
    expect(sheet).toHaveTextContent('Coupon HALFOFF (its share on these sessions)');
    expect(sheet).toHaveTextContent('Amount refunded: ₹20,576.00');
  });

  it('downloads the PDF through the client (with the token), named after the receipt', async () => {
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: jest.fn((b: Blob) => {
        created.push(b);
        return 'blob:x';
      }),
      revokeObjectURL: jest.fn(),
    });
    let downloaded = '';
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloaded = this.download;
    });
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    on('GET', '/api/receipts/PAY-2026-000042.pdf', [200, '%PDF-1.3 test']);
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(downloaded).toBe('PAY-2026-000042.pdf');
    expect(created).toHaveLength(1);
    expect(requests.at(-1)?.path).toBe('/api/receipts/PAY-2026-000042.pdf');
    click.mockRestore();
  });

  it('shows the API’s message when the PDF cannot be fetched', async () => {
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    on('GET', '/api/receipts/PAY-2026-000042.pdf', [
      403,
      { message: 'You can only see your own receipts', code: 'FORBIDDEN' },
    ]);
    const user = userEvent.setup();
    renderPage(<ReceiptList patientId={id} />);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only see your own receipts');
  });
});

describe('/user/orders/{id}', () => {
  const renderOrders = () =>
    renderPage(<PatientOrdersPage />, { url: `/user/orders/${id}`, path: '/user/orders/:id' });

  it('shows the patient their receipts under the orders', async () => {
    setPatientSession(existingPatient);
    on('GET', '/api/orders', [200, { data: [] }]);
    on('GET', '/api/receipts', [200, { data: [payment] }]);
    renderOrders();
    expect(await screen.findByRole('heading', { name: 'Receipts' })).toBeInTheDocument();
    expect(await screen.findByText('PAY-2026-000042 · Payment')).toBeInTheDocument();
  });

  it('a doctor opening the page sees the orders without the receipts (the patient’s own papers)', async () => {
    setDoctorSession(DOCTOR);
    on('GET', '/api/orders', [200, { data: [] }]);
    renderOrders();
    expect(await screen.findByText(/No orders yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Receipts' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/receipts')).toBe(false);
  });
});
