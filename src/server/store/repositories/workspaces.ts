import type { VentureSummary, WorkspaceView } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { iso } from '../rows';

export interface VentureRow {
  id: string;
  name: string;
  description: string;
  industry: string;
  target_market: string;
  region: string;
  created_at: Date | string;
}

/** The columns a VentureRow is read from, for every statement that returns ventures. */
export const VENTURE_COLUMNS = 'id, name, description, industry, target_market, region, created_at';

export const ventureSummary = (row: VentureRow): VentureSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  industry: row.industry,
  targetMarket: row.target_market,
  region: row.region,
  createdAt: iso(row.created_at),
});

/**
 * The venture the tool screens work in, as SQL over a workspace row `w`: the member's own choice
 * (`$account`, null for a guest), else the workspace's (migration 24).
 */
export const currentVentureOf = (account: string) =>
  `coalesce((select m.current_venture_id from workspace_members m where m.workspace_id = w.id and m.account_id = ${account}), w.current_venture_id)`;

/**
 * Makes `ventureId` current: for the member `accountId` alone, or for the workspace (a guest's, and
 * its members' until they choose) when there is no member, or when the workspace had none yet.
 */
export async function makeCurrent(db: Queryable, workspaceId: string, ventureId: string, accountId?: string) {
  await db.query(
    'update workspaces set current_venture_id = $2 where id = $1 and ($3::text is null or current_venture_id is null)',
    [workspaceId, ventureId, accountId ?? null],
  );
  if (accountId)
    await db.query('update workspace_members set current_venture_id = $3 where workspace_id = $1 and account_id = $2', [
      workspaceId,
      accountId,
      ventureId,
    ]);
}

export function workspaceRepository(db: Queryable) {
  return {
    async exists(id: string): Promise<boolean> {
      return (await db.query('select 1 from workspaces where id = $1', [id])).length > 0;
    },

    async create(id: string): Promise<void> {
      await db.query('insert into workspaces (id) values ($1) on conflict (id) do nothing', [id]);
    },

    /** The ventures, oldest first, and the one the tool screens work in (for `accountId`, a member). */
    async view(id: string, accountId?: string): Promise<WorkspaceView> {
      const [workspace] = await db.query<{ current_venture_id: string | null }>(
        `select ${currentVentureOf('$2::text')} as current_venture_id from workspaces w where w.id = $1`,
        [id, accountId ?? null],
      );
      if (!workspace) return { ventures: [], currentVentureId: null };
      const ventures = await db.query<VentureRow>(
        `select ${VENTURE_COLUMNS} from ventures where workspace_id = $1 order by created_at, seq`,
        [id],
      );
      const current = ventures.find((venture) => venture.id === workspace.current_venture_id) ?? ventures.at(-1);
      return { ventures: ventures.map(ventureSummary), currentVentureId: current?.id ?? null };
    },

    /** Switches the venture the tool screens work in: the member's own (`accountId`), or the guest's workspace's. */
    async setCurrent(id: string, ventureId: string, accountId?: string): Promise<void> {
      const found = await db.query('select 1 from ventures where id = $2 and workspace_id = $1', [id, ventureId]);
      if (found.length === 0) throw new NotFound('No such venture');
      await makeCurrent(db, id, ventureId, accountId);
    },

    /** Everything goes with it: ventures, documents and saved ideas cascade. */
    async remove(id: string): Promise<void> {
      await db.query('delete from workspaces where id = $1', [id]);
    },
  };
}
