import type { DeckDesign, DeckDesignChoice } from '@/core/deck-design/schema';
import type { LogoType } from '../../exports/logo';
import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { iso } from '../rows';
import { assertRoom } from './quota';

/** Every statement names the workspace: a venture of another workspace is no venture here. */
const OWNED = 'venture_id in (select id from ventures where id = $1 and workspace_id = $2)';
const DEFAULT: DeckDesign = { theme: 'light', brand: '4F46E5', logo: null };

export interface DesignRow {
  theme: DeckDesign['theme'] | null;
  brand: string | null;
  logo_type: LogoType | null;
  updated_at: Date | string | null;
}

/** Inserts the venture's row if it has none, or answers 404 for a venture that is not this workspace's. */
async function ensure(db: Queryable, workspaceId: string, ventureId: string) {
  const rows = await db.query(
    `insert into venture_designs (venture_id)
         select id from ventures where id = $1 and workspace_id = $2
       on conflict (venture_id) do update set venture_id = excluded.venture_id
       returning venture_id`,
    [ventureId, workspaceId],
  );
  if (rows.length === 0) throw new NotFound('No such venture');
}

/** The venture's design, the default until the founder picks one; 404 for a venture that is not this workspace's. */
async function designOf(db: Queryable, workspaceId: string, ventureId: string): Promise<DeckDesign> {
  const [row] = await db.query<DesignRow>(
    `select d.theme, d.brand, d.logo_type, d.updated_at
         from ventures v left join venture_designs d on d.venture_id = v.id
        where v.id = $1 and v.workspace_id = $2`,
    [ventureId, workspaceId],
  );
  if (!row) throw new NotFound('No such venture');
  return designOfRow(row);
}

/** The design a venture's row says (joined from its venture: null columns before the founder picks one). */
export const designOfRow = (row: DesignRow): DeckDesign => ({
  theme: row.theme ?? DEFAULT.theme,
  brand: row.brand ?? DEFAULT.brand,
  logo: row.logo_type ? { type: row.logo_type, updatedAt: iso(row.updated_at ?? 0) } : null,
});

/** A venture's deck design (theme, brand colour) and its logo's bytes. */
export function designRepository(db: Queryable) {
  const get = (workspaceId: string, ventureId: string) => designOf(db, workspaceId, ventureId);
  return {
    get,

    async choose(workspaceId: string, ventureId: string, choice: DeckDesignChoice): Promise<DeckDesign> {
      await ensure(db, workspaceId, ventureId);
      await db.query(`update venture_designs set theme = $3, brand = $4, updated_at = now() where ${OWNED}`, [
        ventureId,
        workspaceId,
        choice.theme,
        choice.brand,
      ]);
      return get(workspaceId, ventureId);
    },

    /**
     * Stores a logo already checked (exports/logo.ts), replacing the last; its bytes count against
     * the workspace's byte quota (QuotaExceeded). Call under the workspace's lock (store.ts).
     */
    async setLogo(workspaceId: string, ventureId: string, logo: { type: LogoType; data: Buffer }): Promise<DeckDesign> {
      await ensure(db, workspaceId, ventureId);
      const [kept] = await db.query<{ bytes: number | string }>(
        `select coalesce(octet_length(logo), 0) as bytes from venture_designs where ${OWNED}`,
        [ventureId, workspaceId],
      );
      await assertRoom(db, workspaceId, { bytes: logo.data.length - Number(kept?.bytes ?? 0) });
      await db.query(`update venture_designs set logo = $3, logo_type = $4, updated_at = now() where ${OWNED}`, [
        ventureId,
        workspaceId,
        logo.data,
        logo.type,
      ]);
      return get(workspaceId, ventureId);
    },

    async removeLogo(workspaceId: string, ventureId: string): Promise<DeckDesign> {
      await db.query(`update venture_designs set logo = null, logo_type = null, updated_at = now() where ${OWNED}`, [
        ventureId,
        workspaceId,
      ]);
      return get(workspaceId, ventureId);
    },

    async logo(workspaceId: string, ventureId: string): Promise<{ type: LogoType; data: Buffer } | undefined> {
      const [row] = await db.query<{ logo: Uint8Array | null; logo_type: LogoType | null }>(
        `select logo, logo_type from venture_designs where ${OWNED}`,
        [ventureId, workspaceId],
      );
      return row?.logo && row.logo_type ? { type: row.logo_type, data: Buffer.from(row.logo) } : undefined;
    },
  };
}
