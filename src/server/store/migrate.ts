import { migrations } from './migrations';

/** What migrating needs of a connection: statements with parameters, and a script of several. */
export interface MigrationTarget {
  query(sql: string, params?: readonly unknown[]): Promise<unknown[]>;
  exec(sql: string): Promise<unknown>;
}

/** Any fixed number: the advisory lock every instance takes while it migrates. */
const MIGRATION_LOCK = 730_415_002;

/**
 * Applies the migrations not yet applied, in order, in one transaction under an advisory lock:
 * two instances starting together take turns, and the second finds nothing left to do.
 */
export async function migrate(target: MigrationTarget): Promise<void> {
  await target.exec('begin');
  try {
    await target.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await target.exec(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const rows = (await target.query('select version from schema_migrations')) as { version: number }[];
    const applied = new Set(rows.map((row) => row.version));
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await target.exec(migration.sql);
      await target.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    await target.exec('commit');
  } catch (error) {
    await target.exec('rollback').catch(() => undefined);
    throw error;
  }
}
