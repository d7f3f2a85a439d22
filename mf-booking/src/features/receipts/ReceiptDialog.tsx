import { api } from '@physio/shared-auth';
import { createGlobalStyle } from 'styled-components';
import { Button, LoadView, useLoad, useMessages } from '@physio/shared-ui';
import { Modal } from '@physio/shared-ui/dialogs';
import { receiptCatalog } from './receiptMessages';
import { ReceiptView } from './ReceiptView';

/**
 * Printing while a receipt is open prints the receipt alone, on a plain page: everything else is hidden and the
 * dialog loses its backdrop, shadow, scroll box and buttons.
 */
const PrintOnlyTheReceipt = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-receipt],
    [data-receipt] * {
      visibility: visible;
    }
    [data-receipt] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
    }
    [role='dialog']:has([data-receipt]) {
      max-height: none;
      overflow: visible;
      box-shadow: none;
    }
    [data-receipt-actions] {
      display: none;
    }
  }
`;

/** One receipt in a dialog, with Print (the browser's print dialog, the receipt alone on the page). */
export default function ReceiptDialog({ number, onClose }: { number: string; onClose: () => void }) {
  const t = useMessages(receiptCatalog);
  const receipt = useLoad(number, () => api.receipts.get({ params: { number } }, t('receiptNotLoaded')));
  return (
    <Modal open onClose={onClose} title={t('receiptTitle', { number })} closeLabel={t('close')}>
      <PrintOnlyTheReceipt />
      <LoadView load={receipt} loadingLabel={t('loadingReceipt')}>
        {(data) => (
          <>
            <ReceiptView receipt={data} />
            <div data-receipt-actions>
              <Button type="button" onClick={() => window.print()}>
                {t('print')}
              </Button>
            </div>
          </>
        )}
      </LoadView>
    </Modal>
  );
}
