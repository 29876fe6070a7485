import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database } from '@/server/store/database';
import { embeddedDatabase } from '@/server/store/embedded';
import { threadedEmbeddedDatabase } from '@/server/store/threaded-embedded';

/**
 * A Blob over bytes this process holds: PGlite reads a data folder's tar with `arrayBuffer()`, and
 * a Node Blob copies its bytes out through its own storage (about 0.35 s of CPU for the 42 MB tar,
 * at every start); this hands out a plain copy.
 */
class InMemoryBlob extends Blob {
  readonly #content: Uint8Array;
  constructor(content: Uint8Array) {
    super([]);
    this.#content = content;
  }
  override get size(): number {
    return this.#content.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#content.slice().buffer);
  }
}

/** The run's migrated tar, read once per worker (every file of the worker starts from it). */
const migratedTars = new Map<string, Promise<Uint8Array>>();

/** The run's migrated database (tests/setup-database.ts), when the run made one. */
async function migratedDatabase(): Promise<Blob | undefined> {
  const file = inject('migratedDatabaseFile');
  if (!file) return undefined;
  let tar = migratedTars.get(file);
  if (!tar) {
    tar = readFile(file).then((buffer) => new Uint8Array(buffer));
    migratedTars.set(file, tar);
  }
  return new InMemoryBlob(await tar);
}

/**
 * The tests' PostgreSQL settings: a 16 MB buffer pool instead of 128 MB, which PostgreSQL zeroes
 * at every start (about 0.45 s of CPU each, and a test database holds a few MB).
 */
export const TEST_SETTINGS = ['-c', 'shared_buffers=16MB'] as const;

/**
 * An embedded PostgreSQL in memory: a whole, migrated database that leaves no files behind,
 * started from the run's migrated copy (the migrations then find nothing to do).
 */
export function memoryDatabase(): Database {
  return embeddedDatabase(
    { kind: 'embedded', dataDir: 'memory://' },
    { startFrom: migratedDatabase, settings: TEST_SETTINGS },
  );
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

/**
 * A new data folder holding the run's migrated database, for a server started as a process: it
 * opens it as it would a folder it made before, without initdb and the migrations (about 6 s of
 * CPU of a start's 12). The caller removes the folder. Without the run's copy (a run of another
 * project), the folder is empty and the server makes the database itself.
 */
export function migratedDataFolder(prefix = 'venturekit-data-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const file = inject('migratedDatabaseFile');
  // PGlite's dump is a tar of the data folder (its names start with '/', which tar takes off).
  if (file) execFileSync('tar', ['-xf', file, '-C', dir], { stdio: 'ignore' });
  return dir;
}
