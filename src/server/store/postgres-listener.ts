import type { Client } from 'pg';
import type { ChannelListener } from './database';

/** The first wait before listening again after the connection was lost; it doubles up to the longest. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 30_000;

/**
 * Listens on `channel` over a connection of its own (a pooled one would be handed to other work):
 * PostgreSQL tells every listening session of each NOTIFY at its commit, from any instance. When the
 * connection is lost (the server restarted, a network cut), it connects again with a growing wait
 * and says `onGap`: what was sent meanwhile is lost, and listeners read afresh.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const pg = await import('pg');
  let current: Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = FIRST_RETRY_MS;

  const lost = (client: Client) => {
    if (client !== current || stopped) return;
    current = undefined;
    client.end().catch(() => undefined);
    again();
  };
  const connect = async (afterLoss: boolean) => {
    const client = new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    client.on('notification', ({ channel: heard, payload }) => {
      if (heard === channel && payload !== undefined) listener.onMessage(payload);
    });
    client.on('error', (error) => {
      onError(error);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    wait = FIRST_RETRY_MS;
    if (afterLoss) listener.onGap();
  };
  const again = () => {
    retry = setTimeout(() => {
      connect(true).catch((error: unknown) => {
        onError(error);
        if (!stopped) again();
      });
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, LONGEST_RETRY_MS);
  };

  // A server down at the first listen is listened to once it is back, as after a loss.
  await connect(false).catch((error: unknown) => {
    onError(error);
    again();
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}
