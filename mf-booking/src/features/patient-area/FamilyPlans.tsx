import { api } from '@physio/shared-auth';
import { formatRupees, orderTotalRupees } from '@physio/shared-contracts';
import { useLoad, useMessages } from '@physio/shared-ui';
import { useSessionWords } from '../../lib/sessionWords';
import { patientAreaCatalog } from './patientAreaMessages';
import { PlanCard } from './TreatmentPlan';

/**
 * Each family member's own treatment plan (issue 28 point 3), apart from the patient's: one card per member whose
 * physiotherapist has set one, "For: Ramesh Kumar (Parent, 74)". Members without a plan show nothing; a failed
 * load shows nothing either (the family page says it).
 */
export function FamilyPlans() {
  const t = useMessages(patientAreaCatalog);
  const words = useSessionWords();
  const family = useLoad('family', () => api.family.list(t('familyNotLoaded')));
  if (family.status !== 'ready') return null;
  return (
    <>
      {family.data.map((member) => {
        if (!member.plan) return null;
        const name = words.dependant(member);
        const { sessions, price } = member.plan;
        return (
          <section key={member.id} aria-label={t('forPerson', { name })}>
            <PlanCard
              label={t('forPerson', { name })}
              forName={name}
              values={[sessions, formatRupees(price), formatRupees(orderTotalRupees(price, sessions))]}
            />
          </section>
        );
      })}
    </>
  );
}
