import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '@/server/store/database';
import { embeddedDatabase } from '@/server/store/embedded';
import { threadedEmbeddedDatabase } from '@/server/store/threaded-embedded';

/** The run's migrated database (tests/setup-database.ts), when the run made one. */
async function migratedDatabase(): Promise<Blob | undefined> {
  const file = inject('migratedDatabaseFile');
  return file ? new Blob([await readFile(file)]) : undefined;
}

/**
 * An embedded PostgreSQL in memory: a whole, migrated database that leaves no files behind,
 * started from the run's migrated copy (the migrations then find nothing to do).
 */
export function memoryDatabase(): Database {
  return embeddedDatabase({ kind: 'embedded', dataDir: 'memory://' }, { startFrom: migratedDatabase });
}

/** The same, on a thread of its own, as the server runs it (threaded-embedded.ts). */
export function threadedMemoryDatabase(): Database {
  const file = inject('migratedDatabaseFile');
  return threadedEmbeddedDatabase({ kind: 'embedded', dataDir: 'memory://' }, file ? { startFromFile: file } : {});
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
