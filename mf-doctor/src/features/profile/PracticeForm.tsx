import { useState } from 'react';
import { api } from '@physio/shared-auth';
import {
  Button,
  DetailList,
  InlineMessage,
  LoadView,
  RadioGroup,
  Stack,
  TextField,
  useLoad,
  useSchemaForm,
} from '@physio/shared-ui';
import {
  doctorPracticeRequestSchema,
  type DoctorPractice,
  type DoctorPracticeRequest,
} from '@physio/shared-contracts';

const METHODS = [
  { value: 'upi', label: 'UPI' },
  { value: 'bank', label: 'Bank account' },
] as const;

/** Where payouts go, as the doctor reads it back: "UPI asha@okhdfc" or "HDFC0001234 · account ending 7890". */
export function payoutLine(p: DoctorPractice): string {
  if (p.payout_method === 'upi') return `UPI ${p.upi_id}`;
  if (p.payout_method === 'bank')
    return `${p.account_name}, ${p.ifsc} · account ending ${p.account_number_last4}`;
  return 'Not set yet: add it so your payouts can be made';
}

function Details({ practice, onEdit }: { practice: DoctorPractice; onEdit: () => void }) {
  return (
    <Stack $gap="sm">
      <DetailList>
        <dt>Registration number</dt>
        <dd>{practice.registration_number ?? 'Not set yet: it is printed on your patients’ receipts'}</dd>
        <dt>Payouts to</dt>
        <dd>{payoutLine(practice)}</dd>
      </DetailList>
      <div>
        <Button type="button" variant="secondary" onClick={onEdit}>
          Edit registration and payout details
        </Button>
      </div>
    </Stack>
  );
}

function Editor({
  doctorId,
  practice,
  onSaved,
  onCancel,
}: {
  doctorId: string;
  practice: DoctorPractice;
  onSaved: (saved: DoctorPractice) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(doctorPracticeRequestSchema, {
    registration_number: practice.registration_number ?? '',
    payout_method: practice.payout_method ?? '',
    upi_id: practice.upi_id ?? '',
    account_name: practice.account_name ?? '',
    account_number: '',
    ifsc: practice.ifsc ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const method = form.values.payout_method;
  const save = form.submit(async (body: DoctorPracticeRequest) => {
    setBusy(true);
    setError('');
    const res = await api.doctors.savePractice(
      { params: { id: doctorId }, body: { ...body, account_number: body.account_number || undefined } },
      'Could not save your details.',
    );
    setBusy(false);
    if (res.ok) onSaved(res.data);
    else setError(res.message);
  });
  return (
    <form ref={form.formRef} onSubmit={save} noValidate aria-label="Registration and payout details">
      <Stack>
        <TextField
          label="Registration number"
          hint="As your State council issued it, e.g. KSAHC/PT/2011/0457"
          autoComplete="off"
          maxLength={30}
          {...form.input('registration_number')}
        />
        <RadioGroup
          legend="Payouts to"
          name="payout_method"
          options={METHODS}
          value={method}
          onChange={(v) => form.set('payout_method', v as DoctorPracticeRequest['payout_method'])}
          error={form.errors.payout_method}
        />
        {method === 'upi' && (
          <TextField label="UPI ID" autoComplete="off" maxLength={100} {...form.input('upi_id')} />
        )}
        {method === 'bank' && (
          <>
            <TextField
              label="Account holder"
              autoComplete="name"
              maxLength={100}
              {...form.input('account_name')}
            />
            <TextField
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              maxLength={18}
              hint={
                practice.account_number_last4
                  ? `Leave empty to keep the account ending ${practice.account_number_last4}`
                  : undefined
              }
              {...form.input('account_number')}
            />
            <TextField label="IFSC" autoComplete="off" maxLength={11} {...form.input('ifsc')} />
          </>
        )}
        {error && <InlineMessage tone="error">{error}</InlineMessage>}
        <p>
          <Button type="submit" loading={busy}>
            Save details
          </Button>{' '}
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </p>
      </Stack>
    </form>
  );
}

/**
 * The doctor's registration number (printed on receipts) and payout details: shown, then edited in place and
 * saved through the API, which checks them again (that doctor only).
 */
export function PracticeForm({ doctorId }: { doctorId: string }) {
  const load = useLoad(doctorId, () =>
    api.doctors.practice(
      { params: { id: doctorId } },
      'Could not load your registration and payout details.',
    ),
  );
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<DoctorPractice | null>(null);
  return (
    <section aria-labelledby="practice-title">
      <h2 id="practice-title">Registration and payouts</h2>
      <LoadView load={load} loadingLabel="Loading your details">
        {(loaded) => {
          const practice = saved ?? loaded;
          return editing ? (
            <Editor
              doctorId={doctorId}
              practice={practice}
              onCancel={() => setEditing(false)}
              onSaved={(next) => {
                setSaved(next);
                setEditing(false);
              }}
            />
          ) : (
            <Stack $gap="sm">
              {saved && <InlineMessage tone="success">Your details were saved.</InlineMessage>}
              <Details practice={practice} onEdit={() => setEditing(true)} />
            </Stack>
          );
        }}
      </LoadView>
    </section>
  );
}
