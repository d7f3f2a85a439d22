import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/**
 * What a row consents to (issue 30): reminders and confirmations on a channel (whatsapp, sms, email), booking and
 * care (`care`), news and offers (`marketing`). modules/notifications/purpose-consents.ts maps the privacy notice's
 * purposes onto these.
 */
export const CONSENT_CHANNELS = ['whatsapp', 'sms', 'email', 'care', 'marketing'] as const;
/** Where a consent was given or withdrawn: the patient area's toggle, "STOP" in the chat, or the booking's login. */
export const CONSENT_SOURCES = ['patient_area', 'chat', 'booking'] as const;

/**
 * Consent to messages on a channel (issue 30): one row per opt-in or opt-out, never updated, so the history says
 * who chose what, where and when. The newest row of a patient and channel is the consent in force; none is "no".
 */
export const channelConsents = pgTable(
  'channel_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    optedIn: boolean('opted_in').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    /** Who recorded it: the signed-in user in the patient area, the sender's number in the chat. */
    recordedBy: text('recorded_by').notNull(),
    /** The privacy notice's version the choice was made under (null for the WhatsApp rows before it existed). */
    noticeVersion: text('notice_version'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('channel_consents_latest_idx').on(t.patientId, t.channel, t.id)],
);

/**
 * Every WhatsApp message the webhook took (issue 30): the message id is the key, so a reply Meta delivers again
 * (its retries, a replayed request) acts once. What it asked and what came of it stay beside it.
 */
export const whatsappInbound = pgTable(
  'whatsapp_inbound',
  {
    messageId: text('message_id').primaryKey(),
    /** The sender's WhatsApp number as Meta gives it (91XXXXXXXXXX). */
    sender: text('sender').notNull(),
    /** confirm, cancel, reschedule (a quick reply), stop, or other. */
    action: text('action').notNull(),
    appointmentId: uuid('appointment_id'),
    /** What came of it: confirmed, cancelled, too_late, not_live, link_sent, opted_out, not_theirs, ignored. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_inbound_sender_idx').on(t.sender, t.receivedAt)],
);

/**
 * The WhatsApp messages the provider accepted, by the id it gave (wamid.…), with the outbox row they came from: a
 * `failed` delivery status on the webhook (the number is not on WhatsApp, the message expired…) finds the row here
 * and sends its SMS instead.
 */
export const whatsappSent = pgTable('whatsapp_sent', {
  messageId: text('message_id').primaryKey(),
  outboxKey: text('outbox_key').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A quick-reply button of a dev outbox message: its label and the payload a tap sends back. */
export interface QuickReplyButton {
  text: string;
  payload: string;
}

/** Dev outbox of the console WhatsApp provider (never used with the Cloud API). */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    /** The template's name, or null for a session (free-text) message. */
    template: text('template'),
    message: text('message').notNull(),
    buttons: jsonb('buttons').$type<QuickReplyButton[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('whatsapp_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);
