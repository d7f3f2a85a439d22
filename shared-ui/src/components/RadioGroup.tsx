import { useId } from 'react';
import styled from 'styled-components';
import { FieldError } from './fields';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Option = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryHover};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
`;

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

/** Native radio buttons in a fieldset: arrow keys move between options, the legend names the group. */
export function RadioGroup({ legend, name, options, value, onChange, error, disabled }: RadioGroupProps) {
  const errorId = useId();
  return (
    <Fieldset
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}
