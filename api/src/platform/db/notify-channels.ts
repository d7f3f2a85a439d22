/** The NOTIFY channels the API uses (Database.listen, platform/db/client.ts): a fixed list, as LISTEN takes a name, not a parameter. */
export const NOTIFY_CHANNELS = {
  /** A transaction enqueued messages (modules/notifications/outbox.ts): the drain wakes. */
  outbox: 'outbox',
} as const;

export type NotifyChannel = (typeof NOTIFY_CHANNELS)[keyof typeof NOTIFY_CHANNELS];
