import { WORKSPACE_QUOTAS, type VentureDraft, type VentureSummary } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { NotFound, QuotaExceeded } from '../errors';
import { newId } from '../rows';
import { ventureSummary } from './workspaces';

export function ventureRepository(db: Queryable) {
  return {
    /** Adds a venture and makes it the current one. */
    async create(workspaceId: string, draft: VentureDraft): Promise<VentureSummary> {
      const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
        'select count(*)::int as count from ventures where workspace_id = $1',
        [workspaceId],
      );
      if (count >= WORKSPACE_QUOTAS.ventures)
        throw new QuotaExceeded(`A workspace holds at most ${WORKSPACE_QUOTAS.ventures} ventures.`);
      const [row] = await db.query<Parameters<typeof ventureSummary>[0]>(
        'insert into ventures (id, workspace_id, name, description) values ($1, $2, $3, $4) returning id, name, description, created_at',
        [newId(), workspaceId, draft.name, draft.description],
      );
      await db.query('update workspaces set current_venture_id = $2 where id = $1', [workspaceId, row!.id]);
      return ventureSummary(row!);
    },

    /**
     * The venture a generation is stored in: the one named (it must be this workspace's), else the
     * current one, else none yet.
     */
    async resolve(workspaceId: string, ventureId?: string): Promise<string | null> {
      if (ventureId) {
        const found = await db.query('select 1 from ventures where id = $1 and workspace_id = $2', [
          ventureId,
          workspaceId,
        ]);
        if (found.length === 0) throw new NotFound('No such venture');
        return ventureId;
      }
      const [row] = await db.query<{ id: string }>(
        `select v.id from ventures v join workspaces w on w.id = v.workspace_id
          where v.workspace_id = $1 order by (v.id = w.current_venture_id) desc, v.created_at desc, v.seq desc limit 1`,
        [workspaceId],
      );
      return row?.id ?? null;
    },
  };
}
