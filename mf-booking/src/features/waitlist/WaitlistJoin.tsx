import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api, useSession } from '@physio/shared-auth';
import {
  defaultWaitlistRange,
  WAITLIST_MESSAGES,
  WAITLIST_TIME_NAMES,
  waitlistJoinSchema,
  type TreatmentMode,
} from '@physio/shared-contracts';
import { PATHS, to } from '@physio/shared-contracts/paths';
import {
  Button,
  InlineMessage,
  RadioGroup,
  SelectField,
  Stack,
  TextField,
  useLocale,
  useMessages,
} from '@physio/shared-ui';
import { NODE, withNode } from '../../lib/withNode';
import { bookingErrorCatalog } from '../booking-form/bookingMessages';
import { waitlistJoinCatalog } from './waitlistJoinMessages';

export interface WaitlistDoctor {
  id: string;
  name: string;
}

interface Props {
  mode: TreatmentMode;
  /** The doctors the patient may wait for (the picker's, or the one of their order). */
  doctors: WaitlistDoctor[];
  /** A home visit's PIN as far as the page knows it (the booking form's, the order's): the field starts with it. */
  pincode?: string | null | undefined;
}

type Field = 'doctor_id' | 'from' | 'to' | 'time_of_day' | 'pincode';

/**
 * "Join the waitlist": for a patient who sees no free time that suits them. The doctor, the dates and the part of
 * the day, checked with the API's own rules (waitlistJoinSchema) before it is sent; the API's refusals (no hours
 * in that window, already waiting, too many entries) are shown as it words them. A group, not a form: it sits inside
 * the booking form, and a form in a form would submit the booking.
 */
export default function WaitlistJoin({ mode, doctors, pincode }: Props) {
  const { role, profile } = useSession();
  const t = useMessages(waitlistJoinCatalog);
  const locale = useLocale();
  // The schema's and the API's words in the page's language (the PIN's is the booking form's).
  const said = (english: string) =>
    bookingErrorCatalog.translateText(locale, waitlistJoinCatalog.translateText(locale, english));
  const timeOptions = WAITLIST_TIME_NAMES.map((name) => ({ value: name, label: t(name) }));
  const [values, setValues] = useState(() => ({
    doctor_id: doctors[0]?.id ?? '',
    ...defaultWaitlistRange(),
    time_of_day: '',
    pincode: pincode ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  const [joined, setJoined] = useState(false);
  const patientId = profile?.data.data?.id;

  if (role !== 'patient')
    return (
      <InlineMessage tone="info">
        {withNode(t('logIn', { link: NODE }), <Link to={PATHS.patientLogin}>{t('logInLink')}</Link>)}
      </InlineMessage>
    );
  if (joined)
    return (
      <InlineMessage tone="success">
        {t('joined')} {patientId && <Link to={to.patientDashboard(patientId)}>{t('seeWaitlist')}</Link>}
      </InlineMessage>
    );

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async () => {
    setFailed('');
    const { pincode: pin, ...rest } = values;
    const parsed = waitlistJoinSchema.safeParse({
      ...rest,
      mode,
      ...(mode === 'home' ? { pincode: pin } : {}),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= said(field === 'time_of_day' ? WAITLIST_MESSAGES.time : issue.message);
      }
      setErrors(found);
      return;
    }
    setBusy(true);
    const result = await api.waitlist.join({ body: parsed.data }, t('joinFailed'));
    setBusy(false);
    if (!result.ok) setFailed(said(result.message));
    else setJoined(true);
  };

  return (
    <div role="group" aria-label={t('title')}>
      <Stack $gap="sm">
        <p>{t(mode === 'online' ? 'leadOnline' : 'leadHome')}</p>
        {doctors.length > 1 ? (
          <SelectField
            label={t('physiotherapist')}
            value={values.doctor_id}
            onChange={(e) => set('doctor_id', e.target.value)}
            error={errors.doctor_id}
          >
            {doctors.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </SelectField>
        ) : (
          doctors[0] && <p>{t('physiotherapistIs', { name: doctors[0].name })}</p>
        )}
        <TextField
          label={t('from')}
          type="date"
          value={values.from}
          onChange={(e) => set('from', e.target.value)}
          error={errors.from}
        />
        <TextField
          label={t('to')}
          type="date"
          value={values.to}
          onChange={(e) => set('to', e.target.value)}
          error={errors.to}
        />
        {mode === 'home' && (
          <TextField
            label={t('pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={values.pincode}
            onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))}
            error={errors.pincode}
          />
        )}
        <RadioGroup
          legend={t('timeOfDay')}
          name="waitlist-time"
          options={timeOptions}
          value={values.time_of_day}
          onChange={(v) => set('time_of_day', v)}
          error={errors.time_of_day}
        />
        {failed && <InlineMessage tone="error">{failed}</InlineMessage>}
        <div>
          <Button type="button" loading={busy} onClick={() => void submit()}>
            {t('join')}
          </Button>
        </div>
      </Stack>
    </div>
  );
}
