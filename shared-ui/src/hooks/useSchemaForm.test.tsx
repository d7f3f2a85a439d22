import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import {
  contactRequestSchema,
  MESSAGES,
  PRESCRIPTION_MESSAGES,
  prescriptionFormSchema,
} from '@physio/shared-contracts';
import { schemaErrors, useSchemaForm } from './useSchemaForm';

const EMPTY = { name: '', email: '', message: '' };

describe('useSchemaForm (one zod schema per form)', () => {
  it('shows a field message on blur, re-checks it while corrected, and leaves untouched fields alone', () => {
    const { result } = renderHook(() => useSchemaForm(contactRequestSchema, EMPTY));
    act(() => result.current.blur('name'));
    expect(result.current.errors).toEqual({ name: MESSAGES.contact.nameEmpty });
    act(() => result.current.set('name', 'R2'));
    expect(result.current.errors.name).toBe(MESSAGES.contact.nameLetters);
    act(() => result.current.set('name', 'Ravi'));
    expect(result.current.errors.name).toBeUndefined();
    act(() => result.current.set('email', 'x'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('two changes made in one handler both stay (a choice and the value it voids)', () => {
    const onChange = jest.fn();
    const { result } = renderHook(() => useSchemaForm(contactRequestSchema, EMPTY, onChange));
    act(() => {
      result.current.set('name', 'Ravi');
      result.current.set('message', '');
    });
    expect(result.current.values).toEqual({ name: 'Ravi', email: '', message: '' });
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Ravi', email: '', message: '' });
  });

  it('on submit shows every message and calls back only with valid, parsed values', () => {
    const onValid = jest.fn();
    const onChange = jest.fn();
    const { result } = renderHook(() => useSchemaForm(contactRequestSchema, EMPTY, onChange));
    act(() => result.current.submit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      name: MESSAGES.contact.nameEmpty,
      email: MESSAGES.contact.emailEmpty,
      message: MESSAGES.contact.messageEmpty,
    });
    act(() => {
      result.current.set('name', ' Ravi ');
    });
    act(() => result.current.set('email', 'ravi@example.in'));
    act(() => result.current.set('message', 'Hello'));
    expect(onChange).toHaveBeenLastCalledWith({ name: ' Ravi ', email: 'ravi@example.in', message: 'Hello' });
    act(() => result.current.submit(onValid)());
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Ravi', email: 'ravi@example.in', message: 'Hello' },
      { name: ' Ravi ', email: 'ravi@example.in', message: 'Hello' },
    );
    expect(result.current.validate()).toBe(true);
    act(() => result.current.reset(EMPTY));
    expect(result.current.values).toEqual(EMPTY);
    expect(result.current.errors).toEqual({});
  });

  it('moves focus to the first invalid field in the form', () => {
    function Form() {
      const form = useSchemaForm(contactRequestSchema, { ...EMPTY, name: 'Ravi' });
      return (
        <form ref={form.formRef} onSubmit={form.submit(() => undefined)}>
          {(['name', 'email', 'message'] as const).map((name) => (
            <input
              key={name}
              aria-label={name}
              {...form.field(name)}
              onChange={(e) => form.set(name, e.target.value)}
            />
          ))}
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('email')).toHaveFocus();
  });

  it('checks a field inside a list by its dotted path and re-checks it as the list changes', () => {
    const row = { name: '', sets: '3', reps: '10', frequency: 'Daily' };
    const { result } = renderHook(() =>
      useSchemaForm(prescriptionFormSchema, { title: 'Knee', advice: '', exercises: [row, row] }),
    );
    act(() => result.current.blur('exercises.1.name'));
    expect(result.current.errorAt('exercises.1.name')).toBe(PRESCRIPTION_MESSAGES.name);
    expect(result.current.errorAt('exercises.0.name')).toBeUndefined();
    act(() => result.current.set('exercises', [row, { ...row, name: 'Bridges' }]));
    expect(result.current.errorAt('exercises.1.name')).toBeUndefined();
    act(() => result.current.submit(() => undefined)());
    expect(result.current.errorAt('exercises.0.name')).toBe(PRESCRIPTION_MESSAGES.name);
    expect(result.current.errors.exercises).toBe(PRESCRIPTION_MESSAGES.name);
  });

  it('input(name) wires a text field: its value, message, blur check and the typed text', () => {
    const { result } = renderHook(() => useSchemaForm(contactRequestSchema, EMPTY));
    act(() => result.current.input('name').onBlur());
    expect(result.current.input('name').error).toBe(MESSAGES.contact.nameEmpty);
    act(() => result.current.input('name').onChange({ target: { value: 'Ravi' } }));
    expect(result.current.input('name')).toMatchObject({ name: 'name', value: 'Ravi', error: undefined });
  });

  it('schemaErrors keeps the first message of each field', () => {
    expect(schemaErrors(contactRequestSchema, { name: 'Ravi', email: '', message: 'x' })).toEqual({
      email: MESSAGES.contact.emailEmpty,
    });
  });

  it('with its schema still on the way, checks a blurred field and sends a submit once the schema arrives', () => {
    const onValid = jest.fn();
    const { result, rerender } = renderHook(
      ({ schema }: { schema: typeof contactRequestSchema | null }) => useSchemaForm(schema, EMPTY),
      { initialProps: { schema: null as typeof contactRequestSchema | null } },
    );
    act(() => result.current.blur('name'));
    act(() => result.current.set('email', 'ravi@example.in'));
    act(() => result.current.submit(onValid)());
    expect(result.current.validate()).toBe(false);
    expect(result.current.errors).toEqual({});
    expect(onValid).not.toHaveBeenCalled();
    // The schema arrives: the blurred field shows its message, and the waiting submit runs with the values of now.
    rerender({ schema: contactRequestSchema });
    expect(result.current.errors).toEqual({
      name: MESSAGES.contact.nameEmpty,
      email: undefined,
      message: MESSAGES.contact.messageEmpty,
    });
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a submit that waited for the schema goes through when the values are valid', () => {
    const onValid = jest.fn();
    const { result, rerender } = renderHook(
      ({ schema }: { schema: typeof contactRequestSchema | null }) => useSchemaForm(schema, EMPTY),
      { initialProps: { schema: null as typeof contactRequestSchema | null } },
    );
    act(() => result.current.set('name', 'Ravi'));
    act(() => result.current.set('email', 'ravi@example.in'));
    act(() => result.current.set('message', 'Hello'));
    act(() => result.current.submit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    rerender({ schema: contactRequestSchema });
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Ravi', email: 'ravi@example.in', message: 'Hello' },
      { name: 'Ravi', email: 'ravi@example.in', message: 'Hello' },
    );
    rerender({ schema: contactRequestSchema });
    expect(onValid).toHaveBeenCalledTimes(1);
  });
});
