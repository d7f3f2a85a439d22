import type { Dependant } from '@physio/shared-contracts';
import { SelectField, useMessages } from '@physio/shared-ui';
import { useSessionWords } from '../../lib/sessionWords';
import { familyCatalog } from './familyMessages';

interface Props {
  members: Dependant[];
  /** The chosen family member's id; '' for the patient themself. */
  value: string;
  onChange: (dependantId: string) => void;
  /**
   * What is bought is the chosen member's own plan (/confirmbookingphysio): say so when no physiotherapist has set
   * one for them yet.
   */
  ownPlan?: boolean;
}

/** "Booking for: Myself / Ramesh Sharma (Parent, 74)": whom the session treats (nothing to choose without family). */
export function BookingFor({ members, value, onChange, ownPlan = false }: Props) {
  const t = useMessages(familyCatalog);
  const words = useSessionWords();
  if (members.length === 0) return null;
  const chosen = members.find((m) => m.id === value);
  const hint = ownPlan && chosen && !chosen.plan ? t('memberNoPlan', { name: chosen.name }) : undefined;
  return (
    <SelectField label={t('bookingFor')} value={value} hint={hint} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('myself')}</option>
      {members.map((m) => (
        <option key={m.id} value={m.id}>
          {words.dependant(m)}
        </option>
      ))}
    </SelectField>
  );
}
