import { todayInIndia } from '@physio/shared-contracts';
import {
  Button,
  RadioGroup,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '@physio/shared-ui';
import { bookingFormSchema, PROBLEM_CATEGORIES } from '@physio/shared-contracts';
import { SlotPicker } from '../slot-picker';
import { pickFromText, pickToText, type BookingField, type BookingFormValues } from './bookingFormRules';

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

/** The patient booking form; checked on blur and on submit with the spec's messages (bookingFormSchema). */
export function BookingForm({ initialValues, busy = false, onSubmit, onChange }: Props) {
  const today = todayInIndia();
  const form = useSchemaForm(bookingFormSchema(today), initialValues, onChange);
  const { values, formRef } = form;
  const set = (name: BookingField, value: string) => form.set(name, value as never);
  const submit = form.submit((_parsed, raw) => onSubmit(raw));
  const field = form.field;

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
        <SlotPicker
          mode={values.mode}
          value={pickFromText(values.slot, values.mode)}
          onChange={(pick) => set('slot', pickToText(pick, values.mode))}
          allowCall
        />
        <Button type="submit" variant="primary" loading={busy} fullWidth>
          Book Now
        </Button>
      </Stack>
    </form>
  );
}
