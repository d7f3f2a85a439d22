import { EachFamilyMember } from '../family/EachFamilyMember';
import { api } from '@physio/shared-auth';
import type { Dependant } from '@physio/shared-contracts';
import { Card, LoadView, Stack, useLoad, useMessages } from '@physio/shared-ui';
import { healthCatalog } from './healthMessages';
import { IntakeSection } from './IntakeSection';

function MemberIntake({
  patientId,
  member,
  name,
  onSaved,
}: {
  patientId: string;
  member: Dependant;
  name: string;
  onSaved?: () => void;
}) {
  const t = useMessages(healthCatalog);
  const status = useLoad(`${patientId}/${member.id}`, () =>
    api.clinical.intake(
      { params: { id: patientId }, query: { dependant_id: member.id } },
      t('intakeNotLoaded'),
    ),
  );
  return (
    <section aria-label={`${t('memberIntake')}: ${name}`}>
      <Card>
        <Stack>
          <h2 style={{ margin: 0 }}>{t('memberIntake')}</h2>
          <p style={{ margin: 0 }}>{t('forPerson', { name })}</p>
          <LoadView load={status} loadingLabel={t('loadingAnswers')}>
            {(s) => (
              <IntakeSection
                patientId={patientId}
                member={{ id: member.id, name }}
                status={s}
                canEdit
                onSaved={onSaved}
              />
            )}
          </LoadView>
        </Stack>
      </Card>
    </section>
  );
}

/**
 * The holder's family members' own intakes (issue 28 point 3): one card each, "For: Ramesh Kumar (Parent, 74)",
 * their answers or a button to give them (sent with dependant_id). Loaded after the page's first render.
 */
export function FamilyIntakes({ patientId, onSaved }: { patientId: string; onSaved?: () => void }) {
  const t = useMessages(healthCatalog);
  return (
    <EachFamilyMember notLoaded={t('intakeNotLoaded')}>
      {(member, name) => <MemberIntake patientId={patientId} member={member} name={name} onSaved={onSaved} />}
    </EachFamilyMember>
  );
}
