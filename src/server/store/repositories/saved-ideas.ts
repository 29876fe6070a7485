import { businessIdea } from '@/core/tools/ideas/schema';
import type { SavedIdeaView } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { iso, json, newId, sha256 } from '../rows';
import { assertRoom, bytesOf } from './quota';

interface IdeaRow {
  id: string;
  name: string;
  description: string;
  idea: unknown;
  created_at: Date | string;
}

const view = (row: IdeaRow): SavedIdeaView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  idea: row.idea,
  createdAt: iso(row.created_at),
});

/** Same name and description, same idea: saving it again keeps one. */
export const fingerprintOf = (name: string, description: string) => sha256(`${name.trim()}\u0000${description.trim()}`);

/** Saved ideas. `save` checks the workspace's quotas: call it under the workspace's lock (store.ts). */
export function savedIdeaRepository(db: Queryable) {
  return {
    async list(workspaceId: string): Promise<SavedIdeaView[]> {
      return (
        await db.query<IdeaRow>(
          'select id, name, description, idea, created_at from saved_ideas where workspace_id = $1 order by created_at desc, seq desc',
          [workspaceId],
        )
      ).map(view);
    },

    /** Saves the idea, or returns the copy already saved. */
    async save(workspaceId: string, idea: unknown, createdAt?: string): Promise<SavedIdeaView> {
      const checked = businessIdea.parse(idea);
      const key = fingerprintOf(checked.name, checked.description);
      const [existing] = await db.query<IdeaRow>(
        'select id, name, description, idea, created_at from saved_ideas where workspace_id = $1 and fingerprint = $2',
        [workspaceId, key],
      );
      if (existing) return view(existing);
      const bytes = bytesOf(checked);
      await assertRoom(db, workspaceId, { savedIdeas: 1, bytes });
      const [row] = await db.query<IdeaRow>(
        `insert into saved_ideas (id, workspace_id, fingerprint, name, description, idea, created_at, bytes)
         values ($1, $2, $3, $4, $5, $6::jsonb, coalesce($7::timestamptz, now()), $8)
         on conflict (workspace_id, fingerprint) do update set name = excluded.name
         returning id, name, description, idea, created_at`,
        [newId(), workspaceId, key, checked.name, checked.description, json(checked), createdAt ?? null, bytes],
      );
      return view(row!);
    },

    async remove(workspaceId: string, id: string): Promise<void> {
      const deleted = await db.query('delete from saved_ideas where id = $1 and workspace_id = $2 returning id', [
        id,
        workspaceId,
      ]);
      if (deleted.length === 0) throw new NotFound('No such saved idea');
    },
  };
}
