import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { contract } from '@/core/api/contract';
import { COMPACT_STREAM, STREAM_HEADER } from '@/core/stream/protocol';
import { type AnyToolDefinition } from '@/core/tools/define-tool';
import { strictInputs } from '@/core/tools/fields';
import { allToolDefinitions, toolDefinition } from '@/core/tools/registry';
import type { GenerationTracker } from '../generation/generation-tracker';
import { GenerationStopped } from '../generation/generation-timers';
import { runGeneration, type GenerationLimits } from '../generation/run-generation';
import type { WorkQueue } from '../generation/settle-queue';
import type { ClientSlots } from '../guards/client-slots';
import { clientIdentity } from '../guards/rate-limit';
import { sameOriginOnly } from '../guards/same-origin';
import type { Provider } from '../providers/provider';
import type { Store } from '../store/store';
import { placeGeneration, VentureNotFound, type GenerationPlace } from '../workspace/generation-place';
import type { WorkspaceIdentity } from '../workspace/identity';
import { saveGeneration } from '../workspace/save-generation';
import { serve, type Call } from './serve';

/** Seconds a client is asked to wait when the instance is at its concurrency bound. */
const BUSY_RETRY_AFTER_S = 5;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Proxies such as nginx would otherwise buffer the stream and the result would arrive all at once.
  'x-accel-buffering': 'no',
};

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
}

/** `{ inputs }` and nothing else, per tool; built once. */
const requestSchemas = new Map(
  allToolDefinitions.map((tool) => [
    tool.id,
    z.strictObject({ inputs: strictInputs(tool.inputs), ventureId: z.string().min(1).max(100).optional() }),
  ]),
);

/** One readable sentence per problem, naming fields by their labels. */
function describeIssues(tool: AnyToolDefinition, error: z.ZodError): string {
  const labels = tool.fields as Record<string, { label: string } | undefined>;
  return error.issues
    .map((issue) => {
      const field = issue.path[0] === 'inputs' ? issue.path[1] : issue.path[0];
      if (field === undefined) return issue.code === 'unrecognized_keys' ? issue.message : `inputs: ${issue.message}`;
      const name = labels[String(field)]?.label ?? String(field);
      // Our own messages read on from the label ("Industry is required"); zod's stand after a colon.
      return /^[a-z]/.test(issue.message) ? `${name} ${issue.message}` : `${name}: ${issue.message}`;
    })
    .join('; ');
}

/** 503 (the server) or 429 (this client) with when to come back. */
function refuseForNow(reply: FastifyReply, status: 503 | 429, error: string) {
  return reply
    .code(status)
    .header('retry-after', BUSY_RETRY_AFTER_S)
    .send({ error, retryAfterSeconds: BUSY_RETRY_AFTER_S });
}

/** Where a generation's request is checked and placed (or refused, answered, and undefined): its tool, its inputs, its workspace and venture. */
async function admit(
  options: GenerateRouteOptions,
  { params, body, request, reply }: Call<typeof contract.generate>,
): Promise<{ tool: AnyToolDefinition; inputs: Record<string, string>; place: GenerationPlace } | undefined> {
  const tool = toolDefinition(params.tool);
  const schema = requestSchemas.get(params.tool);
  if (!tool || !schema) return void reply.code(404).send({ error: `Unknown tool: ${params.tool}` });
  const parsed = schema.safeParse(body);
  if (!parsed.success) return void reply.code(400).send({ error: describeIssues(tool, parsed.error) });
  if (options.tracker.size >= options.maxConcurrency)
    return void refuseForNow(reply, 503, 'The server is busy. Please try again in a few seconds.');
  const { inputs, ventureId } = parsed.data;
  try {
    const place = await placeGeneration({
      store: options.store,
      identity: options.identity,
      request,
      reply,
      tool,
      ventureId,
    });
    return { tool, inputs: inputs as Record<string, string>, place };
  } catch (error) {
    // A venture of another workspace is refused before any provider call.
    if (error instanceof VentureNotFound) return void reply.code(404).send({ error: error.message });
    throw error;
  }
}

/** POST /api/generate/:tool: checked, placed, given a slot, then streamed as server-sent events. */
export async function generateRoutes(app: FastifyInstance, options: GenerateRouteOptions) {
  const { provider, limits, perClient, limit, tracker, store, saveTimeoutMs, settle } = options;
  serve(app, contract.generate, { onRequest: limit ? [sameOriginOnly, limit] : [sameOriginOnly] }, async (call) => {
    const { request, reply } = call;
    // Refused (and answered) when undefined.
    const admitted = await admit(options, call);
    if (!admitted) return reply;
    const { tool, inputs, place } = admitted;

    const lease = await perClient.slots.acquire(clientIdentity(request), perClient.max);
    if (!lease)
      return refuseForNow(
        reply,
        429,
        `You already have ${perClient.max} generations running. Please wait for one to finish.`,
      );

    const controller = new AbortController();
    // 'close' before the response finished means the browser went away: stop paying for the upstream.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) controller.abort(new GenerationStopped('client-gone'));
    });
    const out = new PassThrough();
    const run = runGeneration({
      provider,
      tool,
      input: inputs,
      controller,
      out,
      log: request.log,
      limits,
      sources: place.kind === 'workspace' ? place.sources : {},
      onResult: saveGeneration(store, request.log, place, { tool, inputs }, saveTimeoutMs),
      compact: request.headers[STREAM_HEADER] === COMPACT_STREAM,
      settle,
    }).finally(() => lease.release());
    tracker.track(controller, run);
    return reply.code(200).headers(SSE_HEADERS).send(out);
  });
}
