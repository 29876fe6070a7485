import { parsePartialJson } from '@/core/stream/partial-json';
import { SERVICE_ERRORS } from '@/core/stream/protocol';
import { send } from '@/web/api/client';
import { STOP } from './stop';
import { readGeneration, stopOnServer, type GenerationResponse } from './stream-client';

/**
 * Follows a generation the server runs without this page (started before a reload, or on another
 * screen) to its end, as its own stream would show it, starting from the text it had streamed when
 * the page loaded; Stop (abort with STOP) asks the server to stop it. Loaded only when a screen
 * opens on a running generation, with the partial-JSON reader (no first load carries it).
 */
export async function followGeneration(
  id: string,
  { signal, onPartial, textSoFar }: { signal: AbortSignal; onPartial: (partial: unknown) => void; textSoFar: string },
): Promise<GenerationResponse> {
  onPartial(parsePartialJson(textSoFar));
  signal.addEventListener('abort', () => signal.reason === STOP && stopOnServer(id), { once: true });
  let response: Response;
  try {
    response = await send('followGeneration', {
      params: { id },
      headers: { accept: 'text/event-stream' },
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return { success: false, error: SERVICE_ERRORS.network };
  }
  return readGeneration(response, signal, onPartial);
}
