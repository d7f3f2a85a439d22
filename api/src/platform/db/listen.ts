import pg from 'pg';
import type { NotifyChannel } from './notify-channels';

/** How long a lost LISTEN connection waits before it is opened again. */
const RELISTEN_MS = 5_000;

/**
 * LISTEN on a connection of its own, outside the pool (a pool client kept for it would hold the pool's end until
 * it is given back): taken again RELISTEN_MS after it is lost; the answer ends it.
 */
export async function postgresListen(
  options: { url: string; connectTimeoutMs: number },
  channel: NotifyChannel,
  onNotify: () => void,
) {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const end = (c: pg.Client) => c.end().catch(() => undefined);
  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', () => {
      if (client !== next) return;
      client = null;
      void end(next);
      if (!closed) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_MS).unref();
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (err) {
      await end(next);
      throw err;
    }
    if (closed) return void (await end(next));
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const held = client;
    client = null;
    if (held) await end(held);
  };
}
