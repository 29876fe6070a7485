import { openDatabase, type Database } from '@/server/store/database';

/** An embedded PostgreSQL in memory: a whole, migrated database that leaves no files behind. */
export function memoryDatabase(): Database {
  return openDatabase({ kind: 'embedded', dataDir: 'memory://' });
}
