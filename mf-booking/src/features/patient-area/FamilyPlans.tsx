import { EachFamilyMember } from '../family/EachFamilyMember';
import { formatRupees, orderTotalRupees } from '@physio/shared-contracts';
import { useMessages } from '@physio/shared-ui';
import { patientAreaCatalog } from './patientAreaMessages';
import { PlanCard } from './TreatmentPlan';

/**
 * Each family member's own treatment plan (issue 28 point 3), apart from the patient's: one card per member whose
 * physiotherapist has set one, "For: Ramesh Kumar (Parent, 74)". Members without a plan show nothing; a failed
 * load shows nothing either (the family page says it).
 */
export function FamilyPlans() {
  const t = useMessages(patientAreaCatalog);
  return (
    <EachFamilyMember notLoaded={t('familyNotLoaded')}>
      {(member, name) => {
        if (!member.plan) return null;
        const { sessions, price } = member.plan;
        return (
          <section aria-label={t('forPerson', { name })}>
            <PlanCard
              label={t('forPerson', { name })}
              forName={name}
              values={[sessions, formatRupees(price), formatRupees(orderTotalRupees(price, sessions))]}
            />
          </section>
        );
      }}
    </EachFamilyMember>
  );
}
