import { EMPTY_PROFILE, type VentureProfile } from '@/core/venture/sources';
import type { VentureSummary } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { newId } from '../rows';
import { assertRoom } from './quota';
import { currentVentureOf, makeCurrent, VENTURE_COLUMNS, ventureSummary, type VentureRow } from './workspaces';

/** Ventures. `create` checks the workspace's quotas: call it under the workspace's lock (store.ts). */
export function ventureRepository(db: Queryable) {
  return {
    /** Adds a venture and makes it current (for `accountId`, a member); the profile's parts not given are left unset. */
    async create(
      workspaceId: string,
      given: Partial<VentureProfile> & Pick<VentureProfile, 'name'>,
      accountId?: string,
    ): Promise<VentureSummary> {
      const draft = { ...EMPTY_PROFILE, ...given };
      await assertRoom(db, workspaceId, { ventures: 1 });
      const [row] = await db.query<VentureRow>(
        `insert into ventures (id, workspace_id, name, description, industry, target_market, region)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${VENTURE_COLUMNS}`,
        [newId(), workspaceId, draft.name, draft.description, draft.industry, draft.targetMarket, draft.region],
      );
      await makeCurrent(db, workspaceId, row!.id, accountId);
      return ventureSummary(row!);
    },

    /** Replaces a venture's profile (Edit Venture Profile); its saved work stays as it is. */
    async update(workspaceId: string, ventureId: string, profile: VentureProfile): Promise<VentureSummary> {
      const [row] = await db.query<VentureRow>(
        `update ventures set name = $3, description = $4, industry = $5, target_market = $6, region = $7, updated_at = now()
          where id = $1 and workspace_id = $2 returning ${VENTURE_COLUMNS}`,
        [
          ventureId,
          workspaceId,
          profile.name,
          profile.description,
          profile.industry,
          profile.targetMarket,
          profile.region,
        ],
      );
      if (!row) throw new NotFound('No such venture');
      return ventureSummary(row);
    },

    /**
     * The venture a generation is stored in: the one named (it must be this workspace's), else the
     * current one (the member's, for `accountId`), else none yet.
     */
    async resolve(workspaceId: string, ventureId?: string, accountId?: string): Promise<string | null> {
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
          where v.workspace_id = $1
          order by (v.id is not distinct from ${currentVentureOf('$2::text')}) desc, v.created_at desc, v.seq desc limit 1`,
        [workspaceId, accountId ?? null],
      );
      return row?.id ?? null;
    },
  };
}
