import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { Store } from '../store/store';
import { NOT_SAVED } from '../workspace/save-generation';
import { GenerationStopped } from './generation-timers';
import type { GrowingText } from './text-collector';

/** This process, as the generations it runs name it. */
export const INSTANCE_ID = randomUUID();
/** The model's text is written at most this often while it streams (and once more at the end). */
export const PROGRESS_WRITE_MS = 300;
/** A running generation's row is written at least this often, text or not: its instance's heartbeat. */
export const HEARTBEAT_WRITE_MS = 2000;
/**
 * A running generation whose heartbeat is older than this belongs to an instance that stopped
 * (killed, crashed, cut off from the database): whoever reads it marks it failed.
 */
export const STALE_AFTER_MS = 15_000;
/** Longest the row that records a generation may take to write before the generation goes on without it. */
const START_TIMEOUT_MS = 2000;

/** A generation's row in the database, kept by the instance that runs it. */
export interface GenerationRecord {
  id: string;
  /** Text arrived in `text` (read only when it is written, and only what the row does not hold yet). */
  changed(text: GrowingText): void;
  /** Writes how the run ended: its final event, or why the server stopped it. Never throws. */
  ended(event: GenerationEvent | undefined, stopped: GenerationStopped['why'] | undefined): Promise<void>;
}

/**
 * Records a new generation as running, for the workspace the route placed it in; undefined when the
 * database cannot (the generation then runs as before: it stops when its browser goes away).
 */
export async function startRecord(
  store: Store,
  log: FastifyBaseLogger,
  workspace: { workspaceId: string; ventureId: string | null },
  { tool, inputs }: { tool: AnyToolDefinition; inputs: Record<string, string> },
  controller: AbortController,
): Promise<GenerationRecord | undefined> {
  const { workspaceId, ventureId } = workspace;
  try {
    const started = store.generations.start(workspaceId, { ventureId, tool: tool.id, inputs, instanceId: INSTANCE_ID });
    // A row written after this gave up is never touched again: it goes stale and is marked failed.
    const id = await Promise.race([
      started,
      sleep(START_TIMEOUT_MS).then(() => Promise.reject(new Error('timed out'))),
    ]);
    return generationRecord(store, log, id, controller);
  } catch (error) {
    log.warn({ tool: tool.id, err: error }, 'generation not recorded: it stops if its browser goes away');
    return undefined;
  }
}

/**
 * Writes the text at most every PROGRESS_WRITE_MS and the heartbeat every HEARTBEAT_WRITE_MS, one
 * write at a time; each write says whether Stop was asked (from any instance), and then the run is
 * aborted here. A write appends only the text the row does not hold yet, read when the write
 * starts: sending the whole text so far each time, a thousand streams made and held some 50 MB of
 * copies of it (with the database's own copies, most of what outlived V8's young generation at
 * the peak: README, Performance), and queued them while the database was behind.
 */
export function generationRecord(
  store: Store,
  log: FastifyBaseLogger,
  id: string,
  controller: AbortController,
): GenerationRecord {
  let source: GrowingText | undefined;
  // Bytes of the text the row holds, as its last write said.
  let written = 0;
  let lastWrite = Date.now();
  let pending: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let ending = false;
  const unwritten = () => source !== undefined && source.bytes() > written;
  const schedule = () => {
    if (unwritten() && !pending && !writing && !ending)
      pending = setTimeout(write, Math.max(0, lastWrite + PROGRESS_WRITE_MS - Date.now()));
  };
  // The text past `written`, if any (a heartbeat alone carries none). A failed write is sent again
  // by the next heartbeat: a database that failed is not asked every 300 ms.
  const write = () => {
    clearTimeout(pending);
    pending = undefined;
    lastWrite = Date.now();
    const append = source && unwritten() ? { text: source.since(written), at: written } : undefined;
    writing = store.generations.progress(id, append).then(
      ({ stop, bytes }) => {
        writing = undefined;
        if (bytes !== undefined) written = bytes;
        if (stop && !controller.signal.aborted) controller.abort(new GenerationStopped('stopped'));
        // Text that arrived meanwhile goes in the next write, PROGRESS_WRITE_MS after this one began.
        schedule();
      },
      (error: unknown) => {
        writing = undefined;
        log.warn({ err: error }, 'generation progress not written');
      },
    );
    return writing;
  };
  const heartbeat = setInterval(() => {
    if (!pending && !writing && Date.now() - lastWrite >= HEARTBEAT_WRITE_MS / 2) void write();
  }, HEARTBEAT_WRITE_MS);
  return {
    id,
    changed(text) {
      source = text;
      schedule();
    },
    async ended(event, stopped) {
      ending = true;
      clearInterval(heartbeat);
      clearTimeout(pending);
      await writing;
      // The rest of the text; once more if the row said it held another length than thought.
      for (let tries = 0; tries < 2 && unwritten(); tries++) await write();
      await finishRow(store, log, id, endOf(event, stopped));
    },
  };
}

/** Writes how a run ended; never throws. */
async function finishRow(store: Store, log: FastifyBaseLogger, id: string, [status, end]: ReturnType<typeof endOf>) {
  await store.generations
    .finish(id, status, end)
    .catch((error: unknown) => log.warn({ err: error }, 'generation end not written'));
}

/** The row's last state for a run's final event (a `done` that was saved is already `done`: save-generation.ts). */
function endOf(
  event: GenerationEvent | undefined,
  stopped: GenerationStopped['why'] | undefined,
): ['done' | 'failed' | 'stopped', { documentId?: string; error?: string }] {
  if (stopped === 'stopped') return ['stopped', {}];
  if (event?.event === 'done')
    return event.data.saved
      ? ['done', { documentId: event.data.saved.id }]
      : ['failed', { error: event.data.saveError ?? NOT_SAVED }];
  return ['failed', { error: event?.event === 'error' ? event.data.message : SERVICE_ERRORS.generic }];
}
