import { WORKSPACE_QUOTAS } from '@/core/workspace/schema';
import type { Queryable } from '../database';
import { QuotaExceeded } from '../errors';
import { json } from '../rows';

/** What a write adds to a workspace; bytes may be negative (an edit that shortens a result). */
export interface Additions {
  ventures?: number;
  documents?: number;
  savedIdeas?: number;
  bytes?: number;
}

const MB = 1024 * 1024;

/** What the founder reads at each quota; an import says it would pass it. */
const LIMIT_TEXT = {
  ventures: [
    `A workspace holds at most ${WORKSPACE_QUOTAS.ventures} ventures.`,
    `${WORKSPACE_QUOTAS.ventures} ventures`,
  ],
  documents: [
    `A workspace holds at most ${WORKSPACE_QUOTAS.documents} saved results.`,
    `${WORKSPACE_QUOTAS.documents} saved results`,
  ],
  savedIdeas: [
    `A workspace holds at most ${WORKSPACE_QUOTAS.savedIdeas} saved ideas.`,
    `${WORKSPACE_QUOTAS.savedIdeas} saved ideas`,
  ],
  bytes: [
    `This workspace is full: it holds at most ${WORKSPACE_QUOTAS.bytes / MB} MB of saved work. Delete results you no longer need, or export the workspace to keep a copy.`,
    `${WORKSPACE_QUOTAS.bytes / MB} MB of saved work`,
  ],
} as const;

/** The size a row is counted at: its text as stored, near enough to what it costs on disk. */
export const bytesOf = (...parts: unknown[]): number =>
  parts.reduce<number>((sum, part) => sum + Buffer.byteLength(typeof part === 'string' ? part : json(part)), 0);

/**
 * Takes the workspace's row lock for the rest of the transaction, creating the row on its first
 * write: every quota check and the write it guards then run one workspace at a time, so parallel
 * requests cannot all pass a count taken before any of them inserted.
 */
export async function lockWorkspace(tx: Queryable, workspaceId: string): Promise<void> {
  await tx.query('insert into workspaces (id) values ($1) on conflict (id) do nothing', [workspaceId]);
  await tx.query('select id from workspaces where id = $1 for update', [workspaceId]);
}

/** QuotaExceeded when `adding` would take the workspace past a quota. Call under `lockWorkspace`. */
export async function assertRoom(
  tx: Queryable,
  workspaceId: string,
  adding: Additions,
  { importing = false } = {},
): Promise<void> {
  const [usage] = await tx.query<Required<Additions>>(
    `select (select count(*) from ventures where workspace_id = $1)::int as ventures,
            (select count(*) from documents where workspace_id = $1)::int as documents,
            (select count(*) from saved_ideas where workspace_id = $1)::int as "savedIdeas",
            ((select coalesce(sum(bytes), 0) from documents where workspace_id = $1)
              + (select coalesce(sum(bytes), 0) from saved_ideas where workspace_id = $1)
              -- earlier versions of results (the current one is the document's own bytes)
              + (select coalesce(sum(v.bytes), 0) from document_versions v join documents d on d.id = v.document_id
                  where d.workspace_id = $1 and v.version <> d.version)
              -- the ventures' deck logos, by their bytes
              + (select coalesce(sum(octet_length(g.logo)), 0) from venture_designs g join ventures w on w.id = g.venture_id
                  where w.workspace_id = $1)
              -- share links' analytics (views and time per slide: share-links.ts, ANALYTICS_BYTES)
              + (select coalesce(sum(analytics_bytes), 0) from share_links where workspace_id = $1))::bigint as bytes`,
    [workspaceId],
  );
  for (const kind of ['ventures', 'documents', 'savedIdeas', 'bytes'] as const) {
    const added = adding[kind] ?? 0;
    if (added <= 0) continue;
    if (Number(usage?.[kind] ?? 0) + added > WORKSPACE_QUOTAS[kind]) {
      const [full, limit] = LIMIT_TEXT[kind];
      throw new QuotaExceeded(importing ? `Importing would pass the limit of ${limit} per workspace.` : full);
    }
  }
}
