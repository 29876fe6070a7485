import type { DatabaseConfig } from '../config';
import type { Database } from './database';
import { embeddedDatabase } from './embedded';
import { postgresDatabase } from './postgres';
import { threadedEmbeddedDatabase } from './threaded-embedded';

/**
 * The database the configuration names. The embedded one locks its folder at once (a second
 * server on it is refused); nothing else happens until `open` or the first query. It runs on the
 * event loop's thread, or with DATABASE_THREAD on a thread of its own (threaded-embedded.ts: the
 * event loop freed of its statements, at a cost per transaction; docs/decisions.md).
 */
export function openDatabase(config: DatabaseConfig, onError: (error: unknown) => void = () => undefined): Database {
  return config.kind === 'postgres'
    ? postgresDatabase(config, onError)
    : config.thread
      ? threadedEmbeddedDatabase(config)
      : embeddedDatabase(config);
}
