import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createParser } from 'eventsource-parser';
import { parsePartialJson } from '@/core/stream/partial-json';
import { SERVICE_ERRORS } from '@/core/stream/protocol';
import { toModelSchema } from '@/core/schema/model-schema';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { providerSecrets } from '../config';
import { STOP_MESSAGES } from '../generation/messages';
import { maskKeyLike, secretMasker } from '../lib/secret-masker';
import { sleep } from '../lib/sleep';
import { ProviderError, type GenerationRequest, type Provider } from './provider';

/** Model settings the spec fixes (§9). */
export const TEMPERATURE = 0.7;
export const MAX_TOKENS = 2000;

export interface RetryPolicy {
  /** Further attempts after the first. */
  maxRetries: number;
  /** First backoff; doubled each time, with jitter. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500 };

/**
 * A wait before another attempt is started only if it ends at least this long before the
 * first-text deadline: the attempt itself needs time to answer.
 */
export const RETRY_ATTEMPT_MS = 1000;

/**
 * Bytes of model text one generation may produce: 4 bytes a token (English runs under that, most
 * other scripts about that in UTF-8), doubled for slack, and never under 16 KiB. A model that
 * ignores max_tokens is cut off there.
 */
export function outputByteLimit(maxTokens: number): number {
  return Math.max(maxTokens * 4 * 2, 16 * 1024);
}

/** Bytes of the response itself read at most, framing included: a token's SSE chunk is about 250 bytes. */
const WIRE_BYTES_PER_OUTPUT_BYTE = 64;
/** An error body is read this far, no further: the message is in its first few lines. */
export const ERROR_BODY_BYTES = 8 * 1024;
/** A provider's message is passed on (event and log) at most this long. */
export const MESSAGE_CHARS = 300;

export interface OpenAICompatibleOptions {
  /** Base URL including the version path, for example https://api.openai.com/v1. */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, LM Studio) may need none. */
  apiKey: string | undefined;
  /** `user:password` from AI_BASE_URL, sent as HTTP Basic auth; config.ts refuses it together with a key. */
  basicAuth?: string | undefined;
  model: string;
  retry?: RetryPolicy;
  /** Default outputByteLimit(MAX_TOKENS). */
  maxOutputBytes?: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);

const schemaCache = new WeakMap<AnyToolDefinition, Record<string, unknown>>();

function modelSchema(tool: AnyToolDefinition): Record<string, unknown> {
  let schema = schemaCache.get(tool);
  if (!schema) {
    schema = toModelSchema(tool.output);
    schemaCache.set(tool, schema);
  }
  return schema;
}

/** The chat-completions request body for one generation. */
export function chatRequestBody(tool: AnyToolDefinition, input: unknown, model: string) {
  return {
    model,
    messages: [
      { role: 'system', content: tool.persona },
      { role: 'user', content: tool.prompt(input as never) },
    ],
    temperature: TEMPERATURE,
    max_tokens: MAX_TOKENS,
    response_format: { type: 'json_schema', json_schema: { name: tool.schemaName, strict: true, schema: modelSchema(tool) } },
    stream: true,
  };
}

/** Retry-After in seconds or as an HTTP date; OpenAI also sends retry-after-ms. */
export function retryAfterMs(headers: IncomingMessage['headers'], now = Date.now()): number | undefined {
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

interface ChatChunk {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

/** The first `limit` bytes of a body; the rest is never read (the connection is dropped). */
async function readAtMost(response: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= limit) {
      response.destroy();
      break;
    }
  }
  // A character cut at the limit decodes as U+FFFD, which is harmless in a message.
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/** The message of an error body, read as far as ERROR_BODY_BYTES: a cut JSON document still yields the start of it. */
async function readErrorMessage(response: IncomingMessage): Promise<string | undefined> {
  const body = parsePartialJson(await readAtMost(response, ERROR_BODY_BYTES).catch(() => '')) as { error?: { message?: unknown } | string; message?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** At most MESSAGE_CHARS characters, marked when cut. */
function clip(message: string): string {
  return message.length <= MESSAGE_CHARS ? message : `${message.slice(0, MESSAGE_CHARS - 1)}…`;
}

/**
 * POSTs with node:http rather than fetch: per chunk, web streams cost several times what a plain
 * socket read does, and a generation is a couple of thousand chunks (see the README's figures).
 */
function post(url: URL, headers: Record<string, string>, body: string, signal: AbortSignal, agent: HttpAgent): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, { method: 'POST', headers: { ...headers, 'content-length': Buffer.byteLength(body) }, signal, agent }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

/** Talks to any OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI, OpenRouter, Ollama, vLLM, LM Studio. */
export function createOpenAICompatibleProvider({
  baseUrl,
  apiKey,
  basicAuth,
  model,
  retry = DEFAULT_RETRY,
  maxOutputBytes = outputByteLimit(MAX_TOKENS),
}: OpenAICompatibleOptions): Provider {
  // Whatever the provider or a gateway echoes of our credentials, in any form, is hidden before a message goes anywhere.
  const masker = secretMasker(...providerSecrets({ apiKey, basicAuth }));
  const fail = (message: string, options?: ConstructorParameters<typeof ProviderError>[1]) => new ProviderError(clip(maskKeyLike(masker.mask(message))), options);
  const maxWireBytes = maxOutputBytes * WIRE_BYTES_PER_OUTPUT_BYTE;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  else if (basicAuth) headers.authorization = `Basic ${Buffer.from(basicAuth).toString('base64')}`;
  const endpoint = new URL(`${baseUrl}/chat/completions`);
  // Keep connections to the provider open between generations: no new TCP and TLS handshake each time.
  const agent = endpoint.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });

  /** One HTTP attempt: passes text on as it arrives, rejects with a ProviderError that says whether another attempt may help. */
  async function attempt(body: string, { signal, flow }: GenerationRequest, onText: (text: string) => void): Promise<void> {
    let response: IncomingMessage;
    try {
      response = await post(endpoint, headers, body, signal, agent);
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      throw fail(SERVICE_ERRORS.network, { retryable: true });
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300) {
      const retryable = RETRYABLE_STATUS.has(status) || status >= 500;
      throw fail((await readErrorMessage(response)) ?? SERVICE_ERRORS.generic, { retryable, retryAfterMs: retryAfterMs(response.headers) });
    }

    let finishReason: string | null | undefined;
    let failure: ProviderError | undefined;
    const pending: string[] = [];
    let outputBytes = 0;
    const take = (chunk: ChatChunk) => {
      if (chunk.error) {
        failure ??= fail(chunk.error.message || SERVICE_ERRORS.generic);
        return;
      }
      const choice = chunk.choices?.[0];
      const content = choice?.delta?.content ?? choice?.message?.content;
      if (content) {
        outputBytes += Buffer.byteLength(content);
        // Nothing past the bound is passed on, even from the read that crossed it.
        if (outputBytes > maxOutputBytes) failure ??= fail(STOP_MESSAGES.tooLong);
        if (!failure) pending.push(content);
      }
      if (choice?.finish_reason) finishReason = choice.finish_reason;
    };
    // Comment lines (": keep-alive") never reach onEvent.
    const parser = createParser({
      onEvent(event) {
        if (event.data === '[DONE]') return;
        try {
          take(JSON.parse(event.data) as ChatChunk);
        } catch {
          failure ??= fail(SERVICE_ERRORS.parse);
        }
      },
    });
    // The key must not reach the browser even if a gateway echoes it into the answer.
    const guard = masker.streamGuard();
    /** Passes on what the last read completed, in one call however many chunks it held; stops at a credential. */
    const passOn = () => {
      if (pending.length === 0) return;
      const safe = guard.take(pending.splice(0).join(''));
      if (safe === undefined) {
        failure ??= fail(STOP_MESSAGES.credentialInOutput, { security: 'the provider credential appeared in the model output' });
        return;
      }
      if (safe) onText(safe);
    };
    /** While the browser is not reading, stop reading the upstream too: TCP then slows the sender. */
    let paused = false;
    const holdBack = () => {
      if (paused || !flow?.blocked()) return;
      paused = true;
      response.pause();
      flow.whenUnblocked(() => {
        paused = false;
        response.resume();
      });
    };

    // Some compatible servers ignore stream:true and answer with one JSON document.
    const isJson = response.headers['content-type']?.includes('application/json');
    let whole = '';

    // Socket events straight into the parser: no promise per chunk, which is most of the cost at ~2,000 chunks a document.
    await new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: unknown) => {
        if (settled) return;
        settled = true;
        if (error === undefined) resolve();
        else {
          response.destroy();
          reject(error);
        }
      };
      // Utf8 decoding in the stream keeps characters split across reads whole.
      response.setEncoding('utf8');
      let wireBytes = 0;
      response.on('data', (text: string) => {
        if (settled) return;
        wireBytes += text.length;
        // Also bounds what the parser buffers: a single endless line never ends an event.
        if (wireBytes > maxWireBytes) return settle(fail(STOP_MESSAGES.tooLong));
        if (isJson) whole += text;
        else parser.feed(text);
        passOn();
        if (failure) return settle(failure);
        holdBack();
      });
      response.on('end', () => settle());
      // A connection cut before any text is as good as never connected; after text, the route will not retry anyway.
      const cut = () => settle(signal.aborted ? (signal.reason ?? new Error('aborted')) : fail(SERVICE_ERRORS.network, { retryable: true }));
      response.on('error', cut);
      response.on('close', () => {
        if (!response.complete) cut();
      });
    });

    if (isJson) {
      try {
        take(JSON.parse(whole) as ChatChunk);
      } catch {
        throw fail(SERVICE_ERRORS.parse);
      }
      passOn();
      if (failure) throw failure;
    }
    const rest = guard.end();
    if (rest) onText(rest);

    // Only a normal finish makes a complete document: a cut stream or a truncated answer is a failure.
    if (finishReason === 'stop') return;
    if (finishReason === 'length') throw fail(SERVICE_ERRORS.parse);
    throw fail(finishReason ? SERVICE_ERRORS.generic : SERVICE_ERRORS.network);
  }

  return {
    name: 'openai-compatible',
    model,
    async generate(request: GenerationRequest, onText: (text: string) => void) {
      const { tool, input, signal, firstTextDeadline = Infinity } = request;
      const body = JSON.stringify(chatRequestBody(tool, input, model));
      for (let attemptNumber = 0; ; attemptNumber++) {
        let sentText = false;
        try {
          await attempt(body, request, (text) => {
            sentText = true;
            onText(text);
          });
          return;
        } catch (error) {
          // Retry only while the browser has seen nothing: text already shown cannot be taken back.
          const canRetry = error instanceof ProviderError && error.retryable && !sentText && !signal.aborted && attemptNumber < retry.maxRetries;
          if (!canRetry) throw error;
          const backoff = retry.baseDelayMs * 2 ** attemptNumber;
          // Full jitter between half and the whole backoff keeps many clients from retrying in step.
          const wait = error.retryAfterMs ?? backoff / 2 + Math.random() * (backoff / 2);
          // A wait the timeouts would cut short ends in a timeout: the provider's own message (a rate limit, say) is better.
          if (Date.now() + wait + RETRY_ATTEMPT_MS > firstTextDeadline) throw error;
          await sleep(wait, signal);
          if (signal.aborted) throw signal.reason;
        }
      }
    },
  };
}
