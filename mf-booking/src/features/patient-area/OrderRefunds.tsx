import { api } from '@physio/shared-auth';
import { LoadView, useLoad, useMessages } from '@physio/shared-ui';
import { RefundLine } from '@physio/shared-ui/sessions';
import { patientAreaCatalog } from './patientAreaMessages';

/** The refunds of one order (newest first), each with its status and amount in ₹. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const t = useMessages(patientAreaCatalog);
  const load = useLoad(orderId, () =>
    api.refunds.ofOrder({ params: { id: orderId } }, t('refundsNotLoaded')),
  );
  return (
    <LoadView load={load} loadingLabel={t('loadingRefunds')}>
      {(refunds) =>
        refunds.length > 0 && (
          <ul aria-label={t('refunds')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {refunds.map((r) => (
              <li key={r.id}>
                <RefundLine refund={r} />
              </li>
            ))}
          </ul>
        )
      }
    </LoadView>
  );
}
