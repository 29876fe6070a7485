/**
 * Vitest's global setup for the Node tests: one embedded database made and migrated for the whole
 * run, its files kept in a temporary file, from which each test file's in-memory database starts
 * (tests/support/server/test-database.ts). Making one took about 6 s of CPU (initdb and every
 * migration in WebAssembly), once per test file that had a database.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePGlite } from '../src/server/store/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's files (PGlite's dumpDataDir), for memory databases to start from. */
    migratedDatabaseFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await migratePGlite(db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  const folder = mkdtempSync(join(tmpdir(), 'venturekit-test-db-'));
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedDatabaseFile', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
