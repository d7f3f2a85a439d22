import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_WEEKDAYS_MESSAGE,
  ORDER_STATUS_LABELS,
  REFUND_STATUS_LABELS,
  SERIES_MESSAGES,
  WEEKDAY_NAMES,
  type Order,
  type Refund,
} from '@physio/shared-contracts';
import { LocaleScope, resetLocaleForTests, setLocale } from '@physio/shared-ui';
import { catalogProblems, renderPage } from '../../testing';
import { OrderCard } from './OrderCard';
import { RefundLine } from './Refund';
import { SeriesPlanner } from './SeriesPlanner';
import { describeShift } from './SeriesMove';
import { orderCatalog } from './orderMessages';
import * as orderHi from './orderMessages.hi';
import { seriesCatalog } from './seriesMessages';
import * as seriesHi from './seriesMessages.hi';

jest.setTimeout(20_000);

const order: Order = {
  id: 'order_1',
  kind: 'physio',
  status: 'paid',
  amount: 449700,
  quantity: 3,
  mode: 'online',
  doctor_name: 'Dr. Asha Rao',
  coupon_code: 'WELCOME10',
  discount_percentage: 10,
  payment_id: 'pay_1',
  paid_at: '2026-11-27T04:00:00.000Z',
  created_at: '2026-11-27T03:55:00.000Z',
} as Order;
const refund: Refund = {
  id: 'rf1',
  order_id: 'order_1',
  credits: 2,
  amount: 130000,
  status: 'processed',
  failure_reason: null,
  receipt_number: 'RF-2026-0001',
  created_at: '2026-11-24T10:00:00+05:30',
  processed_at: '2026-11-24T10:00:00+05:30',
};
const slot = {
  start: '2030-03-04T18:00:00+05:30',
  end: '2030-03-04T18:45:00+05:30',
  doctor_id: 'dr-asha-rao',
  doctor_name: 'Dr. Asha Rao',
};

beforeEach(() => resetLocaleForTests());
afterAll(() => resetLocaleForTests());
const hindi = () => act(() => setLocale('hi'));

describe('the order and series catalogs', () => {
  it.each([
    ['orders', orderCatalog.en, orderHi.orderCatalog],
    ['series', seriesCatalog.en, seriesHi.seriesCatalog],
  ])('%s: Hindi names every key, in Devanagari, with English’s placeholders', (_name, en, hi) => {
    expect(catalogProblems(en, hi)).toEqual([]);
  });

  it('keeps shared-contracts’ English words exactly', () => {
    const t = seriesCatalog.translate('en');
    expect(orderCatalog.en).toMatchObject({
      refund_pending: REFUND_STATUS_LABELS.pending,
      refund_processed: REFUND_STATUS_LABELS.processed,
      refund_failed: REFUND_STATUS_LABELS.failed,
    });
    expect(seriesCatalog.en.noWeekdays).toBe(NO_WEEKDAYS_MESSAGE);
    for (const day of [0, 1, 2, 3, 4, 5, 6] as const)
      expect(t(`weekday_${day}`)).toBe(WEEKDAY_NAMES[day]!.slice(0, 3));
    for (const n of [1, 4]) {
      expect(t(n === 1 ? 'booked_one' : 'booked_many', { count: n })).toBe(SERIES_MESSAGES.booked(n));
      expect(t(n === 1 ? 'moved_one' : 'moved_many', { count: n })).toBe(SERIES_MESSAGES.moved(n));
    }
  });
});

describe('OrderCard, RefundLine and SeriesPlanner in Hindi', () => {
  it('an order card: its facts in Hindi, the money in en-IN, the label and status from the page’s words', async () => {
    await hindi();
    renderPage(
      <OrderCard
        order={order}
        words={{
          orderLabel: () => 'Dr. Asha Rao के साथ 3 ऑनलाइन सत्र',
          orderStatus: () => 'भुगतान हो गया',
          dateTime: () => '27 नव॰ 2026, 9:30 am IST',
        }}
      />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Dr. Asha Rao के साथ 3 ऑनलाइन सत्र');
    expect(screen.getByText('उपचार योजना · भुगतान हो गया')).toBeInTheDocument();
    expect(screen.getByText('राशि')).toBeInTheDocument();
    expect(screen.getByText('₹4,497.00 (कूपन WELCOME10, 10% छूट)')).toBeInTheDocument();
    expect(screen.getByText('भुगतान की तारीख')).toBeInTheDocument();
    expect(screen.getByText('ऑर्डर आईडी')).toBeInTheDocument();
    expect(screen.queryByText(/Amount|Paid on|Order ID/)).not.toBeInTheDocument();
  });

  it('a refund line in Hindi, the day named in Devanagari', async () => {
    await hindi();
    renderPage(<RefundLine refund={refund} />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      '2 सत्रों के लिए ₹1,300.00 · रिफ़ंड हो गया (24 नव॰ 2026) · रसीद RF-2026-0001',
    );
  });

  it('the repeat-weekly box in Hindi', async () => {
    await hindi();
    const user = userEvent.setup();
    const preview = jest.fn(async () => ({ ok: false as const, status: 503, message: 'x' }));
    renderPage(<SeriesPlanner slot={slot} mode="online" count={3} preview={preview} onChange={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'हर हफ़्ते दोहराएँ (3 सत्र, 6:00 pm)' }));
    expect(screen.getByRole('group', { name: 'इन दिनों' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'सोम' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'सोम' }));
    expect(screen.getByText('कृपया कम से कम एक दिन चुनें।')).toBeInTheDocument();
  });

  it('how far a move shifts, in Hindi', async () => {
    await hindi();
    const t = seriesCatalog.translate('hi');
    expect(describeShift(-(26 * 60 + 30) * 60_000, t)).toBe('1 दिन, 2 घंटे और 30 मिनट पहले');
    expect(describeShift(45 * 60_000)).toBe('45 minutes later');
  });

  it('stays English inside an English scope (the doctor’s pages) while the site is Hindi', async () => {
    await hindi();
    renderPage(
      <LocaleScope locale="en">
        <OrderCard order={order} />
        <RefundLine refund={refund} />
      </LocaleScope>,
    );
    expect(screen.getByText(`Treatment plan · ${ORDER_STATUS_LABELS.paid}`)).toBeInTheDocument();
    expect(screen.getByText('₹4,497.00 (coupon WELCOME10, 10% off)')).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent(
      '₹1,300.00 for 2 sessions · Refunded (24 Nov 2026)',
    );
  });
});
