import type { Worker } from 'node:worker_threads';
import { moduleBeside, startThread } from '../lib/threads';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import type { ChannelListener, Database } from './database';
import type { DatabaseReply, DatabaseRequest, DatabaseThreadData, ThreadError } from './database-thread-messages';
import { DEFAULT_HEALTH_TIMEOUT_MS, type EmbeddedConfig } from './embedded';
import { guarded, inTransaction, within } from './engine-support';
import { DatabaseStartError, StoreFull, StoreUnavailable, TransactionAborted } from './errors';

/** The database thread's module (database-thread.ts; built, dist/server/database-thread.js). */
export function databaseThreadUrl(): URL {
  return moduleBeside(import.meta.url, 'database-thread');
}

/** Distributes a Request over its variants, so each keeps its own fields once `id` is taken off. */
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The error a caller on this thread would have had from the engine itself: its class, message and fields. */
function fromThreadError({ name, message, stack, fields }: ThreadError): Error {
  const known: Record<string, () => Error> = {
    StoreUnavailable: () => new StoreUnavailable(new Error(message)),
    StoreFull: () => new StoreFull(new Error(message)),
    TransactionAborted: () => new TransactionAborted(message),
    DatabaseStartError: () => new DatabaseStartError(message),
  };
  const error = known[name]?.() ?? Object.assign(new Error(message), { name });
  if (stack) error.stack = stack;
  return Object.assign(error, fields);
}

/**
 * The embedded database on a thread of its own (database-thread.ts), so its statements never run
 * on the event loop. The folder is locked here, at once, as embeddedDatabase does; the thread
 * starts with the first call. A thread that stops (it crashed) fails what was waiting on it; the
 * next call starts another on the same folder, and listeners hear a gap.
 */
export function threadedEmbeddedDatabase(
  config: EmbeddedConfig,
  { threadUrl = databaseThreadUrl(), startFromFile }: { threadUrl?: URL; startFromFile?: string } = {},
): Database {
  const lock: DataDirLock | undefined = config.dataDir.startsWith('memory://')
    ? undefined
    : lockDataDir(config.dataDir);
  const healthTimeoutMs = config.healthTimeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS;
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  const listening = new Map<number, { channel: string; listener: ChannelListener }>();
  let nextId = 1;
  let thread: Worker | undefined;

  /** Fails whatever waited on `which` (when it is still the thread): the next call starts another. */
  const stopped = (which: Worker, reason: Error) => {
    if (which !== thread) return;
    thread = undefined;
    for (const { reject } of waiting.values()) reject(new StoreUnavailable(reason));
    waiting.clear();
    for (const { listener } of listening.values()) listener.onGap();
  };

  const started = (): Worker => {
    if (thread) return thread;
    const next = startThread(threadUrl, {
      workerData: { config, ...(startFromFile ? { startFromFile } : {}) } satisfies DatabaseThreadData,
    });
    thread = next;
    next.on('message', (reply: DatabaseReply) => {
      if ('notify' in reply) return listening.get(reply.notify)?.listener.onMessage(reply.payload);
      const waiter = waiting.get(reply.id);
      waiting.delete(reply.id);
      // The thread keeps the process alive only while something waits on it, as a socket would.
      if (waiting.size === 0) next.unref();
      if (reply.ok) waiter?.resolve(reply.value as never);
      else waiter?.reject(fromThreadError(reply.error));
    });
    next.on('error', (error) => stopped(next, error));
    next.on('exit', (code) => stopped(next, new Error(`The database thread stopped (exit code ${code})`)));
    // A thread started after a crash listens again to what the one before it did.
    for (const [id, { channel }] of listening) next.postMessage({ id: nextId++, op: 'listen', channel, listener: id });
    return next;
  };

  const call = <T>(request: WithoutId<DatabaseRequest>, id = nextId++): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      const to = started();
      to.ref();
      to.postMessage({ ...request, id });
    });

  return {
    kind: 'embedded',
    query: (sql, params) => guarded(() => call({ op: 'query', sql, params })),
    // One message: the thread runs the whole transaction the write takes.
    unflushedWrite: (sql, params) => guarded(() => call({ op: 'unflushed', sql, params })),
    transaction: (work, { signal } = {}) =>
      guarded(async () => {
        const tx = nextId++;
        await call({ op: 'begin' }, tx);
        try {
          const result = await inTransaction(work, (sql, params) => call({ op: 'tx-query', tx, sql, params }), signal);
          await call({ op: 'end', tx, commit: true });
          return result;
        } catch (error) {
          await call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
      }),
    listen: async (channel, listener) => {
      const id = nextId++;
      listening.set(id, { channel, listener });
      try {
        await call({ op: 'listen', channel, listener: id });
      } catch (error) {
        listening.delete(id);
        throw error;
      }
      return async () => {
        listening.delete(id);
        if (thread) await call({ op: 'unlisten', listener: id });
      };
    },
    ping: () => within(healthTimeoutMs, () => call<boolean>({ op: 'ping' })),
    open: () => call({ op: 'open' }),
    close: async () => {
      const closing = thread;
      if (closing) {
        await call({ op: 'close' }).catch(() => undefined);
        listening.clear();
        stopped(closing, new Error('The database was closed'));
        await closing.terminate();
      }
      lock?.release();
    },
  };
}
