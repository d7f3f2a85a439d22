import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  formatDateTime,
  formatPaise,
  orderLabel,
  ORDER_STATUS_LABELS,
  type Order,
} from '@physio/shared-contracts';
import { Card, DetailList, useMessages } from '@physio/shared-ui';
import { orderCatalog } from './orderMessages';

/**
 * The phrases of an order that shared-contracts' helpers write (English, the default); a Hindi page passes its own
 * (mf-booking's useSessionWords has these three).
 */
export interface OrderWords {
  orderLabel: typeof orderLabel;
  orderStatus: (status: Order['status']) => string;
  dateTime: (value: string | null | undefined) => string;
}
const ENGLISH_WORDS: OrderWords = {
  orderLabel,
  orderStatus: (status) => ORDER_STATUS_LABELS[status],
  dateTime: formatDateTime,
};

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
  words = ENGLISH_WORDS,
}: {
  order: Order;
  /** The title's heading level in its page. */
  as?: 'h2' | 'h3';
  extra?: ReactNode;
  children?: ReactNode;
  /** The order's label, status and date in the page's language (English when not given). */
  words?: OrderWords;
}) {
  const t = useMessages(orderCatalog);
  const date = order.paid_at ?? order.created_at;
  return (
    <Card>
      <Title as={as}>
        {words.orderLabel({
          quantity: order.quantity,
          mode: order.mode ?? order.appointment?.mode ?? 'online',
          doctor_name: order.doctor_name,
          date,
        })}
      </Title>
      <Status>
        {t(order.kind === 'physio' ? 'treatmentPlan' : 'booking')} · {words.orderStatus(order.status)}
      </Status>
      <DetailList>
        <dt>{t('amount')}</dt>
        <dd>
          {formatPaise(order.amount)}
          {order.coupon_code
            ? ` (${
                order.discount_percentage
                  ? t('couponOff', { code: order.coupon_code, percent: order.discount_percentage })
                  : t('coupon', { code: order.coupon_code })
              })`
            : ''}
        </dd>
        <dt>{t(order.paid_at ? 'paidOn' : 'placedOn')}</dt>
        <dd>{words.dateTime(date)}</dd>
        {extra}
        <dt>{t('orderId')}</dt>
        <dd>{order.id}</dd>
        <dt>{t('paymentId')}</dt>
        <dd>{order.payment_id ?? '—'}</dd>
      </DetailList>
      <Actions>{children}</Actions>
    </Card>
  );
}
