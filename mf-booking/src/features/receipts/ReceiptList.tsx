import { lazy, Suspense, useState } from 'react';
import { api, fetchReceiptPdf } from '@physio/shared-auth';
import { formatDate, formatPaise, type ReceiptSummary } from '@physio/shared-contracts';
import { Card, CardList, DownloadButton, LoadView, Spinner, Stack, useLoad, Button } from '@physio/shared-ui';
import { RECEIPT_KIND_LABELS } from './labels';

// The receipt itself (dialog, print styles) loads only when a patient opens one.
const ReceiptDialog = lazy(() => import('./ReceiptDialog'));

/** The patient's receipts, newest first: open one to read or print it, or download its PDF. */
export function ReceiptList({ patientId }: { patientId: string }) {
  const receipts = useLoad(patientId, () =>
    api.receipts.list({ query: { patient_id: patientId } }, 'Could not load the receipts'),
  );
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">Receipts</h2>
      <LoadView load={receipts} loadingLabel="Loading the receipts…">
        {(list) =>
          list.length === 0 ? (
            <p>No receipts yet. Every payment and refund gets one.</p>
          ) : (
            <CardList>
              {list.map((r) => (
                <ReceiptRow key={r.number} receipt={r} onOpen={() => setOpen(r.number)} />
              ))}
            </CardList>
          )
        }
      </LoadView>
      {open && (
        <Suspense fallback={<Spinner label="Opening the receipt…" />}>
          <ReceiptDialog number={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

function ReceiptRow({ receipt, onOpen }: { receipt: ReceiptSummary; onOpen: () => void }) {
  return (
    <li>
      <Card>
        <Stack $gap="sm">
          <h3>
            {receipt.number} · {RECEIPT_KIND_LABELS[receipt.kind]}
          </h3>
          <p>
            {formatDate(receipt.issued_at)} · {receipt.kind === 'refund' ? 'Refunded ' : 'Paid '}
            {formatPaise(receipt.amount)}
          </p>
          <Stack $direction="row" $gap="sm">
            <Button
              type="button"
              variant="secondary"
              onClick={onOpen}
              aria-label={`Open receipt ${receipt.number}`}
            >
              Open
            </Button>
            <DownloadButton
              fetchFile={() => fetchReceiptPdf(receipt.number)}
              filename={`${receipt.number}.pdf`}
            >
              Download PDF
            </DownloadButton>
          </Stack>
        </Stack>
      </Card>
    </li>
  );
}
