/**
 * Migration 14 on a database that already holds results: each tool goes on opening the result it
 * opened before the migration (the newest made, ties broken by insertion order), and results made
 * after it are chosen after every one of them.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '@/server/store/migrations';
import { chosenResults } from '@/server/store/migrations/0014-chosen-results';

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const migration of migrations.filter((each) => each.version < chosenResults.version))
    await db.exec(migration.sql);
});
afterAll(() => db?.close());

describe('choosing results, on a database made before it', () => {
  it('keeps the order each tool opened its results in, and puts the next result made first', async () => {
    await db.exec(`insert into workspaces (id) values ('w');
      insert into ventures (id, workspace_id, name) values ('v', 'w', 'Harvest Table');`);
    const insert = (id: string, createdAt: string) =>
      db.query(
        `insert into documents (id, workspace_id, venture_id, tool, title, inputs, result, created_at)
          values ($1, 'w', 'v', 'pitch-deck', $1, '{}', '{}', $2)`,
        [id, createdAt],
      );
    // Imported ones keep their dates, so insertion order is not the order made; two share a millisecond.
    await insert('made-second', '2025-03-02T10:00:00Z');
    await insert('made-first', '2025-03-01T10:00:00Z');
    await insert('made-third-a', '2025-03-03T10:00:00Z');
    await insert('made-third-b', '2025-03-03T10:00:00Z');
    const opened = async (order: string) =>
      (await db.query<{ id: string }>(`select id from documents order by ${order}`)).rows.map((row) => row.id);
    const before = await opened('created_at desc, seq desc');

    await db.exec(chosenResults.sql);
    expect(await opened('chosen desc')).toEqual(before);
    await insert('made-after', '2024-01-01T00:00:00Z');
    expect((await opened('chosen desc'))[0]).toBe('made-after');
  });
});
