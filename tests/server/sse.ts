import type { GenerationEvent } from '@/core/stream/protocol';

/** Splits a text/event-stream body into its events, as a browser would read them: comment blocks (": ...") are skipped. */
export function parseEvents(body: string): GenerationEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.split('\n').some((line) => line.startsWith('data: ')))
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) } as GenerationEvent;
    });
}

/** The text all delta events carried, joined. */
export function deltaText(events: GenerationEvent[]): string {
  return events.map((event) => (event.event === 'delta' ? event.data : '')).join('');
}
