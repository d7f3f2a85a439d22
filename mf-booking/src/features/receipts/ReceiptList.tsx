import { lazy, Suspense, useState } from 'react';
import { api, fetchReceiptPdf } from '@physio/shared-auth';
import { formatDate, formatPaise, type ReceiptSummary } from '@physio/shared-contracts';
import {
  Card,
  CardList,
  LoadView,
  Spinner,
  Stack,
  useLoad,
  useLocale,
  useMessages,
  Button,
} from '@physio/shared-ui';
import { DownloadButton } from '@physio/shared-ui/download';
import { receiptCatalog } from './receiptMessages';

// The receipt itself (dialog, print styles) loads only when a patient opens one.
const ReceiptDialog = lazy(() => import('./ReceiptDialog'));

/** The patient's receipts, newest first: open one to read or print it, or download its PDF. */
export function ReceiptList({ patientId }: { patientId: string }) {
  const t = useMessages(receiptCatalog);
  const receipts = useLoad(patientId, () =>
    api.receipts.list({ query: { patient_id: patientId } }, t('notLoaded')),
  );
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="receipts-heading">
      <h2 id="receipts-heading">{t('title')}</h2>
      <LoadView load={receipts} loadingLabel={t('loading')}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('none')}</p>
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
        <Suspense fallback={<Spinner label={t('opening')} />}>
          <ReceiptDialog number={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}

function ReceiptRow({ receipt, onOpen }: { receipt: ReceiptSummary; onOpen: () => void }) {
  const t = useMessages(receiptCatalog);
  const locale = useLocale();
  return (
    <li>
      <Card>
        <Stack $gap="sm">
          <h3>
            {receipt.number} · {t(receipt.kind)}
          </h3>
          <p>
            {formatDate(receipt.issued_at, locale)} ·{' '}
            {t(receipt.kind === 'refund' ? 'refundedAmount' : 'paidAmount', {
              amount: formatPaise(receipt.amount),
            })}
          </p>
          <Stack $direction="row" $gap="sm">
            <Button
              type="button"
              variant="secondary"
              onClick={onOpen}
              aria-label={t('openReceipt', { number: receipt.number })}
            >
              {t('open')}
            </Button>
            <DownloadButton
              fetchFile={() => fetchReceiptPdf(receipt.number)}
              filename={`${receipt.number}.pdf`}
            >
              {t('downloadPdf')}
            </DownloadButton>
          </Stack>
        </Stack>
      </Card>
    </li>
  );
}
