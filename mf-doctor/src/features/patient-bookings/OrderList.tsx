import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardList, DetailList } from '@physio/shared-ui';
import {
  formatPaise,
  type Order,
  formatDate,
  formatDateTime,
  formatTimeOfDay,
} from '@physio/shared-contracts';

const List = styled(CardList).attrs({ $min: '20rem' })``;
const Details = styled(DetailList)`
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

const STATUS: Record<Order['status'], string> = {
  created: 'Awaiting payment',
  attempted: 'Payment attempted',
  paid: 'Paid',
  failed: 'Payment failed',
  expired: 'Expired',
};

/** The patient's orders; `actions` adds what the doctor may do with one (a refund of its unused sessions). */
export function OrderList({ orders, actions }: { orders: Order[]; actions?: (order: Order) => ReactNode }) {
  return (
    <List>
      {orders.map((o) => {
        const a = o.appointment;
        return (
          <li key={o.id}>
            <Card>
              <h3 style={{ margin: 0, fontSize: '1.05rem' }}>
                {o.kind === 'physio' ? 'Physio sessions' : 'First booking'} · {STATUS[o.status]}
              </h3>
              <Details>
                <dt>Order</dt>
                <dd>{o.id}</dd>
                <dt>Placed</dt>
                <dd>{formatDateTime(o.created_at)}</dd>
                <dt>Sessions</dt>
                <dd>{o.quantity}</dd>
                <dt>Amount</dt>
                <dd>
                  {formatPaise(o.amount)}
                  {o.coupon_code ? ` (coupon ${o.coupon_code}, ${o.discount_percentage ?? 0}% off)` : ''}
                </dd>
                {o.description && (
                  <>
                    <dt>Problem</dt>
                    <dd>{o.description}</dd>
                  </>
                )}
                {a && (
                  <>
                    <dt>Appointment</dt>
                    <dd>
                      {a.date ? formatDate(a.date) : 'To be scheduled'}, {formatTimeOfDay(a.time_of_day)}
                    </dd>
                    <dt>Where</dt>
                    <dd>
                      {a.mode === 'home'
                        ? `Home visit${a.address ? `: ${a.address}${a.pincode ? ` - ${a.pincode}` : ''}` : ''}`
                        : 'Online session'}
                    </dd>
                  </>
                )}
              </Details>
              {actions?.(o)}
            </Card>
          </li>
        );
      })}
    </List>
  );
}
