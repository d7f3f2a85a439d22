import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, InlineMessage, Stack, TextField } from '@physio/shared-ui';
import {
  COUPON_END_TIME,
  COUPON_START_TIME,
  couponRules,
  MESSAGES,
  type Coupon,
  type CouponCreateRequest,
} from '@physio/shared-contracts';
import { api } from '@physio/shared-auth';

type Field = 'coupon_code' | 'offer_name' | 'discount_percentage' | 'start_date' | 'end_date';
type Values = Record<Field, string>;

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
});

/** Spec §5 rules, in the order a person reads the form. */
export function validateCoupon(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const code = couponRules.coupon_code(v.coupon_code);
  const discount = couponRules.discount_percentage(v.discount_percentage);
  const start = couponRules.start_date(v.start_date);
  const end = couponRules.end_date(v.end_date) ?? couponRules.range(v.start_date, v.end_date);
  if (code) errors.coupon_code = code;
  if (discount) errors.discount_percentage = discount;
  if (start) errors.start_date = start;
  if (end) errors.end_date = end;
  return errors;
}

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
  const [values, setValues] = useState<Values>(() => fromCoupon(coupon));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string; detail?: string } | null>(
    null,
  );
  const prefix = `coupon-${mode}`;

  const set = (field: Field) => (e: { target: { value: string } }) => {
    const value = field === 'coupon_code' ? e.target.value.toUpperCase() : e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const next = validateCoupon(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const body: CouponCreateRequest = {
      coupon_code: values.coupon_code.trim().toUpperCase(),
      offer_name: values.offer_name.trim(),
      discount_percentage: Number(values.discount_percentage),
      start_date: values.start_date,
      start_time: COUPON_START_TIME,
      end_date: values.end_date,
      end_time: COUPON_END_TIME,
    };
    setBusy(true);
    const res =
      mode === 'create'
        ? await api.coupons.create({ body }, MESSAGES.coupon.creationFailed)
        : await api.coupons.update({ body }, MESSAGES.coupon.notExists);
    setBusy(false);
    if (res.ok) {
      const text = mode === 'create' ? MESSAGES.coupon.added : MESSAGES.coupon.updated;
      if (mode === 'create') setValues(fromCoupon(undefined));
      setResult({ tone: 'success', text });
      onSaved?.(text);
      return;
    }
    const text = mode === 'create' ? MESSAGES.coupon.creationFailed : MESSAGES.coupon.notExists;
    setResult({ tone: 'error', text, detail: res.message !== text ? res.message : undefined });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={mode === 'create' ? 'Create coupon' : 'Update coupon'}>
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
        />
        <Row>
          <TextField
            id={`${prefix}-start`}
            label="Start date"
            name="start_date"
            type="date"
            hint={`Valid from ${COUPON_START_TIME}`}
            value={values.start_date}
            error={errors.start_date}
            onChange={set('start_date')}
          />
          <TextField
            id={`${prefix}-end`}
            label="End date"
            name="end_date"
            type="date"
            hint={`Valid until ${COUPON_END_TIME}`}
            value={values.end_date}
            error={errors.end_date}
            onChange={set('end_date')}
          />
        </Row>
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
