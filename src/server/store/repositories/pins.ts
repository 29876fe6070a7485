import { FACT_IDS, type FactId, type FactPins } from '@/core/venture/fact-kinds';
import type { Queryable } from '../database';
import { NotFound } from '../errors';
import { iso } from '../rows';

const isFact = (name: string): name is FactId => (FACT_IDS as readonly string[]).includes(name);

/** Every statement names the workspace: a venture of another workspace is no venture here. */
const OWNED = 'venture_id in (select id from ventures where id = $1 and workspace_id = $2)';

export interface PinRow {
  fact: string;
  value: number | string;
  pinned_at: Date | string;
}

/** The pins of a venture's rows (facts this version does not know are left out). */
export const pinsOf = (rows: readonly PinRow[]): FactPins =>
  Object.fromEntries(
    rows.flatMap((row) =>
      isFact(row.fact) ? [[row.fact, { value: Number(row.value), pinnedAt: iso(row.pinned_at) }]] : [],
    ),
  );

/** A venture's pinned facts. Values are checked (core/venture/pins.ts) before they get here. */
export function pinRepository(db: Queryable) {
  return {
    async list(workspaceId: string, ventureId: string): Promise<FactPins> {
      const rows = await db.query<PinRow>(
        `select fact, value, pinned_at from venture_pins where ${OWNED} order by fact`,
        [ventureId, workspaceId],
      );
      return pinsOf(rows);
    },

    async set(workspaceId: string, ventureId: string, fact: FactId, value: number): Promise<void> {
      const inserted = await db.query(
        `insert into venture_pins (venture_id, fact, value)
           select id, $3, $4 from ventures where id = $1 and workspace_id = $2
         on conflict (venture_id, fact) do update set value = excluded.value, pinned_at = now()
         returning fact`,
        [ventureId, workspaceId, fact, value],
      );
      if (inserted.length === 0) throw new NotFound('No such venture');
    },

    async remove(workspaceId: string, ventureId: string, fact: FactId): Promise<void> {
      await db.query(`delete from venture_pins where ${OWNED} and fact = $3`, [ventureId, workspaceId, fact]);
    },
  };
}
