import styled from 'styled-components';
import { formatRupees } from '@physio/shared-contracts';
import { useMessages } from '@physio/shared-ui';
import { slotCatalog } from '@physio/shared-ui/sessions';
import { initials, type SlotDoctor } from './doctors';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;
const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
`;
const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Avatar = styled.span`
  flex: 0 0 40px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const FIRST_AVAILABLE_LABEL = slotCatalog.en.firstAvailable;

/**
 * Who treats the patient: "First available" (the earliest free time, any physiotherapist) or one of the
 * physiotherapists with free times, each with their avatar and the per-session fee the patient pays.
 */
export function DoctorChoice({
  doctors,
  value,
  onChange,
  feeRupees,
}: {
  doctors: SlotDoctor[];
  /** The chosen doctor's id; null is "First available". */
  value: string | null;
  onChange: (doctorId: string | null) => void;
  feeRupees: number;
}) {
  const t = useMessages(slotCatalog);
  const fee = t('perSession', { price: formatRupees(feeRupees) });
  return (
    <Fieldset>
      <legend>{t('physiotherapist')}</legend>
      <Options>
        <Option>
          <input type="radio" name="doctor" checked={value === null} onChange={() => onChange(null)} />
          <span>
            {t('firstAvailable')}
            <small>{t('earliest', { fee })}</small>
          </span>
        </Option>
        {doctors.map((d) => (
          <Option key={d.id}>
            <input type="radio" name="doctor" checked={value === d.id} onChange={() => onChange(d.id)} />
            <Avatar aria-hidden="true">{initials(d.name)}</Avatar>
            <span>
              {d.name}
              <small>{fee}</small>
            </span>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
