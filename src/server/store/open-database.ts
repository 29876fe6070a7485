import type { DatabaseConfig } from '../config';
import type { Database } from './database';
import { postgresDatabase } from './postgres';
import { threadedEmbeddedDatabase } from './threaded-embedded';

/**
 * The database the configuration names. The embedded one locks its folder at once (a second
 * server on it is refused); nothing else happens until `open` or the first query.
 */
export function openDatabase(config: DatabaseConfig, onError: (error: unknown) => void = () => undefined): Database {
  return config.kind === 'postgres' ? postgresDatabase(config, onError) : threadedEmbeddedDatabase(config);
}
