/** Plays one scripted Behaviour onto a chat-completions response. */
import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { Behaviour } from './fake-upstream';
import {
  chunkEvent,
  completionBody,
  completionIds,
  dataEvent,
  DONE_EVENT,
  errorBody,
  KEEP_ALIVE_COMMENT,
  openEventStream,
  ROLE_DELTA,
  sendEmpty,
  sendJson,
  splitChars,
  usageEvent,
  estimateTokens,
  type CompletionIds,
  type ScriptedUsage,
} from './wire';

export interface RespondContext {
  model: string;
  promptTokens: number;
  /** The request asked for `stream_options: { include_usage: true }`. */
  includeUsage: boolean;
  /** Aborted when the fake shuts down, so pending delays do not keep the process alive. */
  signal: AbortSignal;
  /** Resolves when the test releases held streams. */
  held: () => Promise<void>;
}

interface StreamOptions {
  chunkSize: number;
  delayMs: number;
  keepAlive: boolean;
}

const DEFAULT_CHUNK_SIZE = 8;
const PARTIAL_OPTIONS: StreamOptions = { chunkSize: DEFAULT_CHUNK_SIZE, delayMs: 0, keepAlive: false };

export async function respond(res: ServerResponse, behaviour: Behaviour, ctx: RespondContext): Promise<void> {
  const ids = completionIds(ctx.model, ctx.includeUsage);
  switch (behaviour.kind) {
    case 'stream': {
      const { content, chunkSize = DEFAULT_CHUNK_SIZE, delayMs = 0, keepAlive = false } = behaviour;
      const finishReason = behaviour.finishReason === undefined ? 'stop' : behaviour.finishReason;
      openEventStream(res);
      const options = { chunkSize, delayMs, keepAlive };
      // By characters, as the chunks are cut: a held stream sends its first `heldAfterChars` (none by default).
      const chars = Array.from(content);
      const before = behaviour.held ? (behaviour.heldAfterChars ?? 0) : chars.length;
      const [first, rest] = [chars.slice(0, before).join(''), chars.slice(before).join('')];
      if (first && !(await streamContent(res, ids, first, options, ctx.signal))) return;
      if (behaviour.held) await ctx.held();
      // The role chunk opens the content once, before the first characters sent.
      if (!(await streamContent(res, ids, rest, options, ctx.signal, !first))) return;
      if (finishReason !== null) {
        await pause(delayMs, ctx.signal);
        if (!(await write(res, chunkEvent(ids, {}, finishReason)))) return;
      }
      const usage = usageOf(behaviour.usage, ctx, content);
      if (ctx.includeUsage && usage && !(await write(res, usageEvent(ids, usage)))) return;
      if (!behaviour.omitDone && !(await write(res, DONE_EVENT))) return;
      res.end();
      return;
    }
    case 'json':
      sendJson(
        res,
        200,
        completionBody(
          ids,
          behaviour.content,
          behaviour.finishReason ?? 'stop',
          usageOf(behaviour.usage, ctx, behaviour.content),
        ),
      );
      return;
    case 'error': {
      const { status, message, headers = {} } = behaviour;
      if (message === undefined) return sendEmpty(res, status, headers);
      // Default to the type the real API uses for that class of status.
      const type = behaviour.type ?? (status >= 500 ? 'server_error' : 'invalid_request_error');
      sendJson(res, status, errorBody(message, type, behaviour.code ?? null), headers);
      return;
    }
    case 'drop':
      if (behaviour.afterChars) {
        openEventStream(res);
        await streamContent(
          res,
          ids,
          partialContent(behaviour.afterChars, behaviour.content),
          PARTIAL_OPTIONS,
          ctx.signal,
        );
      }
      // Destroying the socket (not ending the response) is what a crashed or cut-off upstream looks like.
      res.destroy();
      return;
    case 'stall':
      openEventStream(res);
      if (behaviour.afterChars) {
        await streamContent(
          res,
          ids,
          partialContent(behaviour.afterChars, behaviour.content),
          PARTIAL_OPTIONS,
          ctx.signal,
        );
      }
      // Never end: the response stays open until the client gives up or the fake closes.
      return;
    case 'flood': {
      openEventStream(res);
      if (!(await write(res, chunkEvent(ids, ROLE_DELTA)))) return;
      const filler = 'x'.repeat(behaviour.chunkSize ?? 16 * 1024);
      for (let sent = 0; sent < behaviour.bytes; sent += filler.length) {
        if (!(await write(res, chunkEvent(ids, { content: filler })))) return;
      }
      if (!(await write(res, chunkEvent(ids, {}, 'stop')))) return;
      if (!(await write(res, DONE_EVENT))) return;
      res.end();
      return;
    }
    case 'stream-error':
      openEventStream(res);
      if (
        !(await streamContent(
          res,
          ids,
          partialContent(behaviour.afterChars ?? 0, behaviour.content),
          PARTIAL_OPTIONS,
          ctx.signal,
        ))
      )
        return;
      if (!(await write(res, dataEvent(errorBody(behaviour.message, 'server_error'))))) return;
      res.end();
      return;
  }
}

/** The usage a completion reports: as scripted, none when scripted `false`, else estimated like the real API would count. */
function usageOf(
  scripted: ScriptedUsage | false | undefined,
  ctx: RespondContext,
  content: string,
): ScriptedUsage | false {
  return scripted ?? { promptTokens: ctx.promptTokens, completionTokens: estimateTokens(content) };
}

/** Role chunk (unless it was sent already), then the content in chunks. Returns false once the client has gone. */
async function streamContent(
  res: ServerResponse,
  ids: CompletionIds,
  content: string,
  options: StreamOptions,
  signal: AbortSignal,
  role = true,
): Promise<boolean> {
  if (role && !(await write(res, chunkEvent(ids, ROLE_DELTA)))) return false;
  for (const piece of splitChars(content, options.chunkSize)) {
    await pause(options.delayMs, signal);
    if (options.keepAlive && !(await write(res, KEEP_ALIVE_COMMENT))) return false;
    if (!(await write(res, chunkEvent(ids, { content: piece })))) return false;
  }
  return true;
}

/** The first `chars` characters of `content`, or of made-up JSON-looking text when none is given. */
function partialContent(chars: number, content?: string): string {
  const source = content ?? `{"partial":"${'lorem ipsum '.repeat(Math.ceil(chars / 12))}`;
  return Array.from(source).slice(0, chars).join('');
}

function isOpen(res: ServerResponse): boolean {
  return !res.writableEnded && !res.destroyed && res.socket !== null && !res.socket.destroyed;
}

/**
 * Resolves once the text is handed to the socket. Waiting matters: node corks response
 * writes until the next tick, so destroying the socket straight after a write would lose it.
 */
function write(res: ServerResponse, text: string): Promise<boolean> {
  if (!isOpen(res)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onClose = () => resolve(false);
    res.once('close', onClose);
    res.write(text, (error) => {
      res.off('close', onClose);
      resolve(!error && isOpen(res));
    });
  });
}

async function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return;
  await delay(ms, undefined, { signal }).catch(() => undefined);
}
