import type { PatientProfile } from '@physio/shared-contracts';
import { Card } from '@physio/shared-ui';
import { OutcomesSection } from '@physio/shared-ui/clinical';
import { IntakePanel } from '../clinical/IntakePanel';
import { SessionNotes } from '../clinical/SessionNotes';
import { ExercisePanel } from '../exercises/ExercisePanel';
import { BookingLinkShare } from './BookingLinkShare';
import { PlanForm } from './PlanForm';
import { PrescriptionForm } from './PrescriptionForm';
import { SeriesBooking } from './SeriesBooking';

/** The doctor's tools for a patient under their care: the clinical record, the plan, bookings and prescriptions. */
export default function CarePanels({ profile }: { profile: PatientProfile }) {
  return (
    <>
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
        <PrescriptionForm patientId={profile.id} />
      </Card>
    </>
  );
}
