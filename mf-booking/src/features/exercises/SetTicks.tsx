import styled from 'styled-components';
import { useMessages } from '@physio/shared-ui';
import { exerciseCatalog } from './exerciseMessages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 999px;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * One box per set of the day, ticked in order: the count done is what is saved, so ticking the third box counts
 * three sets, and unticking it leaves two.
 */
export function SetTicks({
  name,
  total,
  done,
  disabled,
  onChange,
}: {
  name: string;
  total: number;
  done: number;
  disabled?: boolean;
  onChange: (done: number) => void;
}) {
  const t = useMessages(exerciseCatalog);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontWeight: 600, marginBottom: '0.25rem' }}>{t('setsDone', { done, total })}</legend>
      <Row>
        {Array.from({ length: total }, (_, i) => (
          <label key={i}>
            <input
              type="checkbox"
              checked={i < done}
              disabled={disabled}
              aria-label={t('setDone', { name, n: i + 1, total })}
              onChange={() => onChange(i < done ? i : i + 1)}
            />
            {t('set', { n: i + 1 })}
          </label>
        ))}
      </Row>
    </fieldset>
  );
}
