import type { EmbeddedConfig } from './embedded';

/** What the database thread starts with (its `workerData`). */
export interface DatabaseThreadData {
  config: EmbeddedConfig;
  /** For `memory://`: a file of PGlite's `dumpDataDir` to start from (the test suite's migrated database). */
  startFromFile?: string;
}

/** A request to the database thread; `id` pairs it with its reply. */
export type DatabaseRequest = { id: number } & (
  | { op: 'open' | 'ping' | 'close' }
  | { op: 'query' | 'unflushed'; sql: string; params?: readonly unknown[] }
  /** Opens a transaction; its statements follow as `tx-query`, its end as `end`. */
  | { op: 'begin' }
  | { op: 'tx-query'; tx: number; sql: string; params?: readonly unknown[] }
  | { op: 'end'; tx: number; commit: boolean }
  /** One of the store's transactions, run whole on the thread (procedures.ts). */
  | { op: 'procedure'; name: string; args: unknown }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
);

/** An error as it crosses the thread: its class by name, and the fields callers read (`code`). */
export interface ThreadError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

export type DatabaseReply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: ThreadError }
  /** A notification on a channel a listener asked for. */
  | { notify: number; payload: string };

/** The primitive own fields of an error (PostgreSQL's `code`, `detail`, `constraint`…), so they survive the copy. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: ThreadError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[key] = value;
  }
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), fields };
}
