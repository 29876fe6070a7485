/** Something SQL can be sent to: the database itself, or one transaction. */
export interface Queryable {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface TransactionOptions {
  /**
   * Once aborted, the transaction runs no further statement and never commits: a caller that
   * stopped waiting (a save past its deadline) must not find its work committed later.
   */
  signal?: AbortSignal;
}

/** What a listener on a channel hears (`Database.listen`). */
export interface ChannelListener {
  /** A notification's payload, as the writing transaction committed. */
  onMessage(payload: string): void;
  /** Some notifications may have been missed: the connection that listens was lost and is back. */
  onGap(): void;
}

/**
 * One handle on the database, whichever engine is behind it. Both speak PostgreSQL, so the
 * repositories and the migrations are the same SQL for both.
 */
export interface Database extends Queryable {
  readonly kind: 'embedded' | 'postgres';
  /**
   * Whether every NOTIFY a write commits reaches this instance's listeners before the write's own
   * answer does: true for the embedded database (one process, one session, on this thread or its
   * own); a PostgreSQL server tells later, on another connection. What a cache heard can then be
   * trusted (heard-changes.ts).
   */
  readonly changesBeforeReplies: boolean;
  /**
   * Runs one write whose commit does not wait for the disk (PostgreSQL's `synchronous_commit` off):
   * a crash just after may lose it, never half of it, and the next commit that waits takes it
   * along. For what is written again every few hundred milliseconds: a generation's text so far.
   */
  unflushedWrite<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction: all of it is kept, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs one of the store's named transactions (procedures.ts) where the database is, in one
   * message: only an engine on another thread has it; on the others the store runs it itself.
   * Its own errors arrive as their classes (QuotaExceeded, NotFound), the engine's as the store's.
   */
  runProcedure?(name: string, args: unknown): Promise<unknown>;
  /**
   * Hears every NOTIFY on `channel`, from any instance on this database, until the returned stop is
   * called. A server that is down is listened to once it is back (then `onGap`).
   */
  listen(channel: string, listener: ChannelListener): Promise<() => Promise<void>>;
  /** True when a trivial query answers within the health timeout. */
  ping(): Promise<boolean>;
  /**
   * Opens the database while the server starts. The embedded one throws when its folder is in use
   * or cannot be opened (a start must fail, not every request after it); a server that is down is
   * only reported, since the app generates without it and connects when it returns.
   */
  open(): Promise<void>;
  close(): Promise<void>;
}
