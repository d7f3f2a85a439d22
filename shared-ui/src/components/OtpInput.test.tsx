import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../test/render';
import { OtpInput } from './OtpInput';

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const value = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('renders six labelled numeric boxes in a named group, the first with one-time-code autocomplete', () => {
    renderUi(<Harness />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Digit 6 of 6')).toBe(boxes()[5]);
  });

  it('accepts digits only and advances after each one', async () => {
    renderUi(<Harness />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a2-3');
    expect(value()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('456');
    expect(value()).toBe('123456');
    expect(boxes()[5]).toHaveFocus();
  });

  it('Backspace clears the box, then moves back and clears the previous one', async () => {
    renderUi(<Harness initial="123" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(boxes()[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(value()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(value()).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('keeps a gap as a space when a middle digit is removed, so the code is incomplete', async () => {
    renderUi(<Harness initial="123456" />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{Delete}');
    expect(value()).toBe('12 456');
    await userEvent.keyboard('9');
    expect(value()).toBe('129456');
  });

  it('moves with the arrow, Home and End keys', async () => {
    renderUi(<Harness />);
    await userEvent.click(boxes()[2]!);
    await userEvent.keyboard('{ArrowRight}');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(boxes()[5]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('paste fills the boxes from the first when a whole code is pasted, ignoring non-digits', async () => {
    renderUi(<Harness />);
    await userEvent.click(boxes()[3]!);
    await userEvent.paste('Your code: 482 913');
    expect(value()).toBe('482913');
    expect(boxes()[5]).toHaveFocus();
  });

  it('a partial paste fills from the focused box', async () => {
    renderUi(<Harness initial="1" />);
    await userEvent.click(boxes()[1]!);
    await userEvent.paste('23');
    expect(value()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
    await userEvent.paste('abc');
    expect(value()).toBe('123');
  });

  it('handles soft-keyboard input and SMS autofill arriving as change events', () => {
    renderUi(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '7' } });
    expect(value()).toBe('7');
    fireEvent.change(boxes()[0]!, { target: { value: '78' } });
    expect(value()).toBe('8');
    fireEvent.change(boxes()[0]!, { target: { value: '' } });
    expect(value()).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(value()).toBe('654321');
  });

  it('takes the focus to its first box when asked (it replaces the control that had it), not otherwise', () => {
    const { unmount } = renderUi(<OtpInput value="" onChange={() => undefined} />);
    expect(boxes()[0]).not.toHaveFocus();
    unmount();
    renderUi(<OtpInput value="" onChange={() => undefined} takeFocus />);
    expect(boxes()[0]).toHaveFocus();
  });

  it('is fully disabled when disabled', () => {
    renderUi(<OtpInput value="12" onChange={() => undefined} disabled label="Verification code" />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeDisabled();
    for (const box of boxes()) expect(box).toBeDisabled();
  });

  it('links an error text and marks the boxes invalid', () => {
    renderUi(
      <>
        <OtpInput value="" onChange={() => undefined} errorId="otp-error" length={4} />
        <p id="otp-error">Wrong OTP!</p>
      </>,
    );
    expect(boxes()).toHaveLength(4);
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(boxes()[0]).toHaveAccessibleDescription('Wrong OTP!');
  });
});
