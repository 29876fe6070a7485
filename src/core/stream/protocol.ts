import type { SaveOutcome } from '../workspace/schema';

/**
 * The request header with which a client asks for the compact stream; the web app does. Without
 * it a client gets the plain one (docs/request-path.md, "The path of one request", step 5).
 */
export const STREAM_HEADER = 'venturekit-stream';
export const COMPACT_STREAM = 'compact';
/** The response header that names a recorded generation, for Stop and for following it after a reload. */
export const GENERATION_HEADER = 'venturekit-generation';

/** What `done` says besides where the result was stored. */
export interface DoneData extends SaveOutcome {
  /**
   * The validated result. The compact stream leaves it out when the streamed text, parsed and
   * validated with the tool's schema, gives exactly this result: the browser rebuilds it.
   */
  result?: unknown;
  /** The compact stream's length of the streamed text, so the browser knows it has all of it. */
  chars?: number;
}

/**
 * The events the server sends to the browser for one generation, as server-sent events.
 * `delta` carries only the new text (never the whole object again); `done` ends it with the result.
 * Plain stream: `event: delta` with the text as a JSON string, `done` always with the result.
 * Compact stream: deltas as unnamed events with the raw text in `data` lines (about 8 bytes of
 * framing each), and `done` with `chars` and the result only where the browser cannot rebuild it.
 */
export type GenerationEvent =
  | { event: 'delta'; data: string }
  /** The result, and where the server stored it (or why it could not). */
  | { event: 'done'; data: DoneData }
  /** `stopped`: Stop ended it (a generation followed after a reload), so there is nothing to report. */
  | { event: 'error'; data: { message: string; stopped?: boolean } };

/** the product's service error texts (docs/product.md §8). */
export const SERVICE_ERRORS = {
  /** The provider could not be reached, or the connection broke. */
  network: 'Failed to connect to AI service',
  /** The provider answered with a failure status and no message of its own. */
  generic: 'Failed to generate content',
  /** The model's output was not the JSON the tool asked for. */
  parse: 'Failed to parse the AI response. Please try again.',
} as const;

/**
 * What a generation's error says when the provider refused it for a reason the founder (or whoever
 * runs the server) can act on (issue 37): in Venturekit's words only, never the provider's, whose
 * message may echo the key. The screen shows it under the tool's error toast (`providerRefusal`).
 */
export const PROVIDER_REFUSED = {
  /** A 401 or 403: the key is wrong, revoked, or not allowed this model. */
  key: 'The AI provider refused the key. Check OPENAI_API_KEY on the server.',
  /** A 429 after the retries: when to try again, from the provider's Retry-After ("20 seconds"), else a minute. */
  rateLimited: (wait = 'a minute') => `The AI provider is limiting requests. Try again in ${wait}.`,
} as const;

/** The rate limit's text around its wait. */
const [WAIT_BEFORE, WAIT_AFTER] = PROVIDER_REFUSED.rateLimited('\u0000').split('\u0000') as [string, string];

/** `message` when it is one of PROVIDER_REFUSED's texts (ours, so fit to show); undefined for any other. */
export function providerRefusal(message: string): string | undefined {
  if (message === PROVIDER_REFUSED.key) return message;
  if (!message.startsWith(WAIT_BEFORE) || !message.endsWith(WAIT_AFTER)) return undefined;
  const wait = message.slice(WAIT_BEFORE.length, message.length - WAIT_AFTER.length);
  return /^[a-z0-9 ]{1,30}$/.test(wait) ? message : undefined;
}

/** One event in the text/event-stream format. */
export function encodeEvent(event: GenerationEvent, { compact = false }: { compact?: boolean } = {}): string {
  if (compact && event.event === 'delta') return `data: ${event.data.replaceAll('\n', '\ndata: ')}\n\n`;
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Model text with its line breaks as SSE carries them: a `data` line cannot hold a carriage
 * return, so CR LF and CR become LF. Only whitespace between JSON tokens changes (a string in
 * JSON cannot hold a raw line break), so the parsed document is the same. Returns a function fed
 * the text chunk by chunk, for a CR at the end of one chunk and its LF at the start of the next.
 */
export function lineBreakNormalizer(): (chunk: string) => string {
  let endedWithCr = false;
  return (chunk) => {
    const piece = endedWithCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    if (chunk.length > 0) endedWithCr = chunk.endsWith('\r');
    return piece.includes('\r') ? piece.replace(/\r\n?/g, '\n') : piece;
  };
}
