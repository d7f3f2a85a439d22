import { useMemo, useRef } from 'react';
import { PROBLEM_CATEGORIES, todayInIndia } from '@physio/shared-contracts';
import {
  Button,
  RadioGroup,
  SelectField,
  Stack,
  TextAreaField,
  TextField,
  useLocale,
  useMessages,
  useSchemaForm,
  useWhenNeeded,
} from '@physio/shared-ui';
import type { BookingState } from '../../lib/navigationState';
import { SlotPicker } from '../slot-picker';
import { WaitlistOffer } from '../waitlist/WaitlistOffer';
import {
  CALL,
  pickFromText,
  pickToText,
  type BookingField,
  type BookingFormValues,
} from './bookingFormValues';
import { bookingErrorCatalog, bookingPageCatalog, problemCatalog } from './bookingMessages';

/** The form's rules (zod): loaded when the visitor starts on the form, not part of the first render. */
const loadRules = () => import('./bookingFormRules');
type BookingFormRules = Awaited<ReturnType<typeof loadRules>>;

interface Props {
  initialValues: BookingFormValues;
  /** What one session costs this patient (shown with each physiotherapist). */
  feeRupees: number;
  busy?: boolean;
  /** Valid values as typed, and as the booking they make. */
  onSubmit: (values: BookingFormValues, booking: BookingState) => void;
  /** Called with every edit (the page keeps a draft). */
  onChange?: (values: BookingFormValues) => void;
}

const MODES = ['online', 'home'] as const;

/**
 * The patient booking form; checked on blur and on submit with the spec's messages (bookingFormSchema),
 * and Book Now needs a time or "call me" chosen. The free times load as soon as the form is shown (a
 * public read without the API client); its rules (zod) on the visitor's first move on the page or when
 * the picker reaches the upper half of the screen (useWhenNeeded), so the first render carries no zod
 * and no API client; a submit before that waits for the rules.
 */
export function BookingForm({ initialValues, feeRupees, busy = false, onSubmit, onChange }: Props) {
  const today = todayInIndia();
  const rules = useWhenNeeded(loadRules);
  const loaded = useRef<BookingFormRules | null>(null);
  loaded.current = rules.value;
  const schema = useMemo(() => rules.value?.bookingFormSchema(today) ?? null, [rules.value, today]);
  const form = useSchemaForm(schema, initialValues, onChange);
  const { values, formRef } = form;
  const set = (name: BookingField, value: string) => form.set(name, value as never);
  // Runs once the rules are here (a submit before that waits for them in useSchemaForm).
  const submit = form.submit((_parsed, raw) => onSubmit(raw, loaded.current!.toBookingState(raw)));
  const locale = useLocale();
  const t = useMessages(bookingPageCatalog);
  const problemLabel = useMessages(problemCatalog);
  // The rules speak the spec's English; the form shows their words in the page's language.
  const field = (name: BookingField) => {
    const props = form.field(name);
    return props.error ? { ...props, error: bookingErrorCatalog.translateText(locale, props.error) } : props;
  };
  const slotError = form.errors.slot && bookingErrorCatalog.translateText(locale, form.errors.slot);

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        rules.need();
        submit(event);
      }}
      noValidate
    >
      <Stack>
        <TextField
          label={t('name')}
          autoComplete="name"
          {...field('name')}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          {...field('email')}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={t('quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          {...field('quantity')}
          onChange={(e) => set('quantity', e.target.value)}
        />
        <SelectField
          label={t('problem')}
          {...field('description')}
          onChange={(e) => set('description', e.target.value)}
        >
          <option value="">{t('selectProblem')}</option>
          {PROBLEM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {problemLabel(category)}
            </option>
          ))}
        </SelectField>
        <RadioGroup
          legend={t('treatment')}
          name="mode"
          options={MODES.map((mode) => ({ value: mode, label: t(mode) }))}
          value={values.mode}
          onChange={(mode: string) => {
            set('mode', mode);
            // The other mode has other free times: the chosen one is no choice there.
            if (values.slot && values.slot !== CALL) set('slot', '');
          }}
        />
        {values.mode === 'home' && (
          <>
            <TextAreaField
              label={t('address')}
              autoComplete="street-address"
              rows={3}
              {...field('address')}
              onChange={(e) => set('address', e.target.value)}
            />
            <TextField
              label={t('pincode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              {...field('pincode')}
              onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))}
            />
          </>
        )}
        <div ref={rules.watch}>
          <SlotPicker
            mode={values.mode}
            pincode={values.pincode}
            value={pickFromText(values.slot, values.mode)}
            onChange={(pick) => set('slot', pickToText(pick, values.mode))}
            allowCall
            name="slot"
            error={slotError}
            chooseDoctor={{ feeRupees, onClear: () => set('slot', '') }}
            after={(doctors) => (
              <WaitlistOffer mode={values.mode} doctors={doctors} pincode={values.pincode} />
            )}
          />
        </div>
        <Button type="submit" variant="primary" loading={busy} fullWidth>
          {t('bookNow')}
        </Button>
      </Stack>
    </form>
  );
}
