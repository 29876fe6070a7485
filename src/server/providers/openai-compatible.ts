import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { createParser } from 'eventsource-parser';
import { SERVICE_ERRORS } from '@/core/stream/protocol';
import { toModelSchema } from '@/core/schema/model-schema';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
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
  /** A Retry-After longer than this is not waited for: the attempt fails instead. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500, maxRetryAfterMs: 60_000 };

export interface OpenAICompatibleOptions {
  /** Base URL including the version path, for example https://api.openai.com/v1. */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, LM Studio) may need none. */
  apiKey: string | undefined;
  model: string;
  retry?: RetryPolicy;
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

/** Hides the configured key and anything shaped like a key in text passed on from the provider. */
export function maskSecrets(text: string, apiKey: string | undefined): string {
  const masked = apiKey && apiKey.length >= 4 ? text.split(apiKey).join('***') : text;
  return masked.replace(/\b(sk|rk|pk)-[A-Za-z0-9_*-]{6,}/g, '$1-***');
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

async function readText(response: IncomingMessage): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) text += chunk as string;
  return text;
}

async function readErrorMessage(response: IncomingMessage): Promise<string | undefined> {
  try {
    const body = JSON.parse(await readText(response)) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    return typeof message === 'string' && message.trim() ? message : undefined;
  } catch {
    return undefined;
  }
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
export function createOpenAICompatibleProvider({ baseUrl, apiKey, model, retry = DEFAULT_RETRY }: OpenAICompatibleOptions): Provider {
  const fail = (message: string, options?: ConstructorParameters<typeof ProviderError>[1]) => new ProviderError(maskSecrets(message, apiKey), options);
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  const endpoint = new URL(`${baseUrl}/chat/completions`);
  // Keep connections to the provider open between generations: no new TCP and TLS handshake each time.
  const agent = endpoint.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });

  /** One HTTP attempt: passes text on as it arrives, rejects with a ProviderError that says whether another attempt may help. */
  async function attempt(body: string, signal: AbortSignal, onText: (text: string) => void): Promise<void> {
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
    const take = (chunk: ChatChunk) => {
      if (chunk.error) {
        failure ??= fail(chunk.error.message || SERVICE_ERRORS.generic);
        return;
      }
      const choice = chunk.choices?.[0];
      const content = choice?.delta?.content ?? choice?.message?.content;
      if (content) pending.push(content);
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
    /** Passes on what the last read completed, in one call however many chunks it held. */
    const passOn = () => {
      if (pending.length > 0) onText(pending.splice(0).join(''));
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
      response.on('data', (text: string) => {
        if (settled) return;
        if (isJson) whole += text;
        else parser.feed(text);
        if (failure) return settle(failure);
        passOn();
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
      if (failure) throw failure;
      passOn();
    }

    // Only a normal finish makes a complete document: a cut stream or a truncated answer is a failure.
    if (finishReason === 'stop') return;
    if (finishReason === 'length') throw fail(SERVICE_ERRORS.parse);
    throw fail(finishReason ? SERVICE_ERRORS.generic : SERVICE_ERRORS.network);
  }

  return {
    name: 'openai-compatible',
    model,
    async generate({ tool, input, signal }: GenerationRequest, onText: (text: string) => void) {
      const body = JSON.stringify(chatRequestBody(tool, input, model));
      for (let attemptNumber = 0; ; attemptNumber++) {
        let sentText = false;
        try {
          await attempt(body, signal, (text) => {
            sentText = true;
            onText(text);
          });
          return;
        } catch (error) {
          // Retry only while the browser has seen nothing: text already shown cannot be taken back.
          const canRetry = error instanceof ProviderError && error.retryable && !sentText && !signal.aborted && attemptNumber < retry.maxRetries;
          if (!canRetry) throw error;
          const asked = error.retryAfterMs;
          if (asked !== undefined && asked > retry.maxRetryAfterMs) throw error;
          const backoff = retry.baseDelayMs * 2 ** attemptNumber;
          // Full jitter between half and the whole backoff keeps many clients from retrying in step.
          await sleep(asked ?? backoff / 2 + Math.random() * (backoff / 2), signal);
          if (signal.aborted) throw signal.reason;
        }
      }
    },
  };
}
