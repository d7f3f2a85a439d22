import { useEffect, useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';

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

const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-start;
  max-width: 22rem;
`;

const Box = styled.input`
  flex: 1 1 0;
  min-width: 0;
  max-width: 3rem;
  height: 3.25rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-family: ${({ theme }) => theme.fonts.mono};
  background: ${({ theme }) => theme.colors.background};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.error};
  }
`;

export interface OtpInputProps {
  /** The digits typed so far; an empty position inside the code is a space. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  disabled?: boolean;
  /** Group label (legend), default "One-time code". */
  label?: string;
  /** Each box's name, default "Digit 2 of 6" (a page in another language names them in it). */
  digitLabel?: (position: number, length: number) => string;
  /** Id of an error text to link with aria-describedby; marks the boxes invalid. */
  errorId?: string;
  /** Focus the first box once it appears: it replaces the control that had the focus (the mobile step's GET OTP). */
  takeFocus?: boolean;
}

const isDigit = (c: string) => /^\d$/.test(c);

/** Normalises to `length` positions, '' for empty ones. */
function toSlots(value: string, length: number): string[] {
  return Array.from({ length }, (_, i) => {
    const c = value[i] ?? '';
    return isDigit(c) ? c : '';
  });
}

/** Back to the value string: empty slots inside the code become spaces, trailing ones are dropped. */
function fromSlots(slots: string[]): string {
  return slots
    .map((c) => c || ' ')
    .join('')
    .trimEnd();
}

/**
 * One box per digit: digits only, typing advances, Backspace clears and moves back, arrows move,
 * paste (or SMS autofill into any box) fills the following boxes.
 */
export function OtpInput({
  value,
  onChange,
  length = 6,
  disabled = false,
  label = 'One-time code',
  digitLabel = (position, count) => `Digit ${position} of ${count}`,
  errorId,
  takeFocus = false,
}: OtpInputProps) {
  const legendId = useId();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const slots = toSlots(value, length);

  const focusAt = (index: number) => {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))];
    target?.focus();
    target?.select();
  };
  useEffect(() => {
    if (takeFocus) refs.current[0]?.focus();
  }, [takeFocus]);

  const update = (next: string[]) => {
    const nextValue = fromSlots(next);
    if (nextValue !== value) onChange(nextValue);
  };

  const fill = (start: number, digits: string) => {
    const next = [...slots];
    const from = digits.length >= length ? 0 : start;
    const chars = digits.slice(0, length - from).split('');
    chars.forEach((d, k) => {
      next[from + k] = d;
    });
    update(next);
    focusAt(from + chars.length);
  };

  const setAt = (index: number, digit: string) => {
    const next = [...slots];
    next[index] = digit;
    update(next);
    if (digit) focusAt(index + 1);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isDigit(key)) {
      event.preventDefault();
      setAt(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (slots[index]) {
        setAt(index, '');
      } else if (index > 0) {
        const next = [...slots];
        next[index - 1] = '';
        update(next);
        focusAt(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setAt(index, '');
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focusAt(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focusAt(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      focusAt(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusAt(length - 1);
    } else if (key.length === 1) {
      event.preventDefault(); // letters and symbols never reach the code
    }
  };

  // Soft keyboards that report "Unidentified" keys, and SMS autofill, arrive here instead.
  const onInput = (index: number) => (raw: string) => {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 0) setAt(index, '');
    else if (digits.length === 1) setAt(index, digits);
    else if (digits.length === 2 && digits[0] === slots[index]) setAt(index, digits[1] ?? '');
    else fill(index, digits);
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) fill(index, digits);
  };

  return (
    <Fieldset disabled={disabled} aria-labelledby={legendId}>
      <Legend id={legendId}>{label}</Legend>
      <Boxes>
        {slots.map((digit, index) => (
          <Box
            key={index}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            value={digit}
            disabled={disabled}
            onKeyDown={onKeyDown(index)}
            onChange={(event) => onInput(index)(event.target.value)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Boxes>
    </Fieldset>
  );
}
