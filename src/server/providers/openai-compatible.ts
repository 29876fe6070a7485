import type { IncomingMessage } from 'node:http';
import { PROVIDER_REFUSED, SERVICE_ERRORS } from '@/core/stream/protocol';
import { toModelSchema } from '@/core/schema/model-schema';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { modelSettingsOf } from '@/core/tools/model-settings';
import type { TokenUsage } from '@/core/workspace/schema';
import { providerSecrets } from '../config';
import { waitText } from '../guards/rate-limit';
import { maskKeyLike, secretMasker } from '../lib/secret-masker';
import { readChatStream, type ChatUsage } from './chat-stream';
import { ProviderError, type GenerationRequest, type Provider } from './provider';
import { DEFAULT_RETRY, retryAfterMs, withRetries, type RetryPolicy } from './retry';
import { clip, keepAliveAgent, post, readErrorMessage } from './upstream-http';

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

export interface OpenAICompatibleOptions {
  /** Base URL including the version path, for example https://api.openai.com/v1. */
  baseUrl: string;
  /** Sent as a bearer token; local servers (Ollama, LM Studio) may need none. */
  apiKey: string | undefined;
  /** `user:password` from AI_BASE_URL, sent as HTTP Basic auth; config.ts refuses it together with a key. */
  basicAuth?: string | undefined;
  model: string;
  retry?: RetryPolicy;
  /** Model text one generation may produce, in bytes; by default outputByteLimit of the tool's maxTokens. */
  maxOutputBytes?: number;
}

const RETRYABLE_STATUS = new Set([408, 409, 429]);
/** The provider refused the credentials: no retry helps, and its message (which may echo the key) is for the log only. */
const KEY_REFUSED_STATUS = new Set([401, 403]);

/** "20 seconds" from a Retry-After, for the rate limit's text; none when the provider gave none. */
const waitFor = (retryAfter: number | undefined) =>
  retryAfter === undefined ? undefined : waitText(Math.max(1, Math.ceil(retryAfter / 1000)));

/**
 * A failure status as the founder reads it: a refused key or a rate limit in Venturekit's words
 * (core/stream/protocol.ts), the provider's message (`masked`) kept for the log; any other, the
 * provider's own.
 */
function refused(
  status: number,
  message: string | undefined,
  retryAfter: number | undefined,
  masked: (message: string) => string,
): ProviderError {
  const detail = message === undefined ? {} : { detail: masked(message) };
  if (KEY_REFUSED_STATUS.has(status)) return new ProviderError(PROVIDER_REFUSED.key, detail);
  const retryable = RETRYABLE_STATUS.has(status) || status >= 500;
  if (status === 429)
    return new ProviderError(PROVIDER_REFUSED.rateLimited(waitFor(retryAfter)), {
      retryable,
      retryAfterMs: retryAfter,
      ...detail,
    });
  return new ProviderError(masked(message ?? SERVICE_ERRORS.generic), { retryable, retryAfterMs: retryAfter });
}

const schemaCache = new WeakMap<AnyToolDefinition, Record<string, unknown>>();

function modelSchema(tool: AnyToolDefinition): Record<string, unknown> {
  let schema = schemaCache.get(tool);
  if (!schema) {
    schema = toModelSchema(tool.output);
    schemaCache.set(tool, schema);
  }
  return schema;
}

/**
 * The chat-completions request body for one generation, with the tool's model settings; the
 * venture's context follows the inputs in the user message. `stream_options.include_usage` asks
 * for the request's token usage in one last chunk (OpenAI's API reference, "Create chat
 * completion"); most servers that do not know it ignore it and send none, and it is left out
 * (`askUsage` false) for one that refused it.
 */
export function chatRequestBody(
  tool: AnyToolDefinition,
  input: unknown,
  model: string,
  context?: string,
  askUsage = true,
) {
  const prompt = tool.prompt(input as never);
  const { temperature, maxTokens } = modelSettingsOf(tool);
  return {
    model,
    messages: [
      { role: 'system', content: tool.persona },
      { role: 'user', content: context ? `${prompt}\n\n${context}` : prompt },
    ],
    temperature,
    max_tokens: maxTokens,
    response_format: {
      type: 'json_schema',
      json_schema: { name: tool.schemaName, strict: true, schema: modelSchema(tool) },
    },
    stream: true,
    ...(askUsage && { stream_options: { include_usage: true } }),
  };
}

/** A refusal of the request because of `stream_options` (older Azure OpenAI API versions answer 400 to it). */
const refusesStreamOptions = (error: unknown) =>
  error instanceof ProviderError && !error.retryable && error.message.includes('stream_options');

/**
 * Runs `call` asking for the usage, unless the server refused that before: then, and when it
 * refuses it now, without (once, and from then on), so a server that does not take the option
 * still generates, with its tokens unknown.
 */
async function withoutUsageIfRefused(
  server: { takesUsage: boolean },
  call: (askUsage: boolean) => Promise<TokenUsage>,
): Promise<TokenUsage> {
  if (!server.takesUsage) return call(false);
  try {
    return await call(true);
  } catch (error) {
    if (!refusesStreamOptions(error)) throw error;
    server.takesUsage = false;
    return call(false);
  }
}

/** The request's headers: JSON in, events out, and the key as a bearer token or the URL's user as Basic auth. */
function requestHeaders(apiKey: string | undefined, basicAuth: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  else if (basicAuth) headers.authorization = `Basic ${Buffer.from(basicAuth).toString('base64')}`;
  return headers;
}

/** The bytes of model text one answer may bring, and of the response itself. */
const readBounds = (maxOutputBytes: number) => ({
  maxOutputBytes,
  maxWireBytes: maxOutputBytes * WIRE_BYTES_PER_OUTPUT_BYTE,
});

/** Talks to any OpenAI-compatible chat-completions endpoint: OpenAI, Azure OpenAI, OpenRouter, Ollama, vLLM, LM Studio. */
export function createOpenAICompatibleProvider({
  baseUrl,
  apiKey,
  basicAuth,
  model,
  retry = DEFAULT_RETRY,
  maxOutputBytes,
}: OpenAICompatibleOptions): Provider {
  // Whatever the provider or a gateway echoes of our credentials, in any form, is hidden before a message goes anywhere.
  const masker = secretMasker(...providerSecrets({ apiKey, basicAuth }));
  const masked = (message: string) => clip(maskKeyLike(masker.mask(message)));
  const fail = (message: string, options?: ConstructorParameters<typeof ProviderError>[1]) =>
    new ProviderError(masked(message), options);

  const headers = requestHeaders(apiKey, basicAuth);
  const endpoint = new URL(`${baseUrl}/chat/completions`);
  const agent = keepAliveAgent(endpoint);
  const server = { takesUsage: true };

  /**
   * One HTTP attempt: passes text on as it arrives and resolves with what the answer said it cost;
   * rejects with a ProviderError that says whether another attempt may help.
   */
  async function attempt(
    body: string,
    { signal, flow, tool }: GenerationRequest,
    onText: (text: string) => void,
  ): Promise<ChatUsage> {
    let response: IncomingMessage;
    try {
      response = await post(endpoint, headers, body, signal, agent);
    } catch (error) {
      if (signal.aborted) throw signal.reason ?? error;
      throw fail(SERVICE_ERRORS.network, { retryable: true });
    }
    const status = response.statusCode ?? 0;
    if (status < 200 || status >= 300)
      throw refused(status, await readErrorMessage(response), retryAfterMs(response.headers), masked);
    const bounds = readBounds(maxOutputBytes ?? outputByteLimit(modelSettingsOf(tool).maxTokens));
    return readChatStream(response, { signal, flow, guard: masker.streamGuard(), ...bounds, fail }, onText);
  }

  return {
    name: 'openai-compatible',
    model,
    generate: (request: GenerationRequest, onText: (text: string) => void) =>
      withoutUsageIfRefused(server, async (askUsage) => {
        const body = JSON.stringify(chatRequestBody(request.tool, request.input, model, request.context, askUsage));
        let usage: ChatUsage | undefined;
        await withRetries(
          async (passOn) => {
            usage = await attempt(body, request, passOn);
          },
          onText,
          { policy: retry, signal: request.signal, firstTextDeadline: request.firstTextDeadline },
        );
        return tokenUsage(usage, model, masked);
      }),
  };
}

/** The call's usage to record: the model the answer named (masked and clipped like any text of the provider's), else the one asked for. */
function tokenUsage(usage: ChatUsage | undefined, asked: string, masked: (text: string) => string): TokenUsage {
  return {
    model: usage?.model ? masked(usage.model) : asked,
    promptTokens: usage?.promptTokens ?? null,
    completionTokens: usage?.completionTokens ?? null,
    totalTokens: usage?.totalTokens ?? null,
  };
}
