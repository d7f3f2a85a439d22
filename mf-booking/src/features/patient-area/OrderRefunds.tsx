import { api } from '@physio/shared-auth';
import { LoadView, useLoad } from '@physio/shared-ui';
import { RefundLine } from '@physio/shared-ui/sessions';

/** The refunds of one order (newest first), each with its status and amount in ₹. */
export function OrderRefunds({ orderId }: { orderId: string }) {
  const load = useLoad(orderId, () =>
    api.refunds.ofOrder({ params: { id: orderId } }, 'Could not load the refunds of this order'),
  );
  return (
    <LoadView load={load} loadingLabel="Loading refunds…">
      {(refunds) =>
        refunds.length > 0 && (
          <ul aria-label="Refunds" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
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
