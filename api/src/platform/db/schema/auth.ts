import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    /** HMAC-SHA256 of the code with the server's OTP key; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    /** What the person typed on the booking form; applied to the patient only after a correct code. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_mobile_created_idx').on(t.mobile, t.createdAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token. */
    tokenHash: text('token_hash').notNull().unique(),
    subject: text('subject').notNull(),
    role: text('role', { enum: ['patient', 'doctor'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * The last time every session of a person was ended at once (an erased account, issue 30), by the database's clock
 * to the millisecond (modules/identity/revocations.ts): an access token minted before it is refused everywhere. A
 * row lives while a token it refuses could, then it is pruned with the number it holds.
 */
export const sessionRevocations = pgTable(
  'session_revocations',
  {
    subject: text('subject').notNull(),
    role: text('role', { enum: ['patient', 'doctor'] }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.role] }),
    index('session_revocations_revoked_at_idx').on(t.revokedAt),
  ],
);

/**
 * Wrong-password counters of the doctor login (modules/identity/login-attempts.ts), one row per key: a doctor id with
 * the client's address (the fast lock) or the id alone (the slower global lock). Kept for unknown ids too, so
 * an id's answers do not tell whether it exists.
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
