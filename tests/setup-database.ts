/**
 * Vitest's global setup for the Node tests: one embedded database made and migrated, its files
 * kept in a file from which each test file's in-memory database starts, and the folders of
 * servers started as processes (tests/support/server/test-database.ts). Making one takes about
 * 6 s of CPU (initdb and every migration in WebAssembly), so it is made once per set of
 * migrations and PGlite version and kept in node_modules/.cache: later runs, and the run
 * tests/new-tool.test.ts makes inside this one, start from it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratePGlite } from '../src/server/store/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database's files (PGlite's dumpDataDir), for memory databases to start from. */
    migratedDatabaseFile: string;
  }
}

const ROOT = resolve(import.meta.dirname, '..');

/** What the migrated database depends on: every migration, the code that runs them, and PGlite's version. */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const store = join(ROOT, 'src/server/store');
  const migrations = join(store, 'migrations');
  for (const name of readdirSync(migrations).sort()) hash.update(name).update(readFileSync(join(migrations, name)));
  hash.update(readFileSync(join(store, 'migrate.ts')));
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function makeMigratedDump(file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  await migratePGlite(db);
  const dump = await db.dumpDataDir('none');
  await db.close();
  // Whole or not at all: a run beside this one may read it meanwhile.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

export default async function setup(project: TestProject): Promise<void> {
  const folder = join(ROOT, 'node_modules/.cache/venturekit-test-db');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `migrated-${migrationsKey()}.tar`);
  if (!existsSync(file)) {
    await makeMigratedDump(file);
    // Older sets of migrations are not started from again.
    for (const name of readdirSync(folder))
      if (/^migrated-.*\.tar$/.test(name) && join(folder, name) !== file) rmSync(join(folder, name), { force: true });
  }
  project.provide('migratedDatabaseFile', file);
}
