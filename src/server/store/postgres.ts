import type { Pool, PoolClient } from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './database';
import { guarded, inTransaction, once, unflushedWrite, within } from './engine-support';
import { DEFAULT_HEALTH_TIMEOUT_MS } from './embedded';
import { migrate } from './migrate';
import { listenOnPostgres } from './postgres-listener';

type PostgresConfig = Extract<DatabaseConfig, { kind: 'postgres' }>;

/** Longest one statement may run, by default: long enough for any of ours, short of a request's patience. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/** Opens the pool and migrates through one of its connections; a failed start leaves no pool behind. */
async function startPool(url: string, statementTimeoutMs: number, onError: (error: unknown) => void): Promise<Pool> {
  const pg = await import('pg');
  const pool = new pg.default.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10_000,
    // The server cancels a statement past this (a lock wait included)...
    statement_timeout: statementTimeoutMs,
    // ...and the client stops waiting a second later, for a server that cannot answer at all (stopped, cut off).
    query_timeout: statementTimeoutMs + 1000,
  });
  // An idle connection dropped by the server must not take the process down; the pool replaces it.
  pool.on('error', onError);
  try {
    const client = await pool.connect();
    try {
      await migrate({
        query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
        exec: async (sql) => void (await client.query(sql)),
      });
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

/** Ends a transaction on its connection; a connection that cannot even roll back is dropped, not reused. */
async function settle(client: PoolClient, failed: boolean): Promise<void> {
  if (!failed) return client.release();
  try {
    await client.query('rollback');
    client.release();
  } catch (error) {
    client.release(error instanceof Error ? error : new Error(String(error)));
  }
}

/** A PostgreSQL server through a `pg` pool, every statement bounded in time. */
export function postgresDatabase(
  {
    url,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
    healthTimeoutMs = DEFAULT_HEALTH_TIMEOUT_MS,
  }: PostgresConfig,
  onError: (error: unknown) => void,
): Database {
  let pool: Pool | undefined;
  const ready = once(async () => (pool = await startPool(url, statementTimeoutMs, onError)));
  const run = async (sql: string, params?: readonly unknown[]) =>
    (await (await ready()).query(sql, params as unknown[])).rows;
  const transaction: Database['transaction'] = async (work, { signal } = {}) =>
    guarded(async () => {
      const client = await (await ready()).connect();
      let failed = true;
      try {
        await client.query('begin');
        const result = await inTransaction(
          work,
          async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          signal,
        );
        await client.query('commit');
        failed = false;
        return result;
      } finally {
        await settle(client, failed);
      }
    });
  return {
    kind: 'postgres',
    // Notifications arrive on the listening connection, after the writer's answer and from any instance.
    changesBeforeReplies: false,
    query: async (sql, params) => guarded(() => run(sql, params)),
    transaction,
    unflushedWrite: unflushedWrite(transaction),
    listen: (channel, listener) => listenOnPostgres(url, channel, listener, onError),
    ping: () =>
      within(healthTimeoutMs, async () => {
        // pg reads query_timeout per query, though its QueryConfig type does not list it.
        await (await ready()).query({ text: 'select 1', query_timeout: healthTimeoutMs } as { text: string });
        return true;
      }),
    open: async () => {
      await ready().catch((error: unknown) => onError(error));
    },
    close: async () => {
      await pool?.end();
      pool = undefined;
    },
  };
}
