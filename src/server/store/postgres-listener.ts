import type { Client } from 'pg';
import type { ChannelListener } from './database';

/** The first wait before listening again after the connection was lost; it doubles up to the longest. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 30_000;

/**
 * Listens on one channel over a connection of its own (a pooled one would be handed to other work):
 * PostgreSQL tells every listening session of each NOTIFY at its commit, from any instance. When the
 * connection is lost (the server restarted, a network cut), it connects again with a growing wait
 * and says `onGap`: what was sent meanwhile is lost, and listeners read afresh.
 */
class PostgresListener {
  #current: Client | undefined;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;
  #wait = FIRST_RETRY_MS;

  constructor(
    private readonly makeClient: () => Client,
    private readonly channel: string,
    private readonly listener: ChannelListener,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Listens; a server down now is listened to once it is back, as after a loss. */
  async start(): Promise<void> {
    await this.#connect(false).catch((error: unknown) => {
      this.onError(error);
      this.#again();
    });
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const client = this.#current;
    this.#current = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(afterLoss: boolean) {
    const client = this.makeClient();
    client.on('notification', ({ channel, payload }) => {
      if (channel === this.channel && payload !== undefined) this.listener.onMessage(payload);
    });
    client.on('error', (error) => {
      this.onError(error);
      this.#lost(client);
    });
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) return void (await client.end().catch(() => undefined));
    this.#current = client;
    this.#wait = FIRST_RETRY_MS;
    if (afterLoss) this.listener.onGap();
  }

  #lost(client: Client) {
    if (client !== this.#current || this.#stopped) return;
    this.#current = undefined;
    client.end().catch(() => undefined);
    this.#again();
  }

  #again() {
    this.#retry = setTimeout(() => {
      this.#connect(true).catch((error: unknown) => {
        this.onError(error);
        if (!this.#stopped) this.#again();
      });
    }, this.#wait);
    this.#retry.unref();
    this.#wait = Math.min(this.#wait * 2, LONGEST_RETRY_MS);
  }
}

/** Listens on `channel` of the PostgreSQL server at `url` until the returned stop (PostgresListener). */
export async function listenOnPostgres(
  url: string,
  channel: string,
  listener: ChannelListener,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const pg = await import('pg');
  const listening = new PostgresListener(
    () => new pg.default.Client({ connectionString: url, connectionTimeoutMillis: 3000 }),
    channel,
    listener,
    onError,
  );
  await listening.start();
  return () => listening.stop();
}
