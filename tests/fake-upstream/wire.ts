/**
 * OpenAI chat-completions wire format. Kept apart from the server so the shapes our
 * provider client parses are all in one place and easy to compare with the real API.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export type FinishReason = 'stop' | 'length';

/** Identity shared by every chunk of one completion, as in the real API. */
export interface CompletionIds {
  id: string;
  created: number;
  model: string;
  /** The request asked for `stream_options.include_usage`: every chunk says `usage: null` but the last. */
  includeUsage?: boolean;
}

/** Token counts as a test scripts them; by default estimated from the prompt and the content. */
export interface ScriptedUsage {
  promptTokens: number;
  completionTokens: number;
}

/** The `usage` object of the real API. */
export function usageBody({ promptTokens, completionTokens }: ScriptedUsage) {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function completionIds(model: string, includeUsage = false): CompletionIds {
  const id = Array.from(randomBytes(29), (byte) => ALPHANUMERIC.charAt(byte % ALPHANUMERIC.length)).join('');
  return { id: `chatcmpl-${id}`, created: Math.floor(Date.now() / 1000), model, includeUsage };
}

export const ROLE_DELTA = { role: 'assistant', content: '', refusal: null } as const;
export const DONE_EVENT = 'data: [DONE]\n\n';
export const KEEP_ALIVE_COMMENT = ': keep-alive\n\n';

export function dataEvent(payload: unknown): string {
  return `data: ${JSON.stringify(payload)}\n\n`;
}

/** What every chunk of one completion carries besides its choices. */
const chunkFrame = (ids: CompletionIds) => ({
  id: ids.id,
  object: 'chat.completion.chunk',
  created: ids.created,
  model: ids.model,
  system_fingerprint: 'fp_fake',
});

export function chunkEvent(ids: CompletionIds, delta: object, finishReason: FinishReason | null = null): string {
  return dataEvent({
    ...chunkFrame(ids),
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
    ...(ids.includeUsage && { usage: null }),
  });
}

/**
 * The chunk `stream_options: { include_usage: true }` adds before `[DONE]`: `choices` empty and the
 * whole request's `usage` (OpenAI's API reference, "The chat completion chunk object").
 */
export function usageEvent(ids: CompletionIds, usage: ScriptedUsage): string {
  return dataEvent({ ...chunkFrame(ids), choices: [], usage: usageBody(usage) });
}

/** A whole (non-streamed) answer; `usage` false leaves it out, as some compatible servers do. */
export function completionBody(
  ids: CompletionIds,
  content: string,
  finishReason: FinishReason,
  usage: ScriptedUsage | false,
) {
  return {
    id: ids.id,
    object: 'chat.completion',
    created: ids.created,
    model: ids.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    ...(usage && { usage: usageBody(usage) }),
    system_fingerprint: 'fp_fake',
  };
}

export function errorBody(message: string, type: string, code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

/** Rough token count (~4 characters per token); only `usage` needs it. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Splits by code point so a chunk never ends inside a surrogate pair. */
export function splitChars(text: string, size: number): string[] {
  const chars = Array.from(text);
  const step = Math.max(1, Math.floor(size));
  const pieces: string[] = [];
  for (let i = 0; i < chars.length; i += step) pieces.push(chars.slice(i, i + step).join(''));
  return pieces;
}

function requestId(): string {
  return `req_${randomBytes(16).toString('hex')}`;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-request-id': requestId(),
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-length': 0, 'x-request-id': requestId(), ...headers });
  res.end();
}

export function openEventStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-request-id': requestId() });
  // Send the headers now, so a client sees the response start even if the body stalls.
  res.flushHeaders();
}
