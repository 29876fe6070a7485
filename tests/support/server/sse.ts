import { createParser } from 'eventsource-parser';
import type { GenerationEvent } from '@/core/stream/protocol';

/**
 * Splits a text/event-stream body into its events with the SSE parser the browser uses: comments
 * (": ...") are skipped; a compact stream's unnamed deltas come back as `delta` with their raw text.
 */
export function parseEvents(body: string): GenerationEvent[] {
  const events: GenerationEvent[] = [];
  const parser = createParser({
    onEvent: ({ event, data }) =>
      events.push(
        (event === undefined ? { event: 'delta', data } : { event, data: JSON.parse(data) }) as GenerationEvent,
      ),
  });
  parser.feed(body);
  return events;
}

/** The text all delta events carried, joined. */
export function deltaText(events: GenerationEvent[]): string {
  return events.map((event) => (event.event === 'delta' ? event.data : '')).join('');
}
