import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../test/render';
import { SelectField, TextAreaField, TextField } from './fields';

describe('TextField', () => {
  it('labels the input and has no error state by default', () => {
    renderUi(<TextField label="Name" name="name" />);
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('wires the error text through aria-describedby and aria-invalid', () => {
    renderUi(<TextField label="Email" hint="We send the receipt here" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here Enter a valid email');
    expect(screen.getByText('Enter a valid email')).toBeVisible();
  });

  it('keeps a caller id and aria-describedby', () => {
    renderUi(
      <>
        <p id="extra">Extra help</p>
        <TextField label="Mobile" id="mobile" aria-describedby="extra" error="Bad" />
      </>,
    );
    const input = screen.getByLabelText('Mobile');
    expect(input).toHaveAttribute('id', 'mobile');
    expect(input).toHaveAttribute('aria-describedby', 'extra mobile-error');
  });

  it('passes native props and events through', async () => {
    const onChange = jest.fn();
    renderUi(<TextField label="City" onChange={onChange} maxLength={3} />);
    await userEvent.type(screen.getByLabelText('City'), 'Pune');
    expect(screen.getByLabelText('City')).toHaveValue('Pun');
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe('SelectField and TextAreaField', () => {
  it('render labelled controls with error wiring', () => {
    renderUi(
      <>
        <SelectField label="Mode" error="Choose a mode" defaultValue="">
          <option value="">Select</option>
          <option value="online">Online</option>
        </SelectField>
        <TextAreaField label="Message" hint="Optional" />
      </>,
    );
    expect(screen.getByLabelText('Mode')).toHaveAccessibleDescription('Choose a mode');
    expect(screen.getByLabelText('Mode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Optional');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
  });
});
