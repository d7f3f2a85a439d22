import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad, useMessages } from '@physio/shared-ui';
import { patientAreaCatalog } from '../features/patient-area/patientAreaMessages';
import { OrderList, PatientAreaNav } from '../features/patient-area';
import { ReceiptList } from '../features/receipts';

export default function PatientOrdersPage() {
  const { id = '' } = useParams();
  const t = useMessages(patientAreaCatalog);
  useDocumentMeta({
    title: t('ordersMetaTitle'),
    description: t('ordersMetaDescription'),
    path: to.patientOrders(id),
  });
  // Receipts are the patient's own papers: a doctor opening this page sees the orders only.
  const { role } = useSession();
  const orders = useLoad(id, () => api.orders.list({ query: { patient_id: id } }, t('ordersNotLoaded')));
  return (
    <PageFrame title={t('orders')}>
      <PatientAreaNav id={id} />
      <LoadView load={orders} loadingLabel={t('loadingOrders')}>
        {(list) => <OrderList orders={list} />}
      </LoadView>
      {role === 'patient' && <ReceiptList patientId={id} />}
    </PageFrame>
  );
}
