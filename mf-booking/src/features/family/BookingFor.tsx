import { dependantLabel, type Dependant } from '@physio/shared-contracts';
import { SelectField } from '@physio/shared-ui';

interface Props {
  members: Dependant[];
  /** The chosen family member's id; '' for the patient themself. */
  value: string;
  onChange: (dependantId: string) => void;
}

/** "Booking for: Myself / Ramesh Sharma (Parent, 74)": whom the session treats (nothing to choose without family). */
export function BookingFor({ members, value, onChange }: Props) {
  if (members.length === 0) return null;
  return (
    <SelectField label="Booking for" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Myself</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {dependantLabel(m)}
        </option>
      ))}
    </SelectField>
  );
}
