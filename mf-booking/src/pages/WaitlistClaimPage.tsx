import { PATHS } from '@physio/shared-contracts/paths';
import { useSearchParams } from 'react-router-dom';
import { PageFrame, useDocumentMeta } from '@physio/shared-ui';
import { WaitlistClaim } from '../features/waitlist';

/** /waitlist/claim?token=…: the link of a waitlist offer (SMS, e-mail). */
export default function WaitlistClaimPage() {
  useDocumentMeta({
    title: 'A time has freed up | PhysioCare',
    description: 'Claim a time that has freed up from the waitlist.',
    path: PATHS.waitlistClaim,
  });
  const [params] = useSearchParams();
  return (
    <PageFrame narrow title="A time has freed up">
      <WaitlistClaim token={params.get('token') ?? ''} />
    </PageFrame>
  );
}
