import { api, useSession } from '@physio/shared-auth';
import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { OrderList, PatientAreaNav } from '../features/patient-area';
import { ReceiptList } from '../features/receipts';

export default function PatientOrdersPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Orders | PhysioCare',
    description: 'Your orders, payments and receipts.',
    path: to.patientOrders(id),
  });
  // Receipts are the patient's own papers: a doctor opening this page sees the orders only.
  const { role } = useSession();
  const orders = useLoad(id, () =>
    api.orders.list({ query: { patient_id: id } }, 'Could not load the orders'),
  );
  return (
    <PageFrame title="Orders">
      <PatientAreaNav id={id} />
      <LoadView load={orders} loadingLabel="Loading the orders…">
        {(list) => <OrderList orders={list} />}
      </LoadView>
      {role === 'patient' && <ReceiptList patientId={id} />}
    </PageFrame>
  );
}
