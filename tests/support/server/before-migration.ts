import type { PGlite } from '@electric-sql/pglite';
import { migrations } from '@/server/store/migrations';

/** A throwaway embedded database as it was before migration `version`, for a test of that migration. */
export interface DatabaseBefore {
  query: <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;
  exec: (sql: string) => Promise<unknown>;
  /** Runs the migration under test. */
  upgrade: () => Promise<unknown>;
}

/** Runs `test` on a fresh PGlite migrated up to (not including) `version`, and closes it. */
export async function beforeMigration(version: number, test: (db: DatabaseBefore) => Promise<void>): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db: PGlite = await PGlite.create();
  try {
    const upgrade = migrations.find((migration) => migration.version === version)!;
    for (const migration of migrations.filter((earlier) => earlier.version < version)) await db.exec(migration.sql);
    await test({
      query: async <Row>(sql: string, params: unknown[] = []) => (await db.query<Row>(sql, params)).rows,
      exec: (sql) => db.exec(sql),
      upgrade: () => db.exec(upgrade.sql),
    });
  } finally {
    await db.close();
  }
}

/** A workspace with a venture, a deck and a share link of it ('ws', 'v', 'd', 'l'), as every migration since 10 has them. */
export const A_SHARED_DECK = `insert into workspaces (id) values ('ws');
  insert into ventures (id, workspace_id, name) values ('v', 'ws', 'Harvest Table');
  insert into documents (id, workspace_id, venture_id, tool, title, inputs, result)
    values ('d', 'ws', 'v', 'pitch-deck', 'Deck', '{}', '{}');
  insert into share_links (id, workspace_id, document_id, token_hash, hint) values ('l', 'ws', 'd', 'h', 'abcd');`;
