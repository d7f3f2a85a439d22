import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  width: 100%;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  ${({ $invalid, theme }) => $invalid && `box-shadow: 0 0 0 1px ${theme.colors.error};`}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
    cursor: not-allowed;
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

interface FieldOwnProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
}

function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean, describedBy?: string) {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const ids = [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return { inputId, hintId, errorId, describedBy: ids || undefined };
}

function FieldFrame({
  inputId,
  hintId,
  errorId,
  label,
  hint,
  error,
  children,
}: FieldOwnProps & { inputId: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <FieldWrapper>
      <Label htmlFor={inputId}>{label}</Label>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {children}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldWrapper>
  );
}

export type TextFieldProps = FieldOwnProps & ComponentPropsWithRef<'input'>;

/** A labelled input; `error` sets aria-invalid and is linked through aria-describedby. */
export function TextField({ label, error, hint, id, 'aria-describedby': extra, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extra);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <Input
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
    </FieldFrame>
  );
}

export type SelectFieldProps = FieldOwnProps & ComponentPropsWithRef<'select'>;

export function SelectField({
  label,
  error,
  hint,
  id,
  'aria-describedby': extra,
  children,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extra);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <Select
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      >
        {children}
      </Select>
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldOwnProps & ComponentPropsWithRef<'textarea'>;

export function TextAreaField({
  label,
  error,
  hint,
  id,
  'aria-describedby': extra,
  ...rest
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error), extra);
  return (
    <FieldFrame {...ids} label={label} hint={hint} error={error}>
      <TextArea
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
    </FieldFrame>
  );
}
