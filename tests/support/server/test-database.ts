import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@/server/store/database';
import { openDatabase } from '@/server/store/open-database';

/** An embedded PostgreSQL in memory: a whole, migrated database that leaves no files behind. */
export function memoryDatabase(): Database {
  return openDatabase({ kind: 'embedded', dataDir: 'memory://' });
}

/**
 * A file's in-memory database, started before its tests (a start takes seconds on a busy machine:
 * inside a test it would eat that test's time) and closed after them. Call at the top of a file.
 */
export function useMemoryDatabase(): Database {
  const database = memoryDatabase();
  beforeAll(() => database.open(), 60_000);
  afterAll(() => database.close());
  return database;
}
