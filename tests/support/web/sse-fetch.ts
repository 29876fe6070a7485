/**
 * The network edge for browser tests: a `fetch` stand-in that records every call and answers with
 * real `Response` objects. Generation calls get a `text/event-stream` body written event by event,
 * exactly as the server frames them, and the test decides when each piece arrives and when the
 * stream ends, so loading states and half-streamed results can be observed.
 *
 * The wire format is spelled out here on purpose rather than imported from `src/core`: if the app's
 * framing drifts from the documented protocol, these tests fail.
 */
import { vi } from 'vitest';

/** One recorded call to `fetch`. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  /** The request body parsed as JSON, or the raw text when it is not JSON. */
  body: unknown;
  signal: AbortSignal | undefined;
}

type Responder = (call: FetchCall) => Response | Promise<Response>;

// ---- Server-sent events, framed as the server sends them -------------------------------------

/** One event in the text/event-stream format; `data` is written as given. */
export function sseEvent(event: string, data: string): string {
  return `event: ${event}\ndata: ${data}\n\n`;
}

/** A piece of the model's text: its data is the piece as a JSON string. */
export function deltaEvent(piece: string): string {
  return sseEvent('delta', JSON.stringify(piece));
}

/** The validated final result. */
export function doneEvent(result: unknown): string {
  return sseEvent('done', JSON.stringify({ result }));
}

/** A failure with the service's error text. */
export function errorEvent(message: string): string {
  return sseEvent('error', JSON.stringify({ message }));
}

/** Cuts a JSON document into `count` pieces of about equal length, as a model streams it. */
export function pieces(document: unknown, count = 5): string[] {
  const text = typeof document === 'string' ? document : JSON.stringify(document);
  const size = Math.ceil(text.length / count);
  const out: string[] = [];
  for (let start = 0; start < text.length; start += size) out.push(text.slice(start, start + size));
  return out;
}

/** The whole successful stream for `result`: its text in deltas, then `done`. */
export function successEvents(result: unknown, count = 5): string[] {
  return [...pieces(result, count).map(deltaEvent), doneEvent(result)];
}

/**
 * The compact stream as the server sends it for a result the browser can rebuild: raw unnamed
 * deltas, then `done` with the text's length and no result (core/stream/protocol.ts).
 */
export function compactEvents(result: unknown, count = 5, chars?: number): string[] {
  const parts = pieces(result, count);
  const length = chars ?? parts.join('').length;
  return [
    ...parts.map((data) => `data: ${data.replaceAll('\n', '\ndata: ')}\n\n`),
    sseEvent('done', JSON.stringify({ chars: length })),
  ];
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * An event stream the test writes to. It stays open until `end`, `fail` or an abort of the
 * request it answers, like a real response body.
 */
export class SseStream {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  private closed = false;
  private readonly encoder = new TextEncoder();
  readonly body: ReadableStream<Uint8Array>;
  /** Resolves when the body has been read to its end or cancelled by the reader. */
  readonly finished: Promise<void>;
  private finish!: () => void;

  constructor() {
    this.finished = new Promise((resolve) => (this.finish = resolve));
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
      cancel: () => {
        this.closed = true;
        this.finish();
      },
    });
  }

  /** Sends raw bytes or text as one network chunk. */
  send(chunk: string | Uint8Array): this {
    if (this.closed) return this;
    this.controller.enqueue(typeof chunk === 'string' ? this.encoder.encode(chunk) : chunk);
    return this;
  }

  delta(piece: string): this {
    return this.send(deltaEvent(piece));
  }

  done(result: unknown): this {
    return this.send(doneEvent(result));
  }

  error(message: string): this {
    return this.send(errorEvent(message));
  }

  /** Ends the body normally (whether or not a `done` was sent). */
  end(): this {
    if (!this.closed) {
      this.closed = true;
      this.controller.close();
      this.finish();
    }
    return this;
  }

  /** Breaks the connection mid-body. */
  fail(reason: unknown = new TypeError('network error')): this {
    if (!this.closed) {
      this.closed = true;
      this.controller.error(reason);
      this.finish();
    }
    return this;
  }

  /** A 200 `text/event-stream` response with this stream as its body; an abort of `signal` breaks it. */
  response(signal?: AbortSignal): Response {
    signal?.addEventListener('abort', () => this.fail(abortError()), { once: true });
    return new Response(this.body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  }
}

/** A complete stream: every chunk already sent, then closed. */
export function sseResponse(chunks: readonly (string | Uint8Array)[]): Responder {
  return (call) => {
    const stream = new SseStream();
    for (const chunk of chunks) stream.send(chunk);
    stream.end();
    return stream.response(call.signal);
  };
}

/** A JSON answer, for example the 400 `{ error }` of bad input or `/api/health`. */
export function jsonResponse(status: number, body: unknown): Responder {
  return () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The connection cannot be made: `fetch` rejects as a real one does. */
export function networkFailure(): Responder {
  return () => Promise.reject(new TypeError('Failed to fetch'));
}

// ---- The fetch stand-in --------------------------------------------------------------------------

async function readBody(body: BodyInit | null | undefined): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  const text = typeof body === 'string' ? body : await new Response(body).text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export interface FetchStub {
  /** Every call so far, in order. */
  calls: FetchCall[];
  /** Calls whose path is `path` (query ignored). */
  callsTo(path: string): FetchCall[];
  /**
   * Answers every call to `path` with `responder` (replaces an earlier one for the same path).
   * A path ending in `/*` answers any one segment below it, e.g. `/api/ideas/*`.
   */
  on(path: string, responder: Responder): void;
  /** Answers any call no `on` or `once` responder takes (a fake server routing by the API contract). */
  otherwise(responder: Responder): void;
  /** Answers the next call to `path` with `responder`, before any `on` responder; queued in order. */
  once(path: string, responder: Responder): void;
  /**
   * Answers the next call to `path` with an event stream that stays open; returns the stream once
   * that call has been made, so the test can write to it.
   */
  hold(path: string): Promise<SseStream>;
}

/**
 * Replaces `globalThis.fetch` for the current test (undone by `vi.unstubAllGlobals`). A call to a
 * path with no responder fails the test loudly instead of reaching the real network.
 */
export function stubFetch(): FetchStub {
  const calls: FetchCall[] = [];
  const standing = new Map<string, Responder>();
  const queued = new Map<string, Responder[]>();
  let fallback: Responder | undefined;

  const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call: FetchCall = {
      url,
      method: (init.method ?? 'GET').toUpperCase(),
      headers: new Headers(init.headers),
      body: await readBody(init.body),
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    if (call.signal?.aborted) throw abortError();
    const path = pathOf(url);
    const responder =
      queued.get(path)?.shift() ??
      standing.get(path) ??
      standing.get(`${path.slice(0, path.lastIndexOf('/'))}/*`) ??
      fallback;
    if (!responder) throw new Error(`Unexpected fetch in test: ${call.method} ${url}`);
    const response = responder(call);
    if (!call.signal) return response;
    // A real fetch rejects as soon as its signal aborts, even before the response has arrived.
    const signal = call.signal;
    return Promise.race([
      response,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError()), { once: true })),
    ]);
  });

  vi.stubGlobal('fetch', fetchStub);

  return {
    calls,
    callsTo: (path) => calls.filter((call) => pathOf(call.url) === path),
    on: (path, responder) => void standing.set(path, responder),
    otherwise: (responder) => void (fallback = responder),
    once: (path, responder) => {
      const list = queued.get(path) ?? [];
      list.push(responder);
      queued.set(path, list);
    },
    hold: (path) =>
      new Promise<SseStream>((resolve) => {
        const list = queued.get(path) ?? [];
        list.push((call) => {
          const stream = new SseStream();
          resolve(stream);
          return stream.response(call.signal);
        });
        queued.set(path, list);
      }),
  };
}
