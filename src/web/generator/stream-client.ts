import { createParser } from 'eventsource-parser';
import { parsePartialJson } from '@/core/stream/partial-json';
import { extractJson } from '@/core/stream/parse-json';
import {
  COMPACT_STREAM,
  GENERATION_HEADER,
  SERVICE_ERRORS,
  STREAM_HEADER,
  type DoneData,
} from '@/core/stream/protocol';
import type { SaveOutcome } from '@/core/workspace/schema';
import { send } from '@/web/api/client';

/** The result of one generation call, in the shape docs/product.md gives each tool's helper (docs/product.md §7). */
export type GenerationResponse =
  | {
      success: true;
      data: unknown;
      error?: undefined;
      /** Where the server stored the result, or why it could not. */ saved?: SaveOutcome;
    }
  | {
      success: false;
      data?: undefined;
      error: string;
      /** Set when the server refused for now (429 rate limit, 503 busy) and said when to come back. */
      retryAfterSeconds?: number;
      status?: number;
      /** Stop ended it (from another tab): nothing to report. */
      stopped?: boolean;
    };

import { STOP } from './stop';

export { STOP };

/** Asks the server to stop a generation (Stop); the screen has already let go of it. */
export const stopOnServer = (id: string) => void send('stopGeneration', { params: { id } }).catch(() => undefined);

export interface StreamOptions {
  signal: AbortSignal;
  /** Called with the partial document as it grows, at most once per animation frame. */
  onPartial?: (partial: unknown) => void;
  /** The venture the result is stored in; the server uses the current one without it. */
  ventureId?: string;
}

const nextFrame: (callback: () => void) => () => void =
  typeof requestAnimationFrame === 'function'
    ? (callback) => {
        const id = requestAnimationFrame(callback);
        return () => cancelAnimationFrame(id);
      }
    : (callback) => {
        const id = setTimeout(callback, 16);
        return () => clearTimeout(id);
      };

async function refusal(response: Response): Promise<GenerationResponse> {
  let error: string = SERVICE_ERRORS.generic;
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === 'string') error = body.error;
  } catch {
    // Not JSON: keep the product's generic text.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  const retryAfterSeconds =
    (response.status === 429 || response.status === 503) && retryAfter > 0 ? retryAfter : undefined;
  return { success: false, error, status: response.status, retryAfterSeconds };
}

/**
 * `done`'s result: the one it carries, or (compact stream) the streamed text's document once all of
 * it is here; the caller validates either with the tool's result schema before showing it as final.
 */
function finalOf({ result, chars, ...saved }: DoneData, text: string): GenerationResponse {
  if (result === undefined && text.length !== chars) return { success: false, error: SERVICE_ERRORS.network };
  const data = result === undefined ? extractJson(text) : result;
  return { success: true, data, ...(Object.keys(saved).length > 0 && { saved }) };
}

/**
 * Calls POST /api/generate/:tool and reads its compact server-sent events (core/stream/protocol.ts).
 * Deltas are joined and parsed as partial JSON once per frame; only what `done` confirms counts as
 * the result. Rejects only when `signal` aborts.
 */
export async function streamGeneration(
  toolId: string,
  inputs: Record<string, string>,
  { signal, onPartial, ventureId }: StreamOptions,
): Promise<GenerationResponse> {
  // The request is let go only once the server named the generation (its headers come at once), so
  // that Stop can reach it; the caller's abort ends its wait at once all the same (use-generator.ts).
  const request = new AbortController();
  let id: string | null = null;
  const letGo = () => {
    if (signal.reason === STOP && id) stopOnServer(id);
    request.abort(signal.reason);
  };
  let response: Response;
  try {
    response = await send('generate', {
      params: { tool: toolId },
      body: ventureId ? { inputs, ventureId } : { inputs },
      headers: { accept: 'text/event-stream', [STREAM_HEADER]: COMPACT_STREAM },
      signal: request.signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    // The server could not be reached: the product's own text for it (docs/product.md §8).
    return { success: false, error: SERVICE_ERRORS.network };
  }
  id = response.headers.get(GENERATION_HEADER);
  if (signal.aborted) letGo();
  else signal.addEventListener('abort', letGo, { once: true });
  return readGeneration(response, request.signal, onPartial);
}

/**
 * One streamed call read to its end (a rewrite's: the same events as a generation's): the server
 * unreachable, a refusal's message, or the deltas joined and parsed once per frame, then what
 * `done` or `error` says. Rejects only when `signal` aborts.
 */
export async function streamCall(
  call: () => Promise<Response>,
  { signal, onPartial }: Pick<StreamOptions, 'signal' | 'onPartial'>,
): Promise<GenerationResponse> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    if (signal.aborted) throw error;
    return { success: false, error: SERVICE_ERRORS.network };
  }
  return readGeneration(response, signal, onPartial);
}

/** Reads a generation's events (its own stream, or one followed after a reload) to its end. */
export async function readGeneration(
  response: Response,
  signal: AbortSignal,
  onPartial: ((partial: unknown) => void) | undefined,
): Promise<GenerationResponse> {
  if (signal.aborted) throw signal.reason;
  if (!response.ok || !response.body) return refusal(response);

  let text = '';
  let outcome: GenerationResponse | undefined;
  let cancelFrame: (() => void) | undefined;
  const parser = createParser({
    onEvent({ event, data }) {
      if (event === undefined || event === 'delta') {
        // Compact deltas are unnamed and raw; a plain stream's are named and JSON strings.
        text += event === undefined ? data : (JSON.parse(data) as string);
        cancelFrame ??= nextFrame(() => {
          cancelFrame = undefined;
          onPartial?.(parsePartialJson(text));
        });
      } else if (event === 'done') {
        outcome = finalOf(JSON.parse(data) as DoneData, text);
      } else if (event === 'error') {
        const failed = JSON.parse(data) as { message: string; stopped?: boolean };
        outcome = { success: false, error: failed.message, ...(failed.stopped && { stopped: true }) };
      }
    },
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch (error) {
    if (signal.aborted) throw error;
    return { success: false, error: SERVICE_ERRORS.network };
  } finally {
    cancelFrame?.();
  }
  // A stream that ends without `done` or `error` was cut off: never treat what arrived as final.
  return outcome ?? { success: false, error: SERVICE_ERRORS.network };
}
