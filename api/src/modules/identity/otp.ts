import crypto from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import { type Language, MESSAGES, OTP_LENGTH, OTP_RESEND_SECONDS } from '@physio/shared-contracts';
import { ADVISORY_LOCKS } from '../../platform/db/advisory-locks';
import type { Executor } from '../../platform/db/client';
import { placeholders, statement, value } from '../../platform/db/prepared';
import { otpCodes } from '../../platform/db/schema';
import { HttpError, tooMany } from '../../platform/http/errors';
import type { SmsProvider } from '../../platform/providers/sms';
import { upsertVerifiedPatient, type PatientRow } from '../patients';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export const generateOtp = (): string =>
  crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

export const hashOtp = (secret: string, mobile: string, code: string): string =>
  crypto.createHmac('sha256', secret).update(`${mobile}:${code}`).digest('base64url');

const recentCodes = statement('otp_recent_codes', (db) =>
  db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(
      and(eq(otpCodes.mobile, sql.placeholder('mobile')), gte(otpCodes.createdAt, sql.placeholder('since'))),
    )
    .orderBy(desc(otpCodes.createdAt))
    .limit(sql.placeholder('max')),
);

const insertCode = statement('otp_insert_code', (db) =>
  db
    .insert(otpCodes)
    .values(placeholders(['mobile', 'codeHash', 'name', 'email', 'createdAt', 'expiresAt'] as const)),
);

// Finds the newest code sent to the number and counts the try in the same statement, so parallel guesses
// cannot exceed the limit. A used or expired code is not counted: it never matches.
const countTry = statement('otp_count_try', (db) => {
  const newest = db
    .select({ id: otpCodes.id })
    .from(otpCodes)
    .where(eq(otpCodes.mobile, sql.placeholder('mobile')))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  return db
    .update(otpCodes)
    .set({ attempts: sql`least(${otpCodes.attempts} + 1, ${OTP_MAX_ATTEMPTS + 1})` })
    .where(
      and(
        sql`${otpCodes.id} = (${newest})`,
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, sql.placeholder('now')),
      ),
    )
    .returning();
});

const consumeCode = statement('otp_consume_code', (db) =>
  db
    .update(otpCodes)
    .set({ consumedAt: value('now') })
    .where(and(eq(otpCodes.id, sql.placeholder('id')), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id }),
);

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * Sends a new code. The answer is the same whether or not the number belongs to a patient; the name
 * and e-mail are kept with the code and make a new patient's account once the code is verified (an
 * existing account keeps its own). `maxPerHour` is the
 * number of codes one mobile number may get per hour (OTP_HOURLY_LIMIT).
 */
export async function requestOtp(
  deps: { db: Executor; sms: SmsProvider; secret: string; maxPerHour: number },
  input: { name: string; email: string; mobile: string },
  now = new Date(),
  /** The language the site is shown in (its switch's cookie): the code's SMS is written in it. */
  language: Language = 'en',
): Promise<void> {
  const code = generateOtp();
  // The limits' check and the new code's insert are one step: a per-number advisory lock (held until the
  // transaction ends) makes parallel requests for one number wait for each other, so they cannot all pass the
  // resend wait and the hourly cap before any of them has stored its code (SMS bombing).
  await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.otpNamespace}, hashtext(${input.mobile}))`,
    );
    const recent = await recentCodes(tx, {
      mobile: input.mobile,
      since: new Date(now.getTime() - 3_600_000),
      max: deps.maxPerHour,
    });
    const latest = recent[0];
    if (latest && now.getTime() - latest.createdAt.getTime() < OTP_RESEND_SECONDS * 1000) {
      const wait = Math.ceil(
        (OTP_RESEND_SECONDS * 1000 - (now.getTime() - latest.createdAt.getTime())) / 1000,
      );
      throw tooMany(`Please wait ${wait} seconds before asking for a new code.`, 'OTP_RESEND_TOO_SOON');
    }
    if (recent.length >= deps.maxPerHour) {
      throw tooMany(
        'Too many codes requested for this number. Please try again in an hour.',
        'OTP_HOURLY_LIMIT',
      );
    }
    // Older unused codes stop working as soon as this one is stored: only the newest code is ever checked.
    await insertCode(tx, {
      mobile: input.mobile,
      codeHash: hashOtp(deps.secret, input.mobile, code),
      name: input.name,
      email: input.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
  });
  try {
    await deps.sms.sendOtp(input.mobile, code, language);
  } catch (err) {
    throw new HttpError(
      503,
      'We could not send the code right now. Please try again in a minute.',
      'SMS_FAILED',
      [String((err as Error).message)],
    );
  }
}

const wrongOtp = () => new HttpError(400, MESSAGES.wrongOtp, 'WRONG_OTP');

/**
 * Checks the newest code sent to the number in constant time; 5 wrong tries lock it. Creates the patient on
 * success, or answers the existing one unchanged.
 */
export async function verifyOtp(
  deps: { db: Executor; secret: string },
  input: { number: string; otp: string },
  now = new Date(),
): Promise<PatientRow> {
  const candidate = hashOtp(deps.secret, input.number, input.otp);
  const counted = await countTry(deps.db, { mobile: input.number, now });
  const row = counted[0];
  if (!row) {
    sameHash(candidate, candidate);
    throw wrongOtp();
  }
  if (row.attempts > OTP_MAX_ATTEMPTS) {
    throw tooMany('Too many wrong codes. Please ask for a new code.', 'OTP_LOCKED');
  }
  if (!sameHash(candidate, row.codeHash)) throw wrongOtp();
  const consumed = await consumeCode(deps.db, { id: row.id, now });
  if (consumed.length === 0) throw wrongOtp();
  return upsertVerifiedPatient(deps.db, { mobile: input.number, name: row.name, email: row.email });
}
