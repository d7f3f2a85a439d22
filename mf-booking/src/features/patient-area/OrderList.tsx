import { PATHS } from '@physio/shared-contracts/paths';
import { Link } from 'react-router-dom';
import { CardList, useMessages } from '@physio/shared-ui';
import { OrderCard } from '@physio/shared-ui/sessions';
import type { Order } from '@physio/shared-contracts';
import { NODE, withNode } from '../../lib/withNode';
import { useSessionWords } from '../../lib/sessionWords';
import { patientAreaCatalog } from './patientAreaMessages';

/** The patient's orders, newest first, each by name ("3 online sessions with Dr. Asha Rao · 27 Nov 2026"). */
export function OrderList({ orders }: { orders: Order[] }) {
  const t = useMessages(patientAreaCatalog);
  const words = useSessionWords();
  if (orders.length === 0) {
    return <p>{withNode(t('noOrders', { link: NODE }), <Link to={PATHS.booking}>{t('bookFirst')}</Link>)}</p>;
  }
  const sorted = [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <CardList aria-label={t('orders')}>
      {sorted.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} as="h2" words={words} />
        </li>
      ))}
    </CardList>
  );
}
