import pg from 'pg';
import type { Database } from './client';

const ReconnectMs = 5000;

/**
 * Hears what is announced (`pg_notify`) on `channels` as the announcing transactions commit, handing each
 * payload to `hear`; answers the function that stops listening. The embedded database announces them itself;
 * on PostgreSQL one connection of its own listens, reconnecting after a loss (what is announced meanwhile is
 * not heard).
 */
export async function listenToChannels(
  database: Database,
  channels: readonly string[],
  hear: (channel: string, payload: string | undefined) => void,
): Promise<() => Promise<void>> {
  const { connection } = database;
  if ('pglite' in connection) {
    const stops = await Promise.all(
      channels.map((channel) => connection.pglite.listen(channel, (payload) => hear(channel, payload))),
    );
    return async () => {
      await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    };
  }

  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: connection.url });
    next.on('notification', (message) => hear(message.channel, message.payload));
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    client = next;
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      reconnect(next);
    }
  };
  const reconnect = (lost: pg.Client) => {
    if (stopped || client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), ReconnectMs);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
