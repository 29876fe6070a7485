import type { IncomingMessage } from 'node:http';
import { createParser } from 'eventsource-parser';
import { SERVICE_ERRORS } from '@/core/stream/protocol';
import { STOP_MESSAGES } from '../generation/messages';
import type { StreamGuard } from '../lib/secret-masker';
import type { Flow, ProviderError } from './provider';

interface ChatChunk {
  /** The model that answered, in every chunk (OpenRouter and Azure name the one they routed to). */
  model?: unknown;
  /**
   * The request's token usage: in a JSON answer, and with `stream_options.include_usage` in one
   * last chunk before `[DONE]` whose `choices` is empty (the other chunks say `usage: null`).
   */
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown; total_tokens?: unknown } | null;
  choices?: {
    delta?: { content?: string | null };
    message?: { content?: string | null };
    finish_reason?: string | null;
  }[];
  error?: { message?: string };
}

export interface ChatStreamOptions {
  signal: AbortSignal;
  /** Back-pressure from the browser: while blocked, the response is paused. */
  flow?: Flow | undefined;
  /** Checks the model's text for credentials before any of it is passed on. */
  guard: StreamGuard;
  /** Model text accepted, in bytes; beyond it the read stops with an error. */
  maxOutputBytes: number;
  /** Response bytes read at most, framing included. */
  maxWireBytes: number;
  /** Makes the error for a message (masked and clipped by the caller). */
  fail: (message: string, options?: ConstructorParameters<typeof ProviderError>[1]) => ProviderError;
}

/** What an answer said it cost: the model named in it and its `usage`, each count null where it sent none. */
export interface ChatUsage {
  model: string | undefined;
  promptTokens: number | null;
  completionTokens: number | null;
  totalTokens: number | null;
}

/**
 * Reads one successful chat-completions response, as server-sent events or (from servers that
 * ignore `stream: true`) as one JSON document, and passes the model's text to `onText` as it
 * arrives, once per socket read however many chunks it held. Resolves only on a normal finish
 * (`finish_reason: "stop"`), with what the answer said it cost; a cut stream, a truncated answer,
 * an error chunk, too much output or a credential in the text rejects with a ProviderError.
 */
export async function readChatStream(
  response: IncomingMessage,
  options: ChatStreamOptions,
  onText: (text: string) => void,
): Promise<ChatUsage> {
  const { signal, flow, guard, maxOutputBytes, maxWireBytes, fail } = options;
  const chunks = chunkCollector(maxOutputBytes, fail);
  // Comment lines (": keep-alive") never reach onEvent.
  const parser = createParser({
    onEvent(event) {
      if (event.data !== '[DONE]') chunks.takeJson(event.data);
    },
  });
  /** Passes on what the last read completed; stops at a credential (the key must not reach the browser even if a gateway echoes it). */
  const passOn = () => {
    const text = chunks.drain();
    if (!text) return;
    const safe = guard.take(text);
    if (safe === undefined)
      chunks.failWith(
        fail(STOP_MESSAGES.credentialInOutput, { security: 'the provider credential appeared in the model output' }),
      );
    else if (safe) onText(safe);
  };
  const pause = pauser(response, flow);

  const isJson = response.headers['content-type']?.includes('application/json');
  let whole = '';
  await readSocket(response, signal, fail, maxWireBytes, (text) => {
    if (isJson) whole += text;
    else parser.feed(text);
    passOn();
    if (chunks.failure()) return chunks.failure();
    pause();
    return undefined;
  });

  if (isJson) {
    chunks.takeJson(whole);
    passOn();
    const failure = chunks.failure();
    if (failure) throw failure;
  }
  const rest = guard.end();
  if (rest) onText(rest);

  // Only a normal finish makes a complete document: a cut stream or a truncated answer is a failure.
  const finishReason = chunks.finishReason();
  if (finishReason === 'stop') return chunks.usage();
  if (finishReason === 'length') throw fail(SERVICE_ERRORS.parse);
  throw fail(finishReason ? SERVICE_ERRORS.generic : SERVICE_ERRORS.network);
}

/**
 * Takes chat chunks (as JSON text): collects their model text within the output bound until
 * drained, and keeps the finish reason and the first failure (an error chunk, unreadable JSON,
 * too much output).
 */
function chunkCollector(maxOutputBytes: number, fail: ChatStreamOptions['fail']) {
  let finishReason: string | null | undefined;
  let failure: ProviderError | undefined;
  let model: string | undefined;
  let usage: ChatChunk['usage'];
  const pending: string[] = [];
  let outputBytes = 0;
  const take = (chunk: ChatChunk) => {
    if (chunk.error) {
      failure ??= fail(chunk.error.message || SERVICE_ERRORS.generic);
      return;
    }
    if (typeof chunk.model === 'string' && chunk.model) model = chunk.model;
    if (chunk.usage) usage = chunk.usage;
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
  return {
    takeJson(data: string) {
      try {
        take(JSON.parse(data) as ChatChunk);
      } catch {
        failure ??= fail(SERVICE_ERRORS.parse);
      }
    },
    /** The text taken since the last drain, joined ('' for none). */
    drain: () => (pending.length === 0 ? '' : pending.splice(0).join('')),
    failWith(error: ProviderError) {
      failure ??= error;
    },
    failure: () => failure,
    finishReason: () => finishReason,
    usage: (): ChatUsage => usageOf(model, usage),
  };
}

/** The most tokens a count may say: the stored column's range (migration 15); a provider's larger figure is none. */
const MAX_TOKEN_COUNT = 2 ** 31 - 1;

/** A count the provider sent: a whole number of tokens, else none. */
const tokensOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKEN_COUNT ? value : null;

/** The answer's `usage` as counts; a total it left out is its prompt and completion added, when it gave both. */
function usageOf(model: string | undefined, usage: ChatChunk['usage']): ChatUsage {
  const promptTokens = tokensOf(usage?.prompt_tokens);
  const completionTokens = tokensOf(usage?.completion_tokens);
  const totalTokens =
    tokensOf(usage?.total_tokens) ??
    (promptTokens !== null && completionTokens !== null ? tokensOf(promptTokens + completionTokens) : null);
  return { model, promptTokens, completionTokens, totalTokens };
}

/** While the browser is not reading, stop reading the upstream too: TCP then slows the sender. */
function pauser(response: IncomingMessage, flow: Flow | undefined): () => void {
  let paused = false;
  return () => {
    if (paused || !flow?.blocked()) return;
    paused = true;
    response.pause();
    flow.whenUnblocked(() => {
      paused = false;
      response.resume();
    });
  };
}

/**
 * Feeds the response's text to `onRead` until it ends. Socket events straight into the parser: no
 * promise per chunk, which was most of the cost at ~2,000 chunks a document. `onRead` returns an
 * error to stop with; the response is then destroyed.
 */
function readSocket(
  response: IncomingMessage,
  signal: AbortSignal,
  fail: ChatStreamOptions['fail'],
  maxWireBytes: number,
  onRead: (text: string) => ProviderError | undefined,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) return resolve();
      response.destroy();
      reject(error);
    };
    // Utf8 decoding in the stream keeps characters split across reads whole.
    response.setEncoding('utf8');
    let wireBytes = 0;
    response.on('data', (text: string) => {
      if (settled) return;
      wireBytes += text.length;
      // Also bounds what the parser buffers: a single endless line never ends an event.
      if (wireBytes > maxWireBytes) return settle(fail(STOP_MESSAGES.tooLong));
      const failure = onRead(text);
      if (failure) settle(failure);
    });
    response.on('end', () => settle());
    // A connection cut before any text is as good as never connected; after text, the route will not retry anyway.
    const cut = () =>
      settle(
        signal.aborted ? (signal.reason ?? new Error('aborted')) : fail(SERVICE_ERRORS.network, { retryable: true }),
      );
    response.on('error', cut);
    response.on('close', () => {
      if (!response.complete) cut();
    });
  });
}
