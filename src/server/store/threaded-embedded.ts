import type { Worker } from 'node:worker_threads';
import { moduleBeside, startThread } from '../lib/threads';
import { lockDataDirUnlessInMemory } from './data-dir-lock';
import type { ChannelListener, Database } from './database';
import type { DatabaseReply, DatabaseRequest, DatabaseThreadData, ThreadError } from './database-thread-messages';
import { DEFAULT_HEALTH_TIMEOUT_MS, type EmbeddedConfig } from './embedded';
import { guarded, inTransaction, within } from './engine-support';
import {
  DatabaseStartError,
  NotFound,
  QuotaExceeded,
  Refused,
  StoreFull,
  StoreUnavailable,
  TransactionAborted,
} from './errors';

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
    // A procedure's own refusals (procedures.ts), which its caller tells apart by class.
    NotFound: () => new NotFound(message),
    QuotaExceeded: () => new QuotaExceeded(message),
    Refused: () => new Refused(message),
  };
  const error = known[name]?.() ?? Object.assign(new Error(message), { name });
  if (stack) error.stack = stack;
  return Object.assign(error, fields);
}

/**
 * The messages to and from one database thread, started on the first call; after it stops (it
 * crashed), the next call starts another, which listens again to what the one before it did.
 */
class ThreadLink {
  readonly #waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  readonly listening = new Map<number, { channel: string; listener: ChannelListener }>();
  #nextId = 1;
  #thread: Worker | undefined;

  constructor(
    readonly threadUrl: URL,
    readonly data: DatabaseThreadData,
  ) {}

  get running(): boolean {
    return this.#thread !== undefined;
  }

  newId(): number {
    return this.#nextId++;
  }

  call<T>(request: WithoutId<DatabaseRequest>, id = this.newId()): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      const to = this.#started();
      to.ref();
      to.postMessage({ ...request, id });
    });
  }

  /** Ends the thread once it has closed the database. */
  async close(): Promise<void> {
    const closing = this.#thread;
    if (!closing) return;
    await this.call({ op: 'close' }).catch(() => undefined);
    this.listening.clear();
    this.#stopped(closing, new Error('The database was closed'));
    await closing.terminate();
  }

  /** Fails whatever waited on `which` (when it is still the thread): the next call starts another. */
  #stopped(which: Worker, reason: Error): void {
    if (which !== this.#thread) return;
    this.#thread = undefined;
    for (const { reject } of this.#waiting.values()) reject(new StoreUnavailable(reason));
    this.#waiting.clear();
    for (const { listener } of this.listening.values()) listener.onGap();
  }

  #started(): Worker {
    if (this.#thread) return this.#thread;
    const next = startThread(this.threadUrl, { workerData: this.data });
    this.#thread = next;
    next.on('message', (reply: DatabaseReply) => {
      if ('notify' in reply) return this.listening.get(reply.notify)?.listener.onMessage(reply.payload);
      const waiter = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      // The thread keeps the process alive only while something waits on it, as a socket would.
      if (this.#waiting.size === 0) next.unref();
      if (reply.ok) waiter?.resolve(reply.value as never);
      else waiter?.reject(fromThreadError(reply.error));
    });
    next.on('error', (error) => this.#stopped(next, error));
    next.on('exit', (code) => this.#stopped(next, new Error(`The database thread stopped (exit code ${code})`)));
    for (const [id, { channel }] of this.listening)
      next.postMessage({ id: this.newId(), op: 'listen', channel, listener: id } satisfies DatabaseRequest);
    return next;
  }
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
  const lock = lockDataDirUnlessInMemory(config.dataDir);
  const healthTimeoutMs = config.healthTimeoutMs ?? DEFAULT_HEALTH_TIMEOUT_MS;
  const link = new ThreadLink(threadUrl, { config, ...(startFromFile ? { startFromFile } : {}) });
  return {
    kind: 'embedded',
    // The thread posts a notification as its PGlite hears it, before the reply to the write that made it.
    changesBeforeReplies: true,
    query: (sql, params) => guarded(() => link.call({ op: 'query', sql, params })),
    // One message: the thread runs the whole transaction the write takes.
    unflushedWrite: (sql, params) => guarded(() => link.call({ op: 'unflushed', sql, params })),
    transaction: (work, { signal } = {}) =>
      guarded(async () => {
        const tx = link.newId();
        await link.call({ op: 'begin' }, tx);
        try {
          const result = await inTransaction(
            work,
            (sql, params) => link.call({ op: 'tx-query', tx, sql, params }),
            signal,
          );
          await link.call({ op: 'end', tx, commit: true });
          return result;
        } catch (error) {
          await link.call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
      }),
    // Not guarded: the thread's engine already told its failures (StoreUnavailable…) from the procedure's own errors.
    runProcedure: (name, args) => link.call({ op: 'procedure', name, args }),
    listen: async (channel, listener) => {
      const id = link.newId();
      link.listening.set(id, { channel, listener });
      try {
        await link.call({ op: 'listen', channel, listener: id });
      } catch (error) {
        link.listening.delete(id);
        throw error;
      }
      return async () => {
        link.listening.delete(id);
        if (link.running) await link.call({ op: 'unlisten', listener: id });
      };
    },
    ping: () => within(healthTimeoutMs, () => link.call<boolean>({ op: 'ping' })),
    open: () => link.call({ op: 'open' }),
    close: async () => {
      await link.close();
      lock?.release();
    },
  };
}
