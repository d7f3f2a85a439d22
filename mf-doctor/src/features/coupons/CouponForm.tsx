import { useState } from 'react';
import styled from 'styled-components';
import { Button, InlineMessage, Stack, TextField, useSchemaForm } from '@physio/shared-ui';
import {
  COUPON_END_TIME,
  COUPON_START_TIME,
  couponFormSchema,
  MESSAGES,
  type Coupon,
  type CouponCreateRequest,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';

type Field =
  | 'coupon_code'
  | 'offer_name'
  | 'discount_percentage'
  | 'start_date'
  | 'end_date'
  | 'max_per_patient'
  | 'max_total';
type Values = Record<Field, string> & { first_order_only: boolean };

const Row = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
`;

const fromCoupon = (c: Coupon | undefined): Values => ({
  coupon_code: c?.coupon_code ?? '',
  offer_name: c?.offer_name ?? '',
  discount_percentage: c ? String(c.discount_percentage) : '',
  start_date: c?.start_date.slice(0, 10) ?? '',
  end_date: c?.end_date.slice(0, 10) ?? '',
  first_order_only: c?.first_order_only ?? false,
  max_per_patient: c?.max_per_patient ? String(c.max_per_patient) : '',
  max_total: c?.max_total ? String(c.max_total) : '',
});
const Limits = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 0 ${({ theme }) => theme.space.xxs};
  }
  label.check {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    min-height: 44px;
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
/** Empty is no limit. */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Create (code uppercased as typed) or update (code read-only). Start and end times are fixed
 * (00:00:00, 23:59:59). Values stay in the form when the call fails.
 */
export function CouponForm({
  mode,
  coupon,
  onSaved,
}: {
  mode: 'create' | 'update';
  coupon?: Coupon;
  onSaved?: (message: string) => void;
}) {
  const form = useSchemaForm(couponFormSchema, fromCoupon(coupon));
  const { values, errors } = form;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string; detail?: string } | null>(
    null,
  );
  const prefix = `coupon-${mode}`;

  const set = (field: Field) => (e: { target: { value: string } }) =>
    form.set(field, field === 'coupon_code' ? e.target.value.toUpperCase() : e.target.value);
  const blur = (field: Field) => () => form.blur(field);

  const submit = form.submit(async () => {
    const body: CouponCreateRequest = {
      coupon_code: values.coupon_code.trim().toUpperCase(),
      offer_name: values.offer_name.trim(),
      discount_percentage: Number(values.discount_percentage),
      start_date: values.start_date,
      start_time: COUPON_START_TIME,
      end_date: values.end_date,
      end_time: COUPON_END_TIME,
      first_order_only: values.first_order_only,
      max_per_patient: limitOf(values.max_per_patient),
      max_total: limitOf(values.max_total),
    };
    setBusy(true);
    const res =
      mode === 'create'
        ? await api.coupons.create({ body }, MESSAGES.coupon.creationFailed)
        : await api.coupons.update({ body }, MESSAGES.coupon.notExists);
    setBusy(false);
    if (res.ok) {
      const text = mode === 'create' ? MESSAGES.coupon.added : MESSAGES.coupon.updated;
      if (mode === 'create') form.reset(fromCoupon(undefined));
      setResult({ tone: 'success', text });
      onSaved?.(text);
      return;
    }
    const text = mode === 'create' ? MESSAGES.coupon.creationFailed : MESSAGES.coupon.notExists;
    setResult({ tone: 'error', text, detail: res.message !== text ? res.message : undefined });
  });

  return (
    <form
      ref={form.formRef}
      onSubmit={(e) => {
        setResult(null);
        submit(e);
      }}
      noValidate
      aria-label={mode === 'create' ? 'Create coupon' : 'Update coupon'}
    >
      <Stack>
        <TextField
          id={`${prefix}-code`}
          label="Coupon code"
          name="coupon_code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          readOnly={mode === 'update'}
          hint={mode === 'update' ? 'A coupon code cannot be changed' : undefined}
          style={mode === 'update' ? { background: '#f1f5f4', cursor: 'default' } : undefined}
          value={values.coupon_code}
          error={errors.coupon_code}
          onChange={set('coupon_code')}
          onBlur={blur('coupon_code')}
        />
        <TextField
          id={`${prefix}-offer`}
          label="Offer name (optional)"
          name="offer_name"
          autoComplete="off"
          maxLength={100}
          value={values.offer_name}
          onChange={set('offer_name')}
        />
        <TextField
          id={`${prefix}-discount`}
          label="Discount percentage"
          data-autofocus={mode === 'update' || undefined}
          name="discount_percentage"
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={values.discount_percentage}
          error={errors.discount_percentage}
          onChange={set('discount_percentage')}
          onBlur={blur('discount_percentage')}
        />
        <Row>
          <TextField
            id={`${prefix}-start`}
            label="Start date"
            name="start_date"
            type="date"
            hint="Valid from the start of the day (IST)"
            value={values.start_date}
            error={errors.start_date}
            onChange={set('start_date')}
            onBlur={blur('start_date')}
          />
          <TextField
            id={`${prefix}-end`}
            label="End date"
            name="end_date"
            type="date"
            hint="Valid until the end of the day (IST)"
            value={values.end_date}
            error={errors.end_date}
            onChange={set('end_date')}
            onBlur={blur('end_date')}
          />
        </Row>
        <Limits>
          <legend>Usage limits</legend>
          <label className="check" htmlFor={`${prefix}-first`}>
            <input
              id={`${prefix}-first`}
              type="checkbox"
              name="first_order_only"
              checked={values.first_order_only}
              onChange={(e) => form.set('first_order_only', e.target.checked)}
            />
            First booking only (patients who have never paid for a session)
          </label>
          <Row>
            <TextField
              id={`${prefix}-per-patient`}
              label="Uses per patient"
              name="max_per_patient"
              type="number"
              inputMode="numeric"
              min={1}
              hint="Empty: no limit"
              value={values.max_per_patient}
              error={errors.max_per_patient}
              onChange={set('max_per_patient')}
              onBlur={blur('max_per_patient')}
            />
            <TextField
              id={`${prefix}-total`}
              label="Uses in all"
              name="max_total"
              type="number"
              inputMode="numeric"
              min={1}
              hint="Empty: no limit"
              value={values.max_total}
              error={errors.max_total}
              onChange={set('max_total')}
              onBlur={blur('max_total')}
            />
          </Row>
        </Limits>
        <div aria-live="polite">
          {result && (
            <InlineMessage tone={result.tone}>
              <span>{result.text}</span>
              {result.detail && <span style={{ display: 'block', fontWeight: 400 }}>{result.detail}</span>}
            </InlineMessage>
          )}
        </div>
        <div>
          <Button type="submit" variant="primary" loading={busy} disabled={busy}>
            {mode === 'create' ? 'Create Coupon' : 'Update Coupon'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
