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

export function workspaceRepository(db: Queryable) {
  return {
    async exists(id: string): Promise<boolean> {
      return (await db.query('select 1 from workspaces where id = $1', [id])).length > 0;
    },

    async create(id: string): Promise<void> {
      await db.query('insert into workspaces (id) values ($1) on conflict (id) do nothing', [id]);
    },

    /** The ventures, oldest first, and the one the tool screens work in. */
    async view(id: string): Promise<WorkspaceView> {
      const [workspace] = await db.query<{ current_venture_id: string | null }>(
        'select current_venture_id from workspaces where id = $1',
        [id],
      );
      if (!workspace) return { ventures: [], currentVentureId: null };
      const ventures = await db.query<VentureRow>(
        `select ${VENTURE_COLUMNS} from ventures where workspace_id = $1 order by created_at, seq`,
        [id],
      );
      const current = ventures.find((venture) => venture.id === workspace.current_venture_id) ?? ventures.at(-1);
      return { ventures: ventures.map(ventureSummary), currentVentureId: current?.id ?? null };
    },

    async setCurrent(id: string, ventureId: string): Promise<void> {
      const updated = await db.query(
        'update workspaces set current_venture_id = $2 where id = $1 and exists (select 1 from ventures where id = $2 and workspace_id = $1) returning id',
        [id, ventureId],
      );
      if (updated.length === 0) throw new NotFound('No such venture');
    },

    /** Everything goes with it: ventures, documents and saved ideas cascade. */
    async remove(id: string): Promise<void> {
      await db.query('delete from workspaces where id = $1', [id]);
    },
  };
}
