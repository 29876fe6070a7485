/**
 * A fake OpenAI-compatible chat-completions server for tests. It speaks the real wire
 * format (see ./wire) and plays scripted behaviours, including the failure modes a
 * provider client must survive: error statuses, dropped and stalled connections, and
 * errors inside a stream.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleControl, CONTROL_PREFIX } from './control';
import { respond } from './respond';
import { errorBody, estimateTokens, sendJson, type ScriptedUsage } from './wire';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** Parsed JSON, or the raw text when the body is not JSON. */
  body: unknown;
}

/** `content` on drop/stall/stream-error: the text the partial stream is cut from (default: filler). */
export type Behaviour =
  | {
      kind: 'stream';
      content: string;
      /** Characters per content chunk (default 8). */
      chunkSize?: number;
      /** Pause before each content chunk and before the finish chunk. */
      delayMs?: number;
      /** Default 'stop'; null sends no finish chunk. */
      finishReason?: 'stop' | 'length' | null;
      /** Interleave `: keep-alive` SSE comments, as some proxies do. */
      keepAlive?: boolean;
      omitDone?: boolean;
      /**
       * Open the stream, then send nothing until `release()`: a model slow to its first token,
       * held for as long as a test needs to see what the app shows meanwhile (a busy state).
       */
      held?: boolean;
      /** With `held`: this many characters of `content` stream first, then it holds (a model stalled mid-answer). */
      heldAfterChars?: number;
      /**
       * The usage chunk sent when the request asks for it (`stream_options.include_usage`), as OpenAI
       * does: these counts (default: estimated from the prompt and the content), or `false` for
       * none, as a compatible server that ignores the option.
       */
      usage?: ScriptedUsage | false;
    }
  | { kind: 'json'; content: string; finishReason?: 'stop' | 'length'; usage?: ScriptedUsage | false }
  | {
      kind: 'error';
      status: number;
      /** When absent the response has no body at all. */
      message?: string;
      /** Default: 'server_error' for 5xx, else 'invalid_request_error'. */
      type?: string;
      code?: string | null;
      headers?: Record<string, string>;
    }
  | { kind: 'drop'; afterChars?: number; content?: string }
  | { kind: 'stall'; afterChars?: number; content?: string }
  | { kind: 'stream-error'; afterChars?: number; content?: string; message: string }
  /** `bytes` of filler content in `chunkSize` pieces (default 16 KiB), as fast as the client reads: a model that ignores max_tokens. */
  | { kind: 'flood'; bytes: number; chunkSize?: number };

export interface FakeUpstream {
  /** Base URL including `/v1`, e.g. http://127.0.0.1:PORT/v1 */
  url: string;
  /** Every request except control ones, in arrival order. The array is cleared in place by reset(). */
  requests: RecordedRequest[];
  /** Behaviours used in order for the next requests; when the queue is empty, `fallback` is used. */
  enqueue(...behaviours: Behaviour[]): void;
  setFallback(behaviour: Behaviour): void;
  /** Clears the queue and the recorded requests, and restores the default fallback; releases held streams. */
  reset(): void;
  /** Lets every held stream (`held: true`) that waits go on, or, when none waits, the next one. */
  release(): void;
  /** Resolves when the ongoing (else the next) chat response's client connection closes. */
  connectionClosed(): Promise<void>;
  openConnections(): number;
  /** Bytes of chat response bodies handed to the socket since the last reset: shows whether a client kept reading. */
  bytesSent(): number;
  /** Chat response writes the socket has not taken yet: above zero while the fake waits on a client that does not read. */
  writesWaiting(): number;
  /** Chat responses whose client hung up before the response ended, since the last reset. */
  closedEarly(): number;
  /** Closes the server and destroys open sockets, so it never waits on a stalled response. */
  close(): Promise<void>;
}

export interface FakeUpstreamOptions {
  /** Default 0: a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve the HTTP control API under /__control/ (for tests in another process). */
  control?: boolean;
}

const DEFAULT_FALLBACK: Behaviour = { kind: 'stream', content: '{"ok":true}' };
const CHAT_PATH = '/v1/chat/completions';

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const host = options.host ?? '127.0.0.1';
  const requests: RecordedRequest[] = [];
  const queue: Behaviour[] = [];
  let fallback = DEFAULT_FALLBACK;
  const sockets = new Set<Socket>();
  // Sockets whose chat response is still being written, newest last.
  const responding = new Set<Socket>();
  let closeWaiters: Array<() => void> = [];
  const shutdown = new AbortController();
  let closing: Promise<void> | undefined;
  let bytesSent = 0;
  let writesWaiting = 0;
  let closedEarly = 0;
  // Held streams take tickets in arrival order and go on once `released` passes theirs. A release
  // lets every waiting one go, or, when none waits yet, the next to arrive: a test may release
  // before the app's request has reached the fake. A reset lets the waiting go and no later one.
  let held = 0;
  let released = 0;
  const waiting = new Set<() => void>();
  const wake = () => {
    for (const check of [...waiting]) check();
  };
  const release = () => {
    released = held > released ? held : held + 1;
    wake();
  };
  const waitForRelease = () => {
    const ticket = held++;
    return new Promise<void>((resolve) => {
      const check = () => {
        if (released <= ticket) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
    });
  };

  const upstream: FakeUpstream = {
    url: '',
    requests,
    enqueue: (...behaviours) => {
      queue.push(...behaviours);
    },
    setFallback: (behaviour) => {
      fallback = behaviour;
    },
    release,
    reset: () => {
      released = Math.max(released, held);
      wake();
      queue.length = 0;
      requests.length = 0;
      fallback = DEFAULT_FALLBACK;
      bytesSent = 0;
      closedEarly = 0;
    },
    connectionClosed: () =>
      new Promise((resolve) => {
        const ongoing = [...responding].at(-1);
        if (ongoing) onSocketClose(ongoing, resolve);
        else closeWaiters.push(resolve);
      }),
    openConnections: () => sockets.size,
    bytesSent: () => bytesSent,
    writesWaiting: () => writesWaiting,
    closedEarly: () => closedEarly,
    close: () => (closing ??= closeServer()),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const { pathname } = new URL(path, 'http://fake-upstream');
    const raw = await readBody(req);
    if (options.control && pathname.startsWith(CONTROL_PREFIX)) {
      handleControl(upstream, method, pathname, raw, res);
      return;
    }
    const body = parseBody(raw);
    requests.push({ method, path, headers: { ...req.headers }, body });
    if (method !== 'POST' || pathname !== CHAT_PATH) {
      // The real API's answer to unknown routes.
      sendJson(res, 404, errorBody(`Invalid URL (${method} ${pathname})`, 'invalid_request_error'));
      return;
    }
    trackResponse(req.socket, res);
    const behaviour = queue.shift() ?? fallback;
    await respond(res, behaviour, {
      model: isRecord(body) && typeof body.model === 'string' ? body.model : 'gpt-fake',
      promptTokens: estimateTokens(JSON.stringify(isRecord(body) ? (body.messages ?? '') : '')),
      includeUsage: isRecord(body) && isRecord(body.stream_options) && body.stream_options.include_usage === true,
      signal: shutdown.signal,
      held: waitForRelease,
    });
  }

  function trackResponse(socket: Socket, res: ServerResponse): void {
    responding.add(socket);
    // Every writer in ./respond waits for each write to reach the socket before the next, so this
    // count stops growing when the client stops reading.
    const write = res.write.bind(res) as (chunk: string | Buffer, callback?: (error?: Error | null) => void) => boolean;
    res.write = ((chunk: string | Buffer, callback?: (error?: Error | null) => void) => {
      bytesSent += Buffer.byteLength(chunk);
      writesWaiting++;
      return write(chunk, (error) => {
        writesWaiting--;
        callback?.(error);
      });
    }) as typeof res.write;
    res.once('close', () => {
      responding.delete(socket);
      if (!res.writableFinished) closedEarly++;
    });
    for (const waiter of closeWaiters) onSocketClose(socket, waiter);
    closeWaiters = [];
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug in the fake should fail the test loudly, not look like an upstream quirk.
      console.error('fake upstream: handler failed', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, errorBody(`fake upstream bug: ${String(error)}`, 'server_error'));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  function closeServer(): Promise<void> {
    shutdown.abort();
    const closed = new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    for (const socket of sockets) socket.destroy();
    return closed;
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  upstream.url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/v1`;
  return upstream;
}

function onSocketClose(socket: Socket, callback: () => void): void {
  if (socket.closed) callback();
  else socket.once('close', () => callback());
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
