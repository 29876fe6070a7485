import type { DeckDesign } from '@/core/deck-design/schema';
import type { FactPins } from '@/core/venture/fact-kinds';
import type { VentureSummary } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { designOfRow, type DesignRow } from './designs';
import { pinsOf, type PinRow } from './pins';
import { VENTURE_COLUMNS, ventureSummary, type VentureRow } from './workspaces';

/** A venture as it is now, and its revision (migration 12): what a cached read of it is keyed by. */
export interface VentureStamp {
  revision: number;
  venture: VentureSummary;
}

/** A document's version and tool, and its venture's stamp, read in one statement (the share page's). */
export interface DocumentStamp {
  document: { id: string; tool: string; version: number };
  venture: VentureStamp;
}

/** What a venture holds besides its results: the founder's pins and the deck's design (and its logo's size). */
export interface VentureHoldings {
  pins: FactPins;
  design: DeckDesign;
  logoBytes: number;
}

/**
 * The cheap statements a read of a venture is built on (workspace/venture-read.ts): its stamp, read
 * on every request, and, when that revision is not in memory, its pins and design in one statement
 * (its results come from `documents.newestOfEach`). Every statement names the workspace.
 */
export function ventureReadRepository(db: Queryable) {
  return {
    async stamp(workspaceId: string, ventureId: string): Promise<VentureStamp | undefined> {
      const [row] = await db.query<VentureRow & { revision: number | string }>(
        `select ${VENTURE_COLUMNS}, revision from ventures where id = $1 and workspace_id = $2`,
        [ventureId, workspaceId],
      );
      return row && { revision: Number(row.revision), venture: ventureSummary(row) };
    },

    async documentStamp(workspaceId: string, documentId: string): Promise<DocumentStamp | undefined> {
      const [row] = await db.query<VentureRow & { revision: number | string; tool: string; version: number }>(
        `select ${VENTURE_COLUMNS.split(', ')
          .map((column) => `v.${column}`)
          .join(', ')}, v.revision, d.tool, d.version
           from documents d join ventures v on v.id = d.venture_id where d.id = $1 and d.workspace_id = $2`,
        [documentId, workspaceId],
      );
      return (
        row && {
          document: { id: documentId, tool: row.tool, version: row.version },
          venture: { revision: Number(row.revision), venture: ventureSummary(row) },
        }
      );
    },

    async holdings(workspaceId: string, ventureId: string): Promise<VentureHoldings | undefined> {
      const [row] = await db.query<DesignRow & { pins: PinRow[] | string; logo_bytes: number | string }>(
        `select d.theme, d.brand, d.logo_type, d.updated_at, coalesce(octet_length(d.logo), 0) as logo_bytes,
                coalesce((select json_agg(json_build_object('fact', p.fact, 'value', p.value, 'pinned_at', p.pinned_at))
                            from venture_pins p where p.venture_id = v.id), '[]') as pins
           from ventures v left join venture_designs d on d.venture_id = v.id
          where v.id = $1 and v.workspace_id = $2`,
        [ventureId, workspaceId],
      );
      if (!row) return undefined;
      const pins = typeof row.pins === 'string' ? (JSON.parse(row.pins) as PinRow[]) : row.pins;
      return { pins: pinsOf(pins), design: designOfRow(row), logoBytes: Number(row.logo_bytes) };
    },
  };
}
