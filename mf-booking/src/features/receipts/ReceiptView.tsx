import { formatPaise, formatPhone, type Receipt } from '@physio/shared-contracts';
import { DetailList, useMessages } from '@physio/shared-ui';
import { useSessionWords } from '../../lib/sessionWords';
import { receiptCatalog } from './receiptMessages';
import styled from 'styled-components';

const Sheet = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h3,
  p {
    margin: 0;
  }
`;

const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

/**
 * A receipt as the patient reads and prints it: the same figures as its PDF. Its description and note come written
 * in the page's language (the API reads the language cookie); the rest is the page's catalog.
 */
export function ReceiptView({ receipt: r }: { receipt: Receipt }) {
  const t = useMessages(receiptCatalog);
  const words = useSessionWords();
  const refund = r.kind === 'refund';
  const coupon = r.coupon_code ? t('coupon', { code: r.coupon_code }) : t('discount');
  const title = t(refund ? 'refundReceipt' : 'paymentReceipt');
  return (
    <Sheet data-receipt aria-label={`${title} ${r.number}`}>
      <header>
        <h3>{r.clinic.name}</h3>
        <p>{r.clinic.address}</p>
        <p>
          {formatPhone(r.clinic.phone)} · {r.clinic.email}
        </p>
      </header>
      <DetailList>
        <dt>{title}</dt>
        <dd>{r.number}</dd>
        <dt>{t('date')}</dt>
        <dd>{words.dateTime(r.issued_at)}</dd>
        {r.dependant && (
          <>
            <dt>{t('patient')}</dt>
            <dd>
              {r.dependant.name} ({words.relation(r.dependant.relation)})
            </dd>
          </>
        )}
        <dt>{r.dependant ? t('paidBy') : t('patient')}</dt>
        <dd>
          {r.patient.name}, {formatPhone(r.patient.mobile)}
        </dd>
        {r.practitioner && (
          <>
            <dt>{t('practitioner')}</dt>
            <dd>
              {r.practitioner.registration_number
                ? t('practitionerRegistered', {
                    name: r.practitioner.name,
                    number: r.practitioner.registration_number,
                  })
                : t('practitionerLine', { name: r.practitioner.name })}
            </dd>
          </>
        )}
        <dt>{t('description')}</dt>
        <dd>{r.description}</dd>
        <dt>{t('sessions')}</dt>
        <dd>
          {r.sessions} × {formatPaise(r.unit_price)} = {formatPaise(r.sessions * r.unit_price)}
        </dd>
        {(r.coupon_code || r.discount > 0) && (
          <>
            <dt>{refund ? t('refundShare', { discount: coupon }) : coupon}</dt>
            <dd>− {formatPaise(r.discount)}</dd>
          </>
        )}
        <dt>{t('orderId')}</dt>
        <dd>{r.order_id}</dd>
        <dt>{t('paymentId')}</dt>
        <dd>{r.payment_id ?? '—'}</dd>
      </DetailList>
      <Total>
        {t(refund ? 'amountRefunded' : 'amountPaid')}: {formatPaise(r.amount)}
      </Total>
      <p>{r.note}</p>
    </Sheet>
  );
}
