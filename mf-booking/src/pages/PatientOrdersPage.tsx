import { useParams } from 'react-router-dom';
import { useDocumentMeta } from '@physio/shared-ui';
import { PageFrame } from '../features/common/PageFrame';
import { ResourceView } from '../features/common/ResourceView';
import { OrderList, PatientAreaNav } from '../features/patient-area';
import { api } from '@physio/shared-auth';
import { useResource } from '../lib/useResource';

export default function PatientOrdersPage() {
  const { id = '' } = useParams();
  useDocumentMeta({
    title: 'Orders | PhysioCare',
    description: 'Your orders and payments.',
    path: `/user/orders/${id}`,
  });
  const orders = useResource(id, () =>
    api.orders.list({ query: { patient_id: id } }, 'Could not load the orders'),
  );
  return (
    <PageFrame title="Orders">
      <PatientAreaNav id={id} />
      <ResourceView resource={orders} loadingLabel="Loading the orders…">
        {(list) => <OrderList orders={list} />}
      </ResourceView>
    </PageFrame>
  );
}
