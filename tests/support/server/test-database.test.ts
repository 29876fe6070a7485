import { describe, expect, it } from 'vitest';
import { migrations } from '@/server/store/migrations';
import { memoryDatabase, useMemoryDatabase } from './test-database';

// The tests' databases are started from the run's migrated copy with smaller settings
// (test-database.ts): what a file's tests then meet must be the migrated database, whole.
describe('a test file’s in-memory database', () => {
  const database = useMemoryDatabase();

  it('starts from the run’s migrated copy, not from an initdb of its own', async () => {
    const other = memoryDatabase();
    try {
      const [mine] = await database.query<{ id: string }>(
        'select system_identifier::text as id from pg_control_system()',
      );
      const [theirs] = await other.query<{ id: string }>(
        'select system_identifier::text as id from pg_control_system()',
      );
      // initdb draws a new identifier; two copies of one dump share it.
      expect(theirs?.id).toBe(mine?.id);
    } finally {
      await other.close();
    }
  });

  it('has every migration applied', async () => {
    const rows = await database.query<{ version: number }>('select version from schema_migrations order by version');
    expect(rows.map((row) => row.version)).toEqual(migrations.map((migration) => migration.version));
  });

  it('runs with the tests’ settings on top of PGlite’s own', async () => {
    const setting = async (name: string) =>
      (await database.query<{ setting: string }>(`select current_setting('${name}') as setting`))[0]?.setting;
    expect(await setting('shared_buffers')).toBe('16MB');
    // PGlite's own start parameters are kept, not replaced.
    expect(await setting('search_path')).toBe('public');
    expect(await setting('max_worker_processes')).toBe('0');
  });
});
