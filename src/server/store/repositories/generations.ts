import type { Queryable } from '../database';
import { iso, json, newId } from '../rows';

/** How a generation ended, or that it still runs. */
export type GenerationStatus = 'running' | 'done' | 'failed' | 'stopped';

/** A generation as the API shows it to its workspace. */
export interface GenerationView {
  id: string;
  tool: string;
  ventureId: string | null;
  inputs: Record<string, string>;
  status: GenerationStatus;
  /** The model's text so far (the whole of it once done). */
  text: string;
  documentId: string | null;
  error: string | null;
  startedAt: string;
}

interface GenerationRow {
  id: string;
  tool: string;
  venture_id: string | null;
  inputs: Record<string, string>;
  status: GenerationStatus;
  text: string;
  document_id: string | null;
  error: string | null;
  created_at: Date | string;
}

/** What a generation whose instance stopped answering says (docs/product.md §8). */
export const INSTANCE_GONE = 'The server stopped during this generation';

const COLUMNS = 'id, tool, venture_id, inputs, status, text, document_id, error, created_at';

const view = (row: GenerationRow): GenerationView => ({
  id: row.id,
  tool: row.tool,
  ventureId: row.venture_id,
  inputs: row.inputs,
  status: row.status,
  text: row.text,
  documentId: row.document_id,
  error: row.error,
  startedAt: iso(row.created_at),
});

/** A running row whose heartbeat is older than `staleMs` (the database's clock, so instances' clocks never disagree). */
const STALE = `status = 'running' and heartbeat_at < now() - ($1::double precision * interval '1 millisecond')`;

/**
 * Text for a running generation's row: `append` goes after the row's first `from` bytes (UTF-8),
 * when the row holds exactly that many. A run sends only what arrived since its last write (the
 * whole text every 300 ms was most of a streaming generation's memory: docs/decisions.md).
 */
export interface TextAppend {
  from: number;
  append: string;
}

/** A running generation's heartbeat, with the text that arrived since the last write, if some did. */
export interface ProgressWrite {
  id: string;
  text: TextAppend | undefined;
}

export interface NewGeneration {
  ventureId: string | null;
  tool: string;
  inputs: Record<string, string>;
  instanceId: string;
}

/**
 * Generations: started by the instance that runs one, its text and heartbeat written as it streams,
 * finished once (a finished row never changes again). A reader marks a running row whose heartbeat
 * went stale as failed before it reads: no generation says "Generating..." forever.
 *
 * `unflushed` runs the writes made again every few hundred milliseconds (the text so far and the
 * heartbeat): by default as any statement; the store passes `Database.unflushedWrite`, whose
 * commit does not wait for the disk (a flush per write was most of the embedded database's time
 * with 200 streams: docs/decisions.md).
 */
export function generationRepository(
  db: Queryable,
  unflushed: Queryable['query'] = (sql, params) => db.query(sql, params),
) {
  return {
    /**
     * The workspace row is made here if this is its first write (as lockWorkspace does), without
     * the workspace's lock: a start never waits for a save, nor a save for a start. One statement
     * (the foreign key is checked at its end, once the workspace is in): a thousand starts at once
     * were two thousand statements queued on the database's thread.
     */
    async start(workspaceId: string, given: NewGeneration): Promise<string> {
      const id = newId();
      await db.query(
        `with workspace as (insert into workspaces (id) values ($2) on conflict (id) do nothing)
         insert into generations (id, workspace_id, venture_id, tool, inputs, instance_id)
           values ($1, $2, $3, $4, $5::jsonb, $6)`,
        [id, workspaceId, given.ventureId, given.tool, json(given.inputs), given.instanceId],
      );
      return id;
    },

    /**
     * Writes the heartbeat of each, and appends its text when given and the row has `from` bytes (a
     * row with more or fewer keeps its text: a write thought lost that was made, another writer), in
     * one statement. Answers the runs that go on, each with the bytes of text its row now holds, where
     * the next append goes; a run left out must stop (Stop asked, marked failed, or the row is gone:
     * its venture, its workspace or the row itself was deleted).
     */
    async progress(writes: readonly ProgressWrite[]): Promise<Map<string, number>> {
      const rows = await unflushed<{ id: string; status: GenerationStatus; stop_requested: boolean; bytes: number }>(
        `update generations g
            set text = case when g.status = 'running' and octet_length(g.text) = w.from_byte
                            then g.text || w.append else g.text end,
                heartbeat_at = now(), updated_at = now()
           from unnest($1::text[], $2::text[], $3::int[]) as w (id, append, from_byte)
          where g.id = w.id
          returning g.id, g.status, g.stop_requested, octet_length(g.text) as bytes`,
        [
          writes.map((write) => write.id),
          writes.map((write) => write.text?.append ?? null),
          writes.map((write) => write.text?.from ?? null),
        ],
      );
      return new Map(
        rows.filter((row) => !row.stop_requested && row.status === 'running').map((row) => [row.id, Number(row.bytes)]),
      );
    },

    /** Ends a running generation; a finished one stays as it ended. */
    async finish(
      id: string,
      status: Exclude<GenerationStatus, 'running'>,
      { text, documentId = null, error = null }: { text?: string; documentId?: string | null; error?: string | null },
    ): Promise<void> {
      await db.query(
        `update generations set status = $2, text = coalesce($3, text), document_id = $4, error = $5, updated_at = now()
           where id = $1 and status = 'running'`,
        [id, status, text ?? null, documentId, error],
      );
    },

    /** Marks every running row with a heartbeat older than `staleMs` failed (0: every running row); how many. */
    async failStale(staleMs: number, workspaceId?: string): Promise<number> {
      const rows = await db.query(
        `update generations set status = 'failed', error = $2, updated_at = now()
           where ${STALE} ${workspaceId ? 'and workspace_id = $3' : ''} returning id`,
        workspaceId ? [staleMs, INSTANCE_GONE, workspaceId] : [staleMs, INSTANCE_GONE],
      );
      return rows.length;
    },

    /** One of the workspace's generations; undefined for another workspace's or none. */
    async get(workspaceId: string, id: string): Promise<GenerationView | undefined> {
      const [row] = await db.query<GenerationRow>(
        `select ${COLUMNS} from generations where id = $1 and workspace_id = $2`,
        [id, workspaceId],
      );
      return row && view(row);
    },

    /** The newest running generation of `tool` in the venture (null: one that has no venture yet). */
    async running(workspaceId: string, ventureId: string | null, tool: string): Promise<GenerationView | undefined> {
      const [row] = await db.query<GenerationRow>(
        `select ${COLUMNS} from generations
           where workspace_id = $1 and tool = $2 and status = 'running'
             and (venture_id = $3 or (venture_id is null and $3::text is null))
           order by created_at desc limit 1`,
        [workspaceId, tool, ventureId],
      );
      return row && view(row);
    },

    /**
     * Deletes the rows of generations that ended more than `afterMs` ago, their inputs and text with
     * them (a saved result keeps what the founder needs); how many went. Running rows stay.
     */
    async prune(afterMs: number): Promise<number> {
      const rows = await db.query(
        `delete from generations
           where status <> 'running' and updated_at < now() - ($1::double precision * interval '1 millisecond')
         returning id`,
        [afterMs],
      );
      return rows.length;
    },

    /**
     * Makes the room of the rows' old versions reusable (VACUUM). Each write of the text so far
     * leaves the whole previous text behind as a dead version: the embedded database has no
     * autovacuum, so without this its folder grew by every text written, about a generation's text
     * each 300 ms it ran. A PostgreSQL server's autovacuum does it too; once more costs little.
     */
    async reclaim(): Promise<void> {
      await db.query('vacuum generations');
    },

    /** Asks the running generation to stop (its instance notices at its next write); false when the workspace has no such generation. */
    async requestStop(workspaceId: string, id: string): Promise<boolean> {
      const rows = await db.query(
        `update generations set stop_requested = true, updated_at = now()
           where id = $1 and workspace_id = $2 returning id`,
        [id, workspaceId],
      );
      return rows.length > 0;
    },
  };
}
