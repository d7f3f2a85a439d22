import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { CardList } from '@physio/shared-ui';
import { OrderCard } from '@physio/shared-ui/sessions';
import type { Order } from '@physio/shared-contracts';

/** The patient's orders, newest first, each by name ("3 online sessions with Dr. Asha Rao · 27 Nov 2026"). */
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
          <OrderCard order={order} as="h2" />
        </li>
      ))}
    </CardList>
  );
}
