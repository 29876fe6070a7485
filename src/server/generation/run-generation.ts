import type { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { extractJson } from '@/core/stream/parse-json';
import { encodeEvent, SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import type { SaveOutcome } from '@/core/workspace/schema';
import { ProviderError, type Flow, type Provider } from '../providers/provider';
import { STOP_MESSAGES } from './messages';

/**
 * Deltas are sent at most this often. The browser renders once per frame anyway, and batching
 * keeps the bytes sent close to the size of the document instead of one event per token.
 */
export const DELTA_INTERVAL_MS = 40;
/** Sent at once, whatever the interval: held text is memory, and a write is what lets the browser's connection push back. */
export const DELTA_FLUSH_CHARS = 16 * 1024;

export interface GenerationLimits {
  timeoutMs: number;
  firstTokenTimeoutMs: number;
  idleTimeoutMs: number;
  /** An SSE comment goes out after this long without any other write, so clients and proxies see a live connection. */
  heartbeatMs: number;
}

/** Sent at once, so the status and headers leave before the model says anything. */
export const ACCEPTED_COMMENT = ': accepted\n\n';
export const HEARTBEAT_COMMENT = ': heartbeat\n\n';

/** What the event says for each way the server stops a generation itself (client-gone sends nothing). */
const STOPPED_MESSAGE: Record<Exclude<GenerationStopped['why'], 'client-gone'>, string> = {
  shutdown: STOP_MESSAGES.restarting,
  timeout: STOP_MESSAGES.tooSlow,
  'first-token-timeout': STOP_MESSAGES.tooSlow,
  'idle-timeout': STOP_MESSAGES.tooSlow,
};

/** Why a generation was stopped from our side. */
export class GenerationStopped extends Error {
  override name = 'GenerationStopped';
  constructor(readonly why: 'client-gone' | 'timeout' | 'first-token-timeout' | 'idle-timeout' | 'shutdown') {
    super(why);
  }
}

export interface GenerationJob {
  provider: Provider;
  tool: AnyToolDefinition;
  input: unknown;
  controller: AbortController;
  out: PassThrough;
  log: FastifyBaseLogger;
  limits: GenerationLimits;
  /**
   * Stores the final result before `done` is sent, so a result that reached the browser is kept
   * even if the tab closes at once. Returns what `done` adds (where it was saved, or why not); never throws.
   */
  onResult?: (result: unknown) => Promise<SaveOutcome>;
}

/**
 * Streams one generation into `out`: throttled deltas, then `done` with the validated result, or
 * `error`. Bounded in time: the whole run, the wait for the first text and every silence after it.
 */
export async function runGeneration({ provider, tool, input, controller, out, log, limits, onResult }: GenerationJob): Promise<void> {
  const { signal } = controller;
  let lastWrite = Date.now();
  const write = (chunk: string) => {
    lastWrite = Date.now();
    if (!out.destroyed) out.write(chunk);
  };
  const send = (event: GenerationEvent) => write(encodeEvent(event));
  write(ACCEPTED_COMMENT);
  let heartbeatTimer: NodeJS.Timeout | undefined;
  /** Re-arms for the time left since the last write, so a busy stream costs no extra timer per event. */
  const armHeartbeat = () => {
    heartbeatTimer = setTimeout(
      () => {
        if (Date.now() - lastWrite >= limits.heartbeatMs) write(HEARTBEAT_COMMENT);
        armHeartbeat();
      },
      Math.max(1, lastWrite + limits.heartbeatMs - Date.now()),
    );
  };
  armHeartbeat();
  // The browser's connection pushes back: while it has not taken what was sent, the provider stops reading.
  const flow: Flow = { blocked: () => out.writableNeedDrain, whenUnblocked: (resume) => out.once('drain', resume) };
  const stopAfter = (ms: number, why: GenerationStopped['why']) => setTimeout(() => controller.abort(new GenerationStopped(why)), ms);

  let text = '';
  let pending = '';
  let lastFlush = 0;
  let flushTimer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    lastFlush = Date.now();
    if (pending) send({ event: 'delta', data: pending });
    pending = '';
  };

  const totalTimer = stopAfter(limits.timeoutMs, 'timeout');
  let waitTimer = stopAfter(limits.firstTokenTimeoutMs, 'first-token-timeout');
  let lastText = 0;
  let idleArmed = false;
  /** Fires when no text came for idleTimeoutMs; re-arms itself for the remaining time otherwise. */
  const armIdle = () => {
    idleArmed = true;
    const due = lastText + limits.idleTimeoutMs - Date.now();
    waitTimer = setTimeout(() => {
      if (Date.now() - lastText >= limits.idleTimeoutMs) controller.abort(new GenerationStopped('idle-timeout'));
      else armIdle();
    }, Math.max(1, due));
  };
  try {
    const firstTextDeadline = Date.now() + Math.min(limits.firstTokenTimeoutMs, limits.timeoutMs);
    await provider.generate({ tool, input, signal, firstTextDeadline, flow }, (chunk) => {
      // Idle timer: restarted only when the gap matters, not on every chunk (a timer per chunk is costly).
      lastText = Date.now();
      if (!idleArmed) {
        clearTimeout(waitTimer);
        armIdle();
      }
      text += chunk;
      pending += chunk;
      const wait = DELTA_INTERVAL_MS - (lastText - lastFlush);
      if (wait <= 0 || pending.length >= DELTA_FLUSH_CHARS) flush();
      else flushTimer ??= setTimeout(flush, wait);
    });
    // A provider that stops on abort without throwing must not have its half document judged.
    if (signal.aborted) throw signal.reason;
    flush();
    const result = tool.output.safeParse(extractJson(text));
    if (result.success) {
      const final: unknown = tool.finalize ? tool.finalize(result.data, input as never) : result.data;
      const saved = (await onResult?.(final)) ?? {};
      send({ event: 'done', data: { result: final, ...saved } });
    } else {
      log.warn({ tool: tool.id, issues: result.error.issues.slice(0, 5) }, 'model output failed validation');
      send({ event: 'error', data: { message: SERVICE_ERRORS.parse } });
    }
  } catch (error) {
    clearTimeout(flushTimer);
    const stopped = signal.reason instanceof GenerationStopped ? signal.reason.why : undefined;
    if (stopped === 'client-gone') {
      log.info({ tool: tool.id }, 'generation aborted: the client went away');
    } else if (stopped) {
      log.warn({ tool: tool.id, why: stopped }, 'generation stopped');
      send({ event: 'error', data: { message: STOPPED_MESSAGE[stopped] } });
    } else if (error instanceof ProviderError && error.security) {
      log.error({ tool: tool.id, security: error.security }, 'security event: generation stopped');
      send({ event: 'error', data: { message: error.message } });
    } else {
      const message = error instanceof ProviderError ? error.message : SERVICE_ERRORS.generic;
      log.warn({ tool: tool.id, err: error instanceof ProviderError ? message : error }, 'generation failed');
      send({ event: 'error', data: { message } });
    }
  } finally {
    clearTimeout(totalTimer);
    clearTimeout(waitTimer);
    clearTimeout(heartbeatTimer);
    out.end();
  }
}
