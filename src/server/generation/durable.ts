import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { ProgressAnswer } from '../store/progress-batch';
import type { TextAppend } from '../store/repositories/generations';
import type { Store } from '../store/store';
import { NOT_SAVED } from '../workspace/save-generation';
import { GenerationStopped } from './generation-timers';
import type { TextCollector } from './text-collector';

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
  /** Text arrived; read from `text` only when it is written. */
  changed(text: GenerationText): void;
  /** Writes how the run ended: its final event, or why the server stopped it. Never throws. */
  ended(event: GenerationEvent | undefined, stopped: GenerationStopped['why'] | undefined): Promise<void>;
}

/** The run's text as a record reads it (text-collector.ts). */
export type GenerationText = Pick<TextCollector, 'text' | 'bytes' | 'from'>;

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
 * The model's text so far, and what of it the row holds. A write sends only what arrived since
 * (the row's bytes, as its last write answered, mark where): the whole text every 300 ms was most
 * of a streaming generation's memory, and a heartbeat without new text sends none (README,
 * Performance).
 */
function textSoFar() {
  let source: GenerationText | undefined;
  let rowBytes = 0;
  let unwritten = false;
  return {
    arrived(text: GenerationText) {
      source = text;
      unwritten = true;
    },
    get unwritten() {
      return unwritten;
    },
    /** What the row lacks, once: undefined when it has all of it already. */
    take(): TextAppend | undefined {
      const append = unwritten && source ? { from: rowBytes, append: source.from(rowBytes) } : undefined;
      unwritten = false;
      return append;
    },
    /** A write was answered: the row holds `bytes` of text; less than there is, the next write sends the rest. */
    written(bytes: number) {
      rowBytes = bytes;
      if (source && bytes < source.bytes()) unwritten = true;
    },
    /** A write of `sent` failed: the next write sends it again. */
    notWritten(sent: TextAppend | undefined) {
      if (sent !== undefined) unwritten = true;
    },
    /** All the text so far, written or not; undefined when none arrived. */
    all(): string | undefined {
      return source?.text();
    },
  };
}

/**
 * Takes a write's answer: where the row's text ends, or Stop asked, which aborts the run (unless it
 * has ended: nothing is left to stop); true: the write was answered.
 */
function answered(
  text: ReturnType<typeof textSoFar>,
  controller: AbortController,
  answer: ProgressAnswer,
  ended: boolean,
) {
  if (!answer.stop) text.written(answer.bytes);
  else if (!ended && !controller.signal.aborted) controller.abort(new GenerationStopped('stopped'));
  return true;
}

/**
 * Writes the text so far at most every PROGRESS_WRITE_MS after the last write was answered, and the
 * heartbeat every HEARTBEAT_WRITE_MS, one write at a time (a slow database spaces them out rather
 * than queueing them); each write says whether Stop was asked (from any instance), and then the run
 * is aborted here.
 */
export function generationRecord(
  store: Store,
  log: FastifyBaseLogger,
  id: string,
  controller: AbortController,
): GenerationRecord {
  const text = textSoFar();
  let lastWrite = Date.now();
  let pending: NodeJS.Timeout | undefined;
  let inFlight = false;
  let closed = false;
  const schedule = () => {
    if (!closed && !inFlight) pending ??= setTimeout(write, Math.max(0, lastWrite + PROGRESS_WRITE_MS - Date.now()));
  };
  const write = () => {
    clearTimeout(pending);
    pending = undefined;
    if (inFlight || closed) return;
    inFlight = true;
    const sent = text.take();
    void store.generations
      .progress(id, sent)
      .then(
        (answer) => answered(text, controller, answer, closed),
        (error: unknown) => {
          text.notWritten(sent);
          log.warn({ err: error }, 'generation progress not written');
          return false;
        },
      )
      .then((written) => {
        inFlight = false;
        lastWrite = Date.now();
        // Text that arrived meanwhile (after a failure the heartbeat's write sends it: a database down is not asked every 300 ms).
        if (written && text.unwritten) schedule();
      });
  };
  const heartbeat = setInterval(() => {
    if (!pending && !inFlight && Date.now() - lastWrite >= HEARTBEAT_WRITE_MS / 2) write();
  }, HEARTBEAT_WRITE_MS);
  return {
    id,
    changed(reader) {
      text.arrived(reader);
      schedule();
    },
    async ended(event, stopped) {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(pending);
      const [status, end] = endOf(event, stopped);
      // Not after the write in flight (its batch would hold `done` back): the end carries all the text,
      // which no progress write changes once a row has ended; a saved result's row says done already.
      await store.generations
        .finish(id, status, { ...end, text: status === 'done' ? undefined : text.all() })
        .catch((error: unknown) => log.warn({ err: error }, 'generation end not written'));
    },
  };
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
