/**
 * When what erasure keeps (data-map.ts, RETENTION) has served its period, and what the purge (purge.ts) then does to
 * it; and how long the messages we sent are kept. The purge walks PERSONAL_DATA: every kept entry is purged by the
 * rule of its retention, so a new treatment table is covered by its `keep: 'treatment'` alone, and a new payments
 * table needs its row here (retention.test.ts fails until it has one).
 *
 * Only erased accounts (`erased-…` tombstones) are purged: an active patient's records stay for as long as the
 * account does, whatever their age.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  couponRedemptions,
  dataRightsRequests,
  emailOutbox,
  orders,
  outbox,
  receipts,
  refunds,
  smsOutbox,
  whatsappInbound,
  whatsappOutbox,
  whatsappSent,
} from '../../platform/db/schema';
import { RETENTION, type PersonalData, type Retention } from './data-map';
import { ERASED_NAME } from './erase';

/** The ids of erased accounts (modules/privacy/erase.ts `tombstoneId`). */
export const TOMBSTONE_PATTERN = 'erased-%';

/**
 * A retention counted per account: every kept table of that retention goes together, in one transaction, once
 * `since` (the account's instant the period counts from) is older than the period.
 */
export interface AccountRule {
  scope: 'account';
  since: (patientId: SQL | PgColumn) => SQL;
}

/** A retention counted per row: each row goes once its own `since` is older than the period. */
export interface RowRule {
  scope: 'row';
  /** The instant the row's period counts from (an expression over the entry's table). */
  since: SQL;
  /** The account the row is kept for, when the entry's column is not it (receipts: through their order). */
  owner?: SQL;
  /**
   * Set instead of deleting, for a row that must stay (the doctors' earnings and payouts add up the orders): the
   * columns that strip it of personal data, and the condition of a row not yet stripped (so a second run finds none).
   */
  anonymise?: { set: SQL; pending: SQL };
}

export type PurgeRule = AccountRule | RowRule;

/**
 * The last session of an account: the end of its latest appointment (the booking's time for one never dated);
 * with none, the erasure itself (its request is kept 8 years, longer than any treatment record). A cancelled
 * session counts too: the rule never ends a period early.
 */
const lastSession = (patientId: SQL | PgColumn) =>
  sql`coalesce(
    (select max(coalesce(a."end", a."created_at")) from "appointments" a where a."patient_id" = ${patientId}),
    (select max(r."at") from "data_rights_requests" r where r."patient_id" = ${patientId} and r."kind" = 'erase')
  )`;

/** The retentions counted per account. */
export const ACCOUNT_RULES: Partial<Record<Retention, AccountRule>> = {
  treatment: { scope: 'account', since: lastSession },
};

/** The kept entries counted per row, by data-map key: each from its own payment. */
export const ROW_RULES: Record<string, RowRule> = {
  // The order stays for the ledger (doctor_earnings and refunds point at it, payouts add them up): its amounts,
  // dates and provider ids remain; the payer's name, e-mail, address and free text go.
  payments: {
    scope: 'row',
    since: sql`coalesce(${orders.paidAt}, ${orders.createdAt})`,
    anonymise: {
      set: sql`name = ${ERASED_NAME}, email = '', address = null, pincode = null, description = null,
        failure_reason = null, preferred_date = null, preferred_time = null`,
      pending: sql`(${orders.name} <> ${ERASED_NAME} or ${orders.email} <> '' or ${orders.address} is not null
        or ${orders.pincode} is not null or ${orders.description} is not null or ${orders.failureReason} is not null
        or ${orders.preferredDate} is not null)`,
    },
  },
  coupons: { scope: 'row', since: sql`${couponRedemptions.createdAt}` },
  receipts: {
    scope: 'row',
    since: sql`${receipts.issuedAt}`,
    owner: sql`(select o."patient_id" from "orders" o where o."id" = ${receipts.orderId})`,
  },
  // A refund stays with its order for the ledger (credits left, the doctor's earnings); the provider's free-text
  // reason for a failure, which may quote the payer's account, goes.
  refunds: {
    scope: 'row',
    since: sql`${refunds.createdAt}`,
    owner: sql`(select o."patient_id" from "orders" o where o."id" = ${refunds.orderId})`,
    anonymise: { set: sql`failure_reason = null`, pending: sql`${refunds.failureReason} is not null` },
  },
  requests: { scope: 'row', since: sql`${dataRightsRequests.at}` },
};

/** The rule a kept entry is purged by; undefined for an erased entry (gone at erasure) or one with no rule yet. */
export function purgeRule(entry: PersonalData): PurgeRule | undefined {
  if (entry.onErase === 'erase') return undefined;
  return ACCOUNT_RULES[entry.onErase.keep] ?? ROW_RULES[entry.key];
}

/** `now` less the entry's retention in calendar years (UTC): rows from before it have served their period. */
export function retentionCutoff(retention: Retention, now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - RETENTION[retention].years);
  return cutoff;
}

/**
 * The messages we sent, of every account: long enough to answer "did you send me…?" and to look into a complaint
 * about a message (the grievance officer has 90 days to reply, DPDP Rules 2025 rule 14(3)), and no longer: their
 * bodies and keys carry names, mobiles, order and session ids. PRIVACY_PURGE_MESSAGE_DAYS changes it.
 */
export const MESSAGE_RETENTION_DAYS = 90;

export interface MessageRule {
  key: string;
  table: PgTable;
  /** When the message was done with: a row still to be sent (no such instant) is never purged. */
  since: SQL;
}

export const MESSAGE_RULES: readonly MessageRule[] = [
  // Sent or failed for good; a row still due has neither and stays.
  { key: 'outbox', table: outbox, since: sql`coalesce(${outbox.sentAt}, ${outbox.failedAt})` },
  // The WhatsApp messages' ids, for a late delivery failure to fall back to SMS: long past by then.
  { key: 'whatsapp_sent', table: whatsappSent, since: sql`${whatsappSent.sentAt}` },
  { key: 'whatsapp_replies', table: whatsappInbound, since: sql`${whatsappInbound.receivedAt}` },
  // The console providers' outboxes (local mode, or production with ALLOW_CONSOLE_*).
  { key: 'sms_outbox', table: smsOutbox, since: sql`${smsOutbox.createdAt}` },
  { key: 'email_outbox', table: emailOutbox, since: sql`${emailOutbox.createdAt}` },
  { key: 'whatsapp_outbox', table: whatsappOutbox, since: sql`${whatsappOutbox.createdAt}` },
];
