import type { Database, Queryable } from './database';
import { StoreFull, StoreUnavailable, TransactionAborted } from './errors';

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** SQLSTATE 53100 (disk_full), or the operating system's ENOSPC / EDQUOT. */
function isDiskFull(error: unknown): boolean {
  const code = codeOf(error);
  if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
  return error instanceof Error && /no space left on device|disk quota exceeded/i.test(error.message);
}

/**
 * SQLSTATE classes that mean "not now" rather than "wrong": connection exceptions (08),
 * insufficient resources (53), operator intervention (57: a shutdown, or a statement cancelled by
 * the statement timeout). Anything without a SQLSTATE (ECONNREFUSED, a read timeout) is a
 * connection problem too.
 */
function isUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return /^(08|53|57)/.test(code);
}

/** Carries an error thrown by a transaction's own code (a failed check) past `guarded` unchanged. */
class WorkFailed {
  constructor(readonly error: unknown) {}
}

/** Runs database work, turning an engine's failures into StoreFull, StoreUnavailable or the error itself. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkFailed) throw error.error;
    if (error instanceof StoreUnavailable || error instanceof StoreFull || error instanceof TransactionAborted)
      throw error;
    if (isDiskFull(error)) throw new StoreFull(error);
    throw isUnavailable(error) ? new StoreUnavailable(error) : error;
  }
}

/** Throws TransactionAborted once the caller has stopped waiting. */
export function checkSignal(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new TransactionAborted('The transaction was abandoned by its caller');
}

/**
 * A transaction's work, each query guarded and refused once `signal` aborts, its own errors
 * marked as its own; it also refuses to finish (so the engine rolls back) when aborted meanwhile.
 */
export async function inTransaction<T>(
  work: (tx: Queryable) => Promise<T>,
  query: Queryable['query'],
  signal: AbortSignal | undefined,
): Promise<T> {
  const result = await work({
    query: (sql, params) => {
      checkSignal(signal);
      return guarded(() => query(sql, params));
    },
  }).catch((error: unknown) => {
    throw error instanceof TransactionAborted ? error : new WorkFailed(error);
  });
  checkSignal(signal);
  return result;
}

/** `Database.unflushedWrite` over an engine's transactions. */
export function unflushedWrite(transaction: Database['transaction']): Database['unflushedWrite'] {
  return (sql, params) =>
    transaction(async (tx) => {
      await tx.query('set local synchronous_commit = off');
      return tx.query(sql, params);
    });
}

/** Resolves `false` when `check` has not answered within `ms`, so a hung database cannot hang its caller. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Shares one attempt at opening and migrating; forgets a failed one so the next call tries again. */
export function once<T>(open: () => Promise<T>): () => Promise<T> {
  let opening: Promise<T> | undefined;
  return () => {
    opening ??= open().catch((error: unknown) => {
      opening = undefined;
      throw error;
    });
    return opening;
  };
}
