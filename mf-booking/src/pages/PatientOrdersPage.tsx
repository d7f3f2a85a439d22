import { to } from '@physio/shared-contracts/paths';
import { useParams } from 'react-router-dom';
import { useDocumentMeta } from '@physio/shared-ui';
import { PageFrame } from '../features/common/PageFrame';
import { ResourceView } from '../features/common/ResourceView';
import { OrderList, PatientAreaNav } from '../features/patient-area';
import { fetchOrders } from '../lib/api';
import { useResource } from '../lib/useResource';

export default function PatientOrdersPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Orders | PhysioCare',
    description: 'Your orders and payments.',
    path: to.patientOrders(id),
  });
  const orders = useResource(id, () => fetchOrders(id));
  return (
    <PageFrame title="Orders">
      <PatientAreaNav id={id} />
      <ResourceView resource={orders} loadingLabel="Loading the orders…">
        {(list) => <OrderList orders={list} />}
      </ResourceView>
    </PageFrame>
  );
}
