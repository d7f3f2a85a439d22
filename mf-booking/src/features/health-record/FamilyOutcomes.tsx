import { EachFamilyMember } from '../family/EachFamilyMember';
import { Card, useMessages } from '@physio/shared-ui';
import { OutcomesSection } from '@physio/shared-ui/clinical';
import { healthCatalog } from './healthMessages';

/**
 * The holder's family members' own progress scores (issue 28 point 3): one card each, "For: Ramesh Kumar (Parent,
 * 74)", their charts and the forms to record their activity score and pain (sent with dependant_id), as the holder
 * records their own above. Loaded after the page's first render; a failed family list shows nothing.
 */
export function FamilyOutcomes({ patientId, onChanged }: { patientId: string; onChanged?: () => void }) {
  const t = useMessages(healthCatalog);
  return (
    <EachFamilyMember notLoaded={t('intakeNotLoaded')}>
      {(member, name) => (
        <Card>
          <OutcomesSection
            patientId={patientId}
            viewer="patient"
            memberId={member.id}
            forLine={t('forPerson', { name })}
            onChanged={onChanged}
          />
        </Card>
      )}
    </EachFamilyMember>
  );
}
