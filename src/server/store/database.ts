import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { DatabaseConfig } from '../config';
import { migrate } from './migrate';

/** Something SQL can be sent to: the database itself, or one transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * One handle on the database, whichever engine is behind it. Both speak PostgreSQL, so the
 * repositories and the migrations are the same SQL for both.
 */
export interface Database extends Queryable {
  readonly kind: 'embedded' | 'postgres';
  /** Runs `work` in one transaction: all of it is kept, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** True when a trivial query answers now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** The database cannot be reached (down, restarting, out of connections): a 503, not a bug. */
export class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
  }
}

/**
 * SQLSTATE classes that mean "not now" rather than "wrong": connection exceptions (08),
 * insufficient resources (53) and operator intervention (57, e.g. a server shutting down).
 * Anything without a SQLSTATE (ECONNREFUSED, a timeout) is a connection problem too.
 */
function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return /^(08|53|57)/.test(code);
}

/** Carries an error thrown by a transaction's own code (a failed check) past `guarded` unchanged. */
class WorkFailed {
  constructor(readonly error: unknown) {}
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkFailed) throw error.error;
    if (error instanceof StoreUnavailable) throw error;
    throw isUnavailable(error) ? new StoreUnavailable(error) : error;
  }
}

/** A transaction's work, its queries guarded and its own errors marked as its own. */
function inTransaction<T>(work: (tx: Queryable) => Promise<T>, query: Queryable['query']): Promise<T> {
  return work({ query: (sql, params) => guarded(() => query(sql, params)) }).catch((error: unknown) => {
    throw new WorkFailed(error);
  });
}

/**
 * Opens (lazily) and migrates the database the configuration names. Nothing connects until the
 * first query, so the server starts, and generates, even while the database is down; a failed
 * start is retried on the next query, so the app recovers without a restart.
 */
export function openDatabase(config: DatabaseConfig, onError: (error: unknown) => void = () => undefined): Database {
  return config.kind === 'postgres' ? postgresDatabase(config.url, onError) : embeddedDatabase(config.dataDir);
}

/** Shares one attempt at opening and migrating; forgets a failed one so the next call tries again. */
function once<T>(open: () => Promise<T>): () => Promise<T> {
  let opening: Promise<T> | undefined;
  return () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
}

function embeddedDatabase(dataDir: string): Database {
  let instance: PGlite | undefined;
  const ready = once(async () => {
    // Loaded only when used: the PostgreSQL-server deployment never pays for the WebAssembly build.
    const { PGlite } = await import('@electric-sql/pglite');
    const db = dataDir.startsWith('memory://') ? await PGlite.create() : await PGlite.create(dataDir);
    await migrate({
      query: async (sql, params) => (await db.query(sql, params as unknown[])).rows,
      exec: (sql) => db.exec(sql),
    });
    instance = db;
    return db;
  });
  return {
    kind: 'embedded',
    query: async (sql, params) =>
      guarded(async () => (await (await ready()).query<never>(sql, params as unknown[])).rows),
    transaction: async (work) =>
      guarded(async () =>
        (await ready()).transaction((tx) =>
          inTransaction(work, async (sql, params) => (await tx.query<never>(sql, params as unknown[])).rows),
        ),
      ),
    ping: async () => {
      try {
        await (await ready()).query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await instance?.close();
      instance = undefined;
    },
  };
}

function postgresDatabase(url: string, onError: (error: unknown) => void): Database {
  let pool: Pool | undefined;
  const ready = once(async () => {
    const pg = await import('pg');
    const created = new pg.default.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10_000,
    });
    // An idle connection dropped by the server must not take the process down; the pool replaces it.
    created.on('error', onError);
    try {
      const client = await created.connect();
      try {
        await migrate({
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
      } finally {
        client.release();
      }
    } catch (error) {
      await created.end().catch(() => undefined);
      throw error;
    }
    pool = created;
    return created;
  });
  const run = async (sql: string, params?: readonly unknown[]) =>
    (await (await ready()).query(sql, params as unknown[])).rows;
  return {
    kind: 'postgres',
    query: async (sql, params) => guarded(() => run(sql, params)),
    transaction: async (work) =>
      guarded(async () => {
        const client = await (await ready()).connect();
        try {
          await client.query('begin');
          const result = await inTransaction(
            work,
            async (sql, params) => (await client.query(sql, params as unknown[])).rows,
          );
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      }),
    ping: async () => {
      try {
        await run('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await pool?.end();
      pool = undefined;
    },
  };
}
