import {
  dependantWithRelation,
  formatDateTime,
  formatPaise,
  formatPhone,
  practitionerLine,
  type Receipt,
} from '@physio/shared-contracts';
import { DetailList } from '@physio/shared-ui';
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

/** A receipt as the patient reads and prints it: the same figures as its PDF. */
export function ReceiptView({ receipt: r }: { receipt: Receipt }) {
  const refund = r.kind === 'refund';
  const coupon = r.coupon_code ? `Coupon ${r.coupon_code}` : 'Discount';
  return (
    <Sheet data-receipt aria-label={`${refund ? 'Refund receipt' : 'Payment receipt'} ${r.number}`}>
      <header>
        <h3>{r.clinic.name}</h3>
        <p>{r.clinic.address}</p>
        <p>
          {formatPhone(r.clinic.phone)} · {r.clinic.email}
        </p>
      </header>
      <DetailList>
        <dt>{refund ? 'Refund receipt' : 'Payment receipt'}</dt>
        <dd>{r.number}</dd>
        <dt>Date</dt>
        <dd>{formatDateTime(r.issued_at)}</dd>
        {r.dependant && (
          <>
            <dt>Patient</dt>
            <dd>{dependantWithRelation(r.dependant)}</dd>
          </>
        )}
        <dt>{r.dependant ? 'Paid by' : 'Patient'}</dt>
        <dd>
          {r.patient.name}, {formatPhone(r.patient.mobile)}
        </dd>
        {r.practitioner && (
          <>
            <dt>Practitioner</dt>
            <dd>{practitionerLine(r.practitioner)}</dd>
          </>
        )}
        <dt>Description</dt>
        <dd>{r.description}</dd>
        <dt>Sessions</dt>
        <dd>
          {r.sessions} × {formatPaise(r.unit_price)} = {formatPaise(r.sessions * r.unit_price)}
        </dd>
        {(r.coupon_code || r.discount > 0) && (
          <>
            <dt>{refund ? `${coupon} (its share on these sessions)` : coupon}</dt>
            <dd>− {formatPaise(r.discount)}</dd>
          </>
        )}
        <dt>Order ID</dt>
        <dd>{r.order_id}</dd>
        <dt>Payment ID</dt>
        <dd>{r.payment_id ?? '—'}</dd>
      </DetailList>
      <Total>
        {refund ? 'Amount refunded' : 'Amount paid'}: {formatPaise(r.amount)}
      </Total>
      <p>{r.note}</p>
    </Sheet>
  );
}
