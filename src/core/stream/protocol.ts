import type { SaveOutcome } from '../workspace/schema';

/**
 * The events the server sends to the browser for one generation, as server-sent events.
 * `delta` carries only the new text (never the whole object again); `done` carries the validated result.
 */
export type GenerationEvent =
  /** The text that arrived since the last delta, as a JSON string: the cheapest framing SSE allows. */
  | { event: 'delta'; data: string }
  /** The result, and where the server stored it (or why it could not). */
  | { event: 'done'; data: { result: unknown } & SaveOutcome }
  | { event: 'error'; data: { message: string } };

/** the product's service error texts (docs/product.md §8). */
export const SERVICE_ERRORS = {
  /** The provider could not be reached, or the connection broke. */
  network: 'Failed to connect to AI service',
  /** The provider answered with a failure status and no message of its own. */
  generic: 'Failed to generate content',
  /** The model's output was not the JSON the tool asked for. */
  parse: 'Failed to parse the AI response. Please try again.',
} as const;

/** One event in the text/event-stream format. */
export function encodeEvent(event: GenerationEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
