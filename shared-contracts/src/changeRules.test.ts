import {
  APPOINTMENT_STATUS_LABELS,
  appointmentStatusLabel,
  canMarkOutcome,
  canPatientCancel,
  canPatientReschedule,
  creditsOfOrder,
  doctorChangeNote,
  refundOrderId,
} from './changeRules';
import { CHANGE_FORM_MESSAGES, doctorRescheduleSchema } from './changeForms';
import { creditsValidUntil } from './changePolicy';
import { CHANGE_MESSAGES, type AppointmentChange } from './changes';
import { addDays, todayInIndia } from './dates';

const start = '2030-03-10T10:00:00+05:30';
const before = (hours: number, ms = 0) => Date.parse(start) - hours * 3_600_000 - ms;

describe('change windows', () => {
  it('lets the patient move a session until exactly 12 h before its start', () => {
    expect(canPatientReschedule(start, before(12))).toBe(true);
    expect(canPatientReschedule(start, before(12, -1))).toBe(false);
    expect(canPatientReschedule(start, new Date(before(30)))).toBe(true);
    expect(canPatientReschedule(start, before(0))).toBe(false);
  });

  it('lets the patient cancel until exactly 24 h before its start', () => {
    expect(canPatientCancel(start, before(24))).toBe(true);
    expect(canPatientCancel(start, before(24, -1))).toBe(false);
    expect(canPatientCancel(start, before(13))).toBe(false);
  });

  it('offers the outcome only once the session has started', () => {
    expect(canMarkOutcome(start, before(0, 1))).toBe(false);
    expect(canMarkOutcome(start, before(0))).toBe(true);
    expect(canMarkOutcome(start, before(-2))).toBe(true);
  });

  it('an unreadable start is never inside a window to change', () => {
    expect(canPatientReschedule('not a time', before(100))).toBe(false);
    expect(canMarkOutcome('not a time', before(0))).toBe(false);
  });
});

describe('words', () => {
  test('a scheduled session without a day reads "To be scheduled"; a dated one "Scheduled"', () => {
    expect(appointmentStatusLabel({ status: 'scheduled', start: null, date: null })).toBe('To be scheduled');
    expect(appointmentStatusLabel({ status: 'scheduled', start: null, date: '2030-03-10' })).toBe(
      'Scheduled',
    );
    expect(appointmentStatusLabel({ status: 'scheduled', start })).toBe('Scheduled');
    expect(appointmentStatusLabel({ status: 'cancelled', start: null })).toBe('Cancelled');
  });
  const change = (overrides: Partial<AppointmentChange>): AppointmentChange => ({
    kind: 'rescheduled',
    by: 'doctor',
    reason: 'Clinic closed for Diwali',
    from_start: start,
    to_start: '2030-03-11T10:00:00+05:30',
    at: '2030-03-01T10:00:00+05:30',
    ...overrides,
  });

  it("tells the patient the doctor's reason for moving or cancelling", () => {
    expect(doctorChangeNote(change({}))).toBe('Moved by your physiotherapist: Clinic closed for Diwali');
    expect(doctorChangeNote(change({ kind: 'cancelled', reason: ' Unwell ' }))).toBe(
      'Cancelled by your physiotherapist: Unwell',
    );
    expect(doctorChangeNote(change({ kind: 'cancelled', reason: null }))).toBe(
      'Cancelled by your physiotherapist',
    );
  });

  it("says nothing about the patient's own changes or outcomes", () => {
    expect(doctorChangeNote(change({ by: 'patient' }))).toBeNull();
    expect(doctorChangeNote(change({ kind: 'completed' }))).toBeNull();
    expect(doctorChangeNote(null)).toBeNull();
    expect(doctorChangeNote(undefined)).toBeNull();
  });

  it('names every status', () => {
    expect(APPOINTMENT_STATUS_LABELS.no_show).toBe('No-show');
    expect(APPOINTMENT_STATUS_LABELS.completed).toBe('Completed');
    expect(APPOINTMENT_STATUS_LABELS.cancelled).toBe('Cancelled');
  });
});

describe("the doctor's reschedule form", () => {
  const start = `${addDays(todayInIndia(), 10)}T10:00:00+05:30`;
  it('needs a reason of at most 300 characters', () => {
    expect(doctorRescheduleSchema.safeParse({ start, reason: 'Clinic closed' }).success).toBe(true);
    const empty = doctorRescheduleSchema.safeParse({ start, reason: '   ' });
    expect(empty.success || empty.error.issues[0]?.message).toBe(CHANGE_FORM_MESSAGES.doctorReason);
    const long = doctorRescheduleSchema.safeParse({ start, reason: 'x'.repeat(301) });
    expect(long.success || long.error.issues[0]?.message).toBe(CHANGE_MESSAGES.reason);
    expect(doctorRescheduleSchema.safeParse({ start, reason: 'x'.repeat(300) }).success).toBe(true);
  });
});

describe('orders and their credits', () => {
  const credit = {
    order_id: '7b0c',
    provider_order_id: 'order_1',
    mode: 'online' as const,
    doctor_id: '9000000001',
    total: 6,
    scheduled: 2,
    refunded: 0,
    remaining: 4,
  };
  it("refunds by the provider's order id and finds an order's credits by either id", () => {
    expect(refundOrderId(credit)).toBe('order_1');
    expect(refundOrderId({ ...credit, provider_order_id: null })).toBe('7b0c');
    expect(creditsOfOrder([credit], 'order_1')).toBe(credit);
    expect(creditsOfOrder([credit], '7b0c')).toBe(credit);
    expect(creditsOfOrder([credit], 'order_2')).toBeUndefined();
  });
});

describe('creditsValidUntil (the Terms: paid sessions take place within 6 months)', () => {
  it('counts six calendar months from the day of the payment in India', () => {
    expect(creditsValidUntil('2026-05-27T10:00:00+05:30')).toBe('2026-11-27');
    // 19:00 UTC on 31 May is already 1 June in India.
    expect(creditsValidUntil('2026-05-31T19:00:00Z')).toBe('2026-12-01');
    expect(creditsValidUntil('2026-08-31T12:00:00+05:30')).toBe('2027-02-28');
  });
});
