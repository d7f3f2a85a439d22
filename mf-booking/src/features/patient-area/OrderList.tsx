import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { Card, CardList, DetailList } from '@physio/shared-ui';
import { formatPaise, type Order, formatDateTime } from '@physio/shared-contracts';
import { ORDER_STATUS_LABELS } from './appointments';

/** The patient's orders, newest first: status, amount, date and payment id. */
export function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <p>
        No orders yet. <Link to={PATHS.booking}>Book your first session</Link>.
      </p>
    );
  }
  const sorted = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <CardList aria-label="Orders">
      {sorted.map((order) => (
        <li key={order.id}>
          <Card>
            <h2>
              {order.kind === 'physio' ? 'Treatment plan' : 'Booking'} · {ORDER_STATUS_LABELS[order.status]}
            </h2>
            <DetailList>
              <dt>Amount</dt>
              <dd>
                {formatPaise(order.amount)}
                {order.coupon_code && ` (coupon ${order.coupon_code})`}
              </dd>
              <dt>Date</dt>
              <dd>{formatDateTime(order.paid_at ?? order.created_at)}</dd>
              <dt>Sessions</dt>
              <dd>{order.quantity}</dd>
              <dt>Order ID</dt>
              <dd>{order.id}</dd>
              <dt>Payment ID</dt>
              <dd>{order.payment_id ?? '—'}</dd>
            </DetailList>
          </Card>
        </li>
      ))}
    </CardList>
  );
}
