import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { LoadView, PageFrame, useDocumentMeta, useLoad } from '@physio/shared-ui';
import { OrderList, PatientAreaNav } from '../features/patient-area';
import { fetchOrders } from '../lib/api';

export default function PatientOrdersPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Orders | PhysioCare',
    description: 'Your orders and payments.',
    path: to.patientOrders(id),
  });
  const orders = useLoad(id, () => fetchOrders(id));
  return (
    <PageFrame title="Orders">
      <PatientAreaNav id={id} />
      <LoadView load={orders} loadingLabel="Loading the orders…">
        {(list) => <OrderList orders={list} />}
      </LoadView>
    </PageFrame>
  );
}
