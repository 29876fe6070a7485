import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { GENERATION_HEADER } from '@/core/stream/protocol';
import type { GenerationRecord } from '../generation/durable';
import type { GenerationTracker } from '../generation/generation-tracker';
import { GenerationStopped } from '../generation/generation-timers';
import { runGeneration, type GenerationJob, type GenerationLimits } from '../generation/run-generation';
import type { GenerationFollowers } from '../generation/followers';
import type { WorkQueue } from '../generation/settle-queue';
import type { ClientSlots } from '../guards/client-slots';
import { clientIdentity } from '../guards/rate-limit';
import type { Provider } from '../providers/provider';
import type { Store } from '../store/store';
import type { WorkspaceIdentity } from '../workspace/identity';

/** Seconds a client is asked to wait when the instance is at its concurrency bound. */
const BUSY_RETRY_AFTER_S = 5;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Proxies such as nginx would otherwise buffer the stream and the result would arrive all at once.
  'x-accel-buffering': 'no',
};

/** What the generation routes (a generation, a rewrite) share. */
export interface GenerateRouteOptions {
  provider: Provider;
  limits: GenerationLimits;
  maxConcurrency: number;
  /** Generations in flight per client, keyed like the rate limit. */
  perClient: { slots: ClientSlots; max: number };
  /** The per-client rate limit's hook; none when the limit is off. */
  limit: onRequestHookHandler | undefined;
  tracker: GenerationTracker;
  /** Where finished results are kept. */
  store: Store;
  identity: WorkspaceIdentity;
  /** Longest a save may hold back `done` (save-generation.ts's default unless a test shortens it). */
  saveTimeoutMs: number | undefined;
  /** The instance's queue for ends of streams (settle-queue.ts). */
  settle: WorkQueue;
  /** The generations followed on this instance, each read once per poll for all its followers. */
  followers: GenerationFollowers;
}

/** 503 (the server) or 429 (this client) with when to come back. */
export function refuseForNow(reply: FastifyReply, status: 503 | 429, error: string) {
  return reply
    .code(status)
    .header('retry-after', BUSY_RETRY_AFTER_S)
    .send({ error, retryAfterSeconds: BUSY_RETRY_AFTER_S });
}

/** Whether the instance is at its bound (and the 503 sent). */
export function atCapacity(options: GenerateRouteOptions, reply: FastifyReply): boolean {
  if (options.tracker.size < options.maxConcurrency) return false;
  void refuseForNow(reply, 503, 'The server is busy. Please try again in a few seconds.');
  return true;
}

/** What a route says about its one run; the rest comes from the options. */
export type RunSpec = Omit<
  GenerationJob,
  'provider' | 'controller' | 'out' | 'log' | 'limits' | 'settle' | 'record'
> & {
  /**
   * Records the run in the database (durable.ts) once it has a slot: it then goes on when its browser
   * goes away, until it ends or Stop is asked. Without it (or when recording fails) a disconnect stops it.
   */
  durable?: (controller: AbortController) => Promise<GenerationRecord | undefined>;
};

/**
 * Gives the run a slot of this client's (or answers 429), then streams it as server-sent events:
 * the status and headers at once, aborted when the browser goes away, tracked for shutdown.
 */
export async function streamRun(
  options: GenerateRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: RunSpec,
): Promise<FastifyReply> {
  const { provider, limits, perClient, tracker, settle } = options;
  const lease = await perClient.slots.acquire(clientIdentity(request), perClient.max);
  if (!lease)
    return refuseForNow(
      reply,
      429,
      `You already have ${perClient.max} generations running. Please wait for one to finish.`,
    );

  const controller = new AbortController();
  const out = new PassThrough();
  const { durable, ...job } = spec;
  // 'close' before the response finished means the browser went away: a recorded run goes on (its
  // events go nowhere), any other stops paying for the upstream. Heard from here on, so a browser
  // gone while the run is being recorded is not missed.
  const run: { gone: boolean; recording: boolean; record?: GenerationRecord } = {
    gone: false,
    recording: durable !== undefined,
  };
  const letGo = () => (run.record ? out.destroy() : controller.abort(new GenerationStopped('client-gone')));
  reply.raw.on('close', () => {
    if (reply.raw.writableFinished) return;
    run.gone = true;
    if (!run.recording) letGo();
  });
  run.record = await durable?.(controller);
  run.recording = false;
  if (run.gone) letGo();
  const { record } = run;
  if (record) reply.header(GENERATION_HEADER, record.id);
  const running = runGeneration({ ...job, record, provider, controller, out, log: request.log, limits, settle });
  tracker.track(
    controller,
    running.finally(() => lease.release()),
  );
  return reply.code(200).headers(SSE_HEADERS).send(out);
}
