import { useRef, useState, type FormEvent } from 'react';
import { Button, RadioGroup, SelectField, Stack, TextAreaField, TextField } from '@physio/shared-ui';
import { PROBLEM_CATEGORIES, TIMES_OF_DAY, hasErrors, type Errors } from '@physio/shared-contracts';
import { formatTimeOfDay, todayInIndia } from '@physio/shared-contracts';
import {
  bookingFieldError,
  validateBookingForm,
  type BookingField,
  type BookingFormValues,
} from './bookingFormRules';

interface Props {
  initialValues: BookingFormValues;
  busy?: boolean;
  onSubmit: (values: BookingFormValues) => void;
  /** Called with every edit (the page keeps a draft). */
  onChange?: (values: BookingFormValues) => void;
}

const MODE_OPTIONS = [
  { value: 'online', label: 'Online session (video call)' },
  { value: 'home', label: 'Home treatment (the physiotherapist visits you)' },
];

/** The patient booking form; checked on blur and on submit with the spec's messages. */
export function BookingForm({ initialValues, busy = false, onSubmit, onChange }: Props) {
  const [values, setValues] = useState<BookingFormValues>(initialValues);
  const [errors, setErrors] = useState<Errors<BookingField>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const today = todayInIndia();

  const set = (field: BookingField, value: string) => {
    const next = { ...values, [field]: value } as BookingFormValues;
    setValues(next);
    onChange?.(next);
    // Once a field shows an error, re-check it while the user corrects it.
    if (errors[field])
      setErrors((e) => ({ ...e, [field]: bookingFieldError(field, next, today) ?? undefined }));
  };

  const blur = (field: BookingField) => () =>
    setErrors((e) => ({ ...e, [field]: bookingFieldError(field, values, today) ?? undefined }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBookingForm(values, today);
    setErrors(found);
    if (hasErrors(found)) {
      // Move focus to the first field that needs attention.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSubmit(values);
  };

  const field = (name: BookingField) => ({
    name,
    value: values[name],
    error: errors[name],
    onBlur: blur(name),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack>
        <TextField
          label="Name"
          autoComplete="name"
          {...field('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label="Quantity (sessions)"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          {...field('quantity')}
          onChange={(e) => set('quantity', e.target.value)}
        />
        <SelectField
          label="Problem"
          {...field('description')}
          onChange={(e) => set('description', e.target.value)}
        >
          <option value="">Select your problem</option>
          {PROBLEM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
        <RadioGroup
          legend="Treatment"
          name="mode"
          options={MODE_OPTIONS}
          value={values.mode}
          onChange={(mode: string) => set('mode', mode)}
        />
        {values.mode === 'home' && (
          <>
            <TextAreaField
              label="Address"
              autoComplete="street-address"
              rows={3}
              {...field('address')}
              onChange={(e) => set('address', e.target.value)}
            />
            <TextField
              label="Pincode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              {...field('pincode')}
              onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))}
            />
          </>
        )}
        <TextField
          label="Preferred date"
          type="date"
          min={today}
          hint="Optional: we confirm the exact slot with you"
          {...field('preferred_date')}
          onChange={(e) => set('preferred_date', e.target.value)}
        />
        <SelectField
          label="Pick a time"
          {...field('preferred_time')}
          onChange={(e) => set('preferred_time', e.target.value)}
        >
          <option value="">Any time</option>
          {TIMES_OF_DAY.map((time) => (
            <option key={time} value={time}>
              {formatTimeOfDay(time)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="primary" loading={busy} fullWidth>
          Book Now
        </Button>
      </Stack>
    </form>
  );
}
