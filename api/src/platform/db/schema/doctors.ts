import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export const doctors = pgTable(
  'doctors',
  {
    /** The doctor's 10-digit mobile number, also their login id: never in an answer to a stranger. */
    id: text('id').primaryKey(),
    /**
     * The id the public sees (slots, availability, the patient's sessions): a slug of the name with a random tail
     * when the API creates the doctor (modules/doctors/doctors.ts `newPublicDoctorId`), else a random one.
     */
    publicId: text('public_id')
      .notNull()
      .unique()
      .default(sql`('dr-' || substr(md5(gen_random_uuid()::text), 1, 12))`),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().unique(),
    gender: text('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    /**
     * This doctor's scheduled appointments, kept by a trigger on appointments (migration 0006) so the least-loaded
     * pick reads one number per doctor instead of counting appointments.
     */
    scheduledAppointments: integer('scheduled_appointments').notNull().default(0),
    /** Length of one session in this doctor's calendar (schema/scheduling.ts holds the hours). */
    slotMinutes: integer('slot_minutes').notNull().default(45),
    /** The State council's registration number, printed on receipts (insurers ask for it). */
    registrationNumber: text('registration_number'),
    /** Where payouts go: a UPI id, or a bank account (holder, number, IFSC). Edited by the doctor. */
    payoutUpi: text('payout_upi'),
    payoutAccountName: text('payout_account_name'),
    payoutAccountNumber: text('payout_account_number'),
    payoutIfsc: text('payout_ifsc'),
    /** Where this doctor's day of home visits starts (issue 28): the first visit is reached from this PIN. */
    homeStartPincode: text('home_start_pincode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('doctors_id_digits', sql`${t.id} ~ '^[0-9]{10}$'`),
    check(
      'doctors_public_id_slug',
      sql`${t.publicId} ~ '^[a-z0-9]+(-[a-z0-9]+)+$' AND length(${t.publicId}) <= 64`,
    ),
    check('doctors_slot_minutes_range', sql`${t.slotMinutes} BETWEEN 15 AND 120`),
    check('doctors_home_start_pincode', sql`${t.homeStartPincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);

/** The PIN codes a doctor makes home visits in, each with its travel fee per visit (issue 28 point 5). */
export const doctorHomeAreas = pgTable(
  'doctor_home_areas',
  {
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
    travelFeePaise: integer('travel_fee_paise').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.pincode] }),
    check('doctor_home_areas_pincode', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('doctor_home_areas_fee', sql`${t.travelFeePaise} BETWEEN 0 AND 100000`),
  ],
);

export const doctorApplications = pgTable('doctor_applications', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  mobile: text('mobile').notNull(),
  gender: text('gender').notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  passwordHash: text('password_hash').notNull(),
  /** pending → approved (a doctors row exists) or rejected. */
  status: text('status', { enum: ['pending', 'approved', 'rejected'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});
