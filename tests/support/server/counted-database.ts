import type { Database, Queryable } from '@/server/store/database';

/** A database that counts the statements sent to it, in transactions too. */
export interface CountedDatabase extends Database {
  /** Every statement sent since the last `reset`, in order. */
  readonly statements: readonly string[];
  reset(): void;
}

/** Wraps `database` so a test can count what a request costs in statements (`begin` and `commit` aside). */
export function countedDatabase(database: Database): CountedDatabase {
  let statements: string[] = [];
  const counted = (target: Queryable): Queryable['query'] =>
    ((sql: string, params?: readonly unknown[]) => {
      statements.push(sql.replace(/\s+/g, ' ').trim());
      return target.query(sql, params);
    }) as Queryable['query'];
  return {
    get kind() {
      return database.kind;
    },
    get changesBeforeReplies() {
      return database.changesBeforeReplies;
    },
    query: counted(database),
    transaction: (work, options) => database.transaction((tx) => work({ query: counted(tx) }), options),
    unflushedWrite: counted({ query: (sql, params) => database.unflushedWrite(sql, params) }),
    listen: (channel, listener) => database.listen(channel, listener),
    ping: () => database.ping(),
    open: () => database.open(),
    close: () => database.close(),
    get statements() {
      return statements;
    },
    reset: () => void (statements = []),
  };
}
