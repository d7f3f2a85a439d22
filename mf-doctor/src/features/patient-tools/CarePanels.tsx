import type { PatientProfile, TreatedMember } from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';
import { Card, InlineMessage, useLoad } from '@physio/shared-ui';
import { OutcomesSection } from '@physio/shared-ui/clinical';
import { IntakePanel } from '../clinical/IntakePanel';
import { SessionNotes } from '../clinical/SessionNotes';
import { ExercisePanel } from '../exercises/ExercisePanel';
import { BookingLinkShare } from './BookingLinkShare';
import { FamilyMembers, MemberHeader } from './FamilyMembers';
import { PlanForm } from './PlanForm';
import { PrescriptionForm } from './PrescriptionForm';
import { SeriesBooking } from './SeriesBooking';

/**
 * The doctor's tools for a patient under their care: the clinical record, the plan, bookings and prescriptions.
 * Opened on a family member the doctor treats (`?for=`, issue 28 point 3), the tools are that member's: their own
 * plan, notes, prescriptions, intake, outcome scores and exercise program, the account holder as their contact.
 */
export default function CarePanels({ profile, forId }: { profile: PatientProfile; forId?: string | null }) {
  const family = useLoad(profile.id, () =>
    api.users.family({ params: { id: profile.id } }, 'Could not load the family members you treat.'),
  );
  const members: TreatedMember[] = family.status === 'ready' ? family.data : [];
  const member = forId ? members.find((m) => m.id === forId) : undefined;

  if (forId && family.status === 'loading') return null;
  if (member)
    return (
      <>
        <MemberHeader member={member} holder={profile} />
        <Card>
          <PlanForm
            key={`${member.id}:${member.plan?.sessions}:${member.plan?.price}`}
            patient={{ id: profile.id, ...(member.plan ?? {}) }}
            member={{ id: member.id, label: member.name }}
            onSaved={family.reload}
          />
        </Card>
        <Card>
          <SessionNotes patientId={profile.id} member={{ id: member.id, name: member.name }} />
        </Card>
        <Card>
          <PrescriptionForm
            patientId={profile.id}
            patientName={profile.name}
            members={members}
            defaultFor={member.id}
          />
        </Card>
        <Card>
          <IntakePanel patientId={profile.id} memberId={member.id} />
        </Card>
        <Card>
          <OutcomesSection patientId={profile.id} viewer="doctor" memberId={member.id} />
        </Card>
        <Card>
          <ExercisePanel patientId={profile.id} memberId={member.id} />
        </Card>
      </>
    );

  return (
    <>
      {forId && family.status === 'ready' && (
        <InlineMessage tone="error">
          This family member is not under your care: they have no session, plan or prescription with you.
        </InlineMessage>
      )}
      {family.status === 'error' && <InlineMessage tone="error">{family.message}</InlineMessage>}
      {members.length > 0 && (
        <Card>
          <FamilyMembers holderId={profile.id} members={members} />
        </Card>
      )}
      <Card>
        <IntakePanel patientId={profile.id} />
      </Card>
      <Card>
        <SessionNotes patientId={profile.id} />
      </Card>
      <Card>
        <OutcomesSection patientId={profile.id} viewer="doctor" />
      </Card>
      <Card>
        <ExercisePanel patientId={profile.id} />
      </Card>
      <Card>
        <PlanForm key={profile.id} patient={profile} />
      </Card>
      <Card>
        <BookingLinkShare patientId={profile.id} />
      </Card>
      <Card>
        <SeriesBooking patientId={profile.id} />
      </Card>
      <Card>
        <PrescriptionForm patientId={profile.id} patientName={profile.name} members={members} />
      </Card>
    </>
  );
}
