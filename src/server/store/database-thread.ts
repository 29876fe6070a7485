/**
 * The database thread: the embedded database (PGlite) on a worker thread of its own. PostgreSQL
 * in WebAssembly runs each statement synchronously; on the server's thread that time was taken
 * from every request, the health check included (about 40% of the event loop under the mixed load
 * of npm run bench:load). Here it runs beside the event loop, which only passes messages.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import type { Queryable } from './database';
import {
  toThreadError,
  type DatabaseReply,
  type DatabaseRequest,
  type DatabaseThreadData,
} from './database-thread-messages';
import { unlockedEmbeddedDatabase } from './embedded';
import { runProcedureHere } from './procedures';

const { config, startFromFile } = workerData as DatabaseThreadData;
const database = unlockedEmbeddedDatabase(
  config,
  startFromFile ? { startFrom: async () => new Blob([await readFile(startFromFile)]) } : {},
);

/** Thrown inside a transaction the server's thread ended without committing: it rolls back. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Queryable;
  /** Ends the transaction: true commits. */
  end(commit: boolean): void;
  /** Settles when the transaction has committed or rolled back. */
  done: Promise<void>;
}

const transactions = new Map<number, OpenTransaction>();
const listeners = new Map<number, () => Promise<void>>();

/** Opens a transaction whose statements arrive one message at a time; resolves once it has begun. */
async function begin(id: number): Promise<void> {
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  let begun!: (tx: Queryable) => void;
  const opened = new Promise<Queryable>((resolve) => (begun = resolve));
  const done = database
    .transaction(async (tx) => {
      begun(tx);
      if (!(await ended)) throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  // A transaction that cannot begin (the database will not open) fails here, with its reason.
  const tx = await Promise.race([opened, done.then(() => undefined)]);
  if (!tx) throw new Error('The transaction ended before it began');
  transactions.set(id, { tx, end, done });
}

async function handle(request: DatabaseRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      return database.open();
    case 'ping':
      return database.ping();
    case 'close':
      return database.close();
    case 'query':
      return database.query(request.sql, request.params);
    case 'unflushed':
      return database.unflushedWrite(request.sql, request.params);
    case 'begin':
      return begin(request.id);
    case 'tx-query': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('No such transaction');
      return open.tx.query(request.sql, request.params);
    }
    case 'procedure':
      return runProcedureHere(database, request.name, request.args);
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) return undefined;
      transactions.delete(request.tx);
      open.end(request.commit);
      return open.done;
    }
    case 'listen': {
      const { listener } = request;
      const stop = await database.listen(request.channel, {
        onMessage: (payload) => parentPort?.postMessage({ notify: listener, payload } satisfies DatabaseReply),
        onGap: () => undefined,
      });
      listeners.set(listener, stop);
      return undefined;
    }
    case 'unlisten': {
      const stop = listeners.get(request.listener);
      listeners.delete(request.listener);
      return stop?.();
    }
  }
}

parentPort?.on('message', (request: DatabaseRequest) => {
  handle(request).then(
    (value) => parentPort?.postMessage({ id: request.id, ok: true, value } satisfies DatabaseReply),
    (error: unknown) =>
      parentPort?.postMessage({ id: request.id, ok: false, error: toThreadError(error) } satisfies DatabaseReply),
  );
});
