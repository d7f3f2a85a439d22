import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  formatDateTime,
  formatPaise,
  orderLabel,
  ORDER_STATUS_LABELS,
  type Order,
} from '@physio/shared-contracts';
import { Card, DetailList } from '@physio/shared-ui';

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
/** What the reader may do with the order, apart from its facts. */
const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  &:empty {
    display: none;
  }
`;
const Status = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One order as the patient and the doctor read it: what it bought, with whom and when ("3 online sessions with
 * Dr. Asha Rao · 27 Nov 2026"), its state, the money (coupon included) and its numbers. `children` adds what
 * the reader may do with it (the doctor's refund) and `extra` more facts (the problem, the first session).
 */
export function OrderCard({
  order,
  as = 'h3',
  extra,
  children,
}: {
  order: Order;
  /** The title's heading level in its page. */
  as?: 'h2' | 'h3';
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const date = order.paid_at ?? order.created_at;
  return (
    <Card>
      <Title as={as}>
        {orderLabel({
          quantity: order.quantity,
          mode: order.mode ?? order.appointment?.mode ?? 'online',
          doctor_name: order.doctor_name,
          date,
        })}
      </Title>
      <Status>
        {order.kind === 'physio' ? 'Treatment plan' : 'Booking'} · {ORDER_STATUS_LABELS[order.status]}
      </Status>
      <DetailList>
        <dt>Amount</dt>
        <dd>
          {formatPaise(order.amount)}
          {order.coupon_code
            ? ` (coupon ${order.coupon_code}${order.discount_percentage ? `, ${order.discount_percentage}% off` : ''})`
            : ''}
        </dd>
        <dt>{order.paid_at ? 'Paid on' : 'Placed on'}</dt>
        <dd>{formatDateTime(date)}</dd>
        {extra}
        <dt>Order ID</dt>
        <dd>{order.id}</dd>
        <dt>Payment ID</dt>
        <dd>{order.payment_id ?? '—'}</dd>
      </DetailList>
      <Actions>{children}</Actions>
    </Card>
  );
}
