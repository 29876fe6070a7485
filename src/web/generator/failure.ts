import { providerRefusal, SERVICE_ERRORS } from '@/core/stream/protocol';
import type { GenerationResponse } from './stream-client';
import { ERROR_TITLE, tryAgainLater } from './texts';

/**
 * What a failed generation says: the server's message (for the console and `error`) and the toast.
 * The toast is the tool's error text under the title Error, or, when the server asked to wait (a
 * rate limit or a busy service), when to come back; when the provider refused the key or limited
 * requests, the tool's error text is the title and what to do its description (issue 37).
 */
export function failureOf(
  response: GenerationResponse,
  toolError: string,
): { message: string; title: string; toast: string; stopped?: boolean } {
  if (response.success) return { message: SERVICE_ERRORS.parse, title: ERROR_TITLE, toast: toolError };
  const refusal = providerRefusal(response.error);
  if (refusal) return { message: response.error, title: toolError, toast: refusal };
  const later = response.retryAfterSeconds;
  const toastText = later ? tryAgainLater(response.status, later) : toolError;
  return { message: response.error, title: ERROR_TITLE, toast: toastText, ...(response.stopped && { stopped: true }) };
}
