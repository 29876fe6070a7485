import type { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { statedFacts } from '@/core/venture/document-figures';
import { extractJson } from '@/core/stream/parse-json';
import { cleanJson } from '@/core/text/clean';
import { lineBreakNormalizer, SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import { sourceToolsOf, type AnyToolDefinition } from '@/core/tools/define-tool';
import { contextFor, factsFor, offlineVentureFor } from '@/core/tools/venture-context';
import { builtOn, type BuiltOn, type SavedSource, type VentureSources } from '@/core/venture/sources';
import type { SaveOutcome, TokenUsage } from '@/core/workspace/schema';
import { ProviderError, type Provider } from '../providers/provider';
import { deltaBatcher } from './delta-batcher';
import { eventWriter } from './event-writer';
import type { WorkQueue } from './settle-queue';
import type { GenerationRecord } from './durable';
import { textCollector } from './text-collector';
import { GenerationStopped, generationTimers, type TimeLimits } from './generation-timers';
import { STOP_MESSAGES } from './messages';

export interface GenerationLimits extends TimeLimits {
  /** An SSE comment goes out after this long without any other write, so clients and proxies see a live connection. */
  heartbeatMs: number;
}

/** What the event says for each way the server stops a generation itself (client-gone sends nothing). */
const STOPPED_MESSAGE: Record<Exclude<GenerationStopped['why'], 'client-gone'>, string> = {
  shutdown: STOP_MESSAGES.restarting,
  timeout: STOP_MESSAGES.tooSlow,
  'first-token-timeout': STOP_MESSAGES.tooSlow,
  'idle-timeout': STOP_MESSAGES.tooSlow,
  stopped: STOP_MESSAGES.stopped,
};

export interface GenerationJob {
  provider: Provider;
  tool: AnyToolDefinition;
  input: unknown;
  controller: AbortController;
  out: PassThrough;
  log: FastifyBaseLogger;
  limits: GenerationLimits;
  /** What the venture already holds: quoted into the prompt, and the figures the engine owns written into the result. */
  sources?: VentureSources;
  /**
   * Stores the final result before `done` is sent, so a result that reached the browser is kept
   * even if the tab closes at once, with what the call cost. Returns what `done` adds (where it
   * was saved, or why not); never throws.
   */
  onResult?: (
    result: unknown,
    made: { builtOn: BuiltOn[]; usage: TokenUsage; generationId?: string },
  ) => Promise<SaveOutcome>;
  /** The client asked for the compact stream (core/stream/protocol.ts). */
  compact?: boolean;
  /** Where the end of the stream (parse, validate, finalise, save) waits its turn; at once without one. */
  settle?: WorkQueue;
  /** The generation's row (durable.ts): its text as it streams and how it ended, for every instance to read. */
  record?: GenerationRecord;
}

/**
 * Streams one generation into `out`: throttled deltas, then `done` with the validated result, or
 * `error`. Bounded in time: the whole run, the wait for the first text and every silence after it.
 */
export async function runGeneration(job: GenerationJob): Promise<void> {
  const { provider, tool, input, controller, out, log, limits, sources = {}, compact = false } = job;
  const settle = job.settle ?? ((work) => work());
  const { signal } = controller;
  const events = eventWriter(out, limits.heartbeatMs, { compact });
  const deltas = deltaBatcher((text) => events.send({ event: 'delta', data: text }));
  const timers = generationTimers(limits, controller);
  const streamable = lineBreakNormalizer();
  const text = textCollector();
  try {
    const reported = await provider.generate(
      {
        tool,
        input,
        context: contextFor(tool, sources),
        venture: offlineVentureFor(tool, sources),
        signal,
        firstTextDeadline: timers.firstTextDeadline,
        flow: events.flow,
      },
      (chunk) => {
        timers.textArrived();
        const piece = streamable(chunk);
        text.add(piece);
        deltas.push(piece);
        job.record?.changed(text);
      },
    );
    // A provider that stops on abort without throwing must not have its half document judged.
    if (signal.aborted) throw signal.reason;
    deltas.flush();
    // The heartbeat keeps the stream alive while this waits its turn.
    const offline = provider.name === 'offline';
    const usage = reported ?? unknownUsage(provider.model);
    const event = await settle(() => outcome({ ...job, sources, compact, text: text.text(), offline, usage }));
    finished(log, tool.id, event, usage);
    await job.record?.ended(event, undefined);
    events.send(event);
  } catch (error) {
    deltas.cancel();
    const event = failure(error, signal, tool.id, log);
    await job.record?.ended(event, signal.reason instanceof GenerationStopped ? signal.reason.why : undefined);
    if (event) events.send(event);
  } finally {
    timers.clear();
    events.close();
    out.end();
  }
}

/**
 * `done` with the validated (and finalized, and stored) result, or `error` when the text is not the
 * tool's document. The compact stream leaves the result out where the browser can rebuild it.
 */
async function outcome({
  tool,
  input,
  text,
  log,
  sources = {},
  onResult,
  compact,
  offline,
  record,
  usage,
}: Pick<GenerationJob, 'tool' | 'input' | 'log' | 'sources' | 'onResult' | 'compact' | 'record'> & {
  text: string;
  /** The offline provider wrote it: its documents state the venture's facts by construction. */
  offline: boolean;
  usage: TokenUsage;
}): Promise<GenerationEvent> {
  const parsed = extractJson(text);
  // Model text is cleaned like a founder's (core/text/clean.ts); if that changed anything, the
  // browser could not rebuild the result from the streamed text, so `done` carries it whole.
  const cleaned = cleanedOutput(parsed);
  const result = tool.output.safeParse(cleaned);
  if (cleaned === undefined || !result.success) {
    log.warn({ tool: tool.id, issues: result.error?.issues.slice(0, 5) }, 'model output failed validation');
    return { event: 'error', data: { message: SERVICE_ERRORS.parse } };
  }
  const untouched = !compact || JSON.stringify(cleaned) === JSON.stringify(parsed);
  const finalized: unknown = tool.finalize
    ? tool.finalize(result.data, input as never, offlineVentureFor(tool, sources))
    : result.data;
  const kept = keptInputs(tool, finalized, sources);
  const reconciled: unknown = tool.reconcile ? tool.reconcile(kept, sources) : kept;
  const final = offline && tool.checksFigures ? statedFacts(reconciled, factsFor(tool, sources)) : reconciled;
  const sourcesUsed = builtOn(sources, sourceToolsOf(tool));
  const saved = (await onResult?.(final, { builtOn: sourcesUsed, usage, generationId: record?.id })) ?? {};
  const data = { builtOn: sourcesUsed, ...saved };
  return {
    event: 'done',
    data:
      compact && untouched && rebuildable(tool, result.data, final)
        ? { chars: text.length, ...data }
        : { result: final, ...(compact && { chars: text.length }), ...data },
  };
}

/** A provider that said nothing of what the call cost: its model, tokens unknown. */
const unknownUsage = (model: string): TokenUsage => ({
  model,
  promptTokens: null,
  completionTokens: null,
  totalTokens: null,
});

/**
 * The log line of a generation the provider finished (README, "Token usage"): its tokens as the
 * provider reported them, whether its text made a result, and where that was saved.
 */
function finished(log: FastifyBaseLogger, toolId: string, event: GenerationEvent, usage: TokenUsage) {
  const saved = event.event === 'done' ? event.data.saved?.id : undefined;
  log.info(
    { tool: toolId, ...usage, valid: event.event === 'done', ...(saved && { documentId: saved }) },
    'generation finished',
  );
}

/**
 * `result` with what the founder typed into the venture's newest result of the tool kept (the
 * model's cash and rounds, issue 34): on the server, so no screen can forget one.
 */
function keptInputs(tool: AnyToolDefinition, result: unknown, sources: VentureSources): unknown {
  if (!tool.keepFounderInputs) return result;
  const previous = (sources as Record<string, SavedSource<unknown> | undefined>)[tool.id];
  return tool.keepFounderInputs(result, previous?.result, sources.pins ?? {});
}

/** The model's parsed output with its text cleaned; undefined for one holding a `__proto__` key. */
function cleanedOutput(parsed: unknown): unknown {
  try {
    return cleanJson(parsed);
  } catch {
    return undefined;
  }
}

/**
 * Whether the browser, validating the streamed text with the tool's result schema, gets `final`:
 * only when the result is the model's output as validated (no engine figures, nothing reconciled).
 */
function rebuildable(tool: AnyToolDefinition, output: unknown, final: unknown): boolean {
  return !tool.result && (final === output || JSON.stringify(final) === JSON.stringify(output));
}

/** The event (if any) and the log line for a generation that did not finish. */
function failure(
  error: unknown,
  signal: AbortSignal,
  toolId: string,
  log: FastifyBaseLogger,
): GenerationEvent | undefined {
  const stopped = signal.reason instanceof GenerationStopped ? signal.reason.why : undefined;
  if (stopped === 'client-gone') {
    log.info({ tool: toolId }, 'generation aborted: the client went away');
    return undefined;
  }
  if (stopped) {
    log.warn({ tool: toolId, why: stopped }, 'generation stopped');
    return {
      event: 'error',
      data: { message: STOPPED_MESSAGE[stopped], ...(stopped === 'stopped' && { stopped: true }) },
    };
  }
  if (error instanceof ProviderError && error.security) {
    log.error({ tool: toolId, security: error.security }, 'security event: generation stopped');
    return { event: 'error', data: { message: error.message } };
  }
  const message = error instanceof ProviderError ? error.message : SERVICE_ERRORS.generic;
  // The provider's own words stay in the log when the browser gets Venturekit's (a refused key).
  const detail = error instanceof ProviderError && error.detail ? { provider: error.detail } : {};
  log.warn({ tool: toolId, err: error instanceof ProviderError ? message : error, ...detail }, 'generation failed');
  return { event: 'error', data: { message } };
}
