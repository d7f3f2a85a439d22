import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, useDocumentMeta, useMessages } from '@physio/shared-ui';
import { WaitlistClaim } from '../features/waitlist';
import { waitlistClaimCatalog } from '../features/waitlist/waitlistMessages';

/** /waitlist/claim?token=…: the link of a waitlist offer (SMS, e-mail). */
export default function WaitlistClaimPage() {
  const t = useMessages(waitlistClaimCatalog);
  useDocumentMeta({
    title: t('metaTitle'),
    description: t('metaDescription'),
    path: PATHS.waitlistClaim,
  });
  const [params] = useSearchParams();
  return (
    <PageFrame narrow title={t('title')}>
      <WaitlistClaim token={params.get('token') ?? ''} />
    </PageFrame>
  );
}
