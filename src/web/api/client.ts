// Before the contract's schemas exist: zod must not probe for eval under our CSP (zod-config.ts).
import './zod-config';
import type { Answered, CallArgs, Contract, EndpointName } from '@/core/api/contract';
import { pathOf, type Route } from '@/core/api/endpoint';
import { routes } from '@/core/api/routes';

/** What a founder reads when the server cannot be reached at all. */
export const OFFLINE_MESSAGE = 'Venturekit could not be reached. Check your connection and try again.';

/** A refused or failed call; `message` is the server's own sentence (or OFFLINE_MESSAGE), fit to show. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** 0 when the server could not be reached. */
    readonly status: number,
    /** The rest of the server's answer: what it has now on a 409, when to come back on a 429. */
    readonly details: {
      current?: unknown;
      retryAfterSeconds?: number;
      conflicts?: unknown;
      yours?: unknown;
      /** An export or a share link refused for its result's figure conflicts: how many (docs/product.md §10). */
      figureConflicts?: number;
    } = {},
  ) {
    super(message);
  }
}

type Options<K extends EndpointName> = CallArgs<Contract[K]> & {
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * Sends one call, by its name in the contract (core/api/contract.ts; its method and path from core/api/routes.ts), and returns the response as
 * it came, for a caller that reads it itself (an event stream). A network failure rejects with the
 * offline message; an abort rejects as the abort.
 */
export async function send<K extends EndpointName>(name: K, options: Options<K>): Promise<Response> {
  const endpoint = routes[name];
  const { params, query, body, signal, headers } = options as {
    params?: Record<string, string>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const hasBody = body !== undefined;
  try {
    return await fetch(pathOf(endpoint, params, query), {
      method: endpoint.method,
      headers: { ...(hasBody && { 'content-type': 'application/json' }), ...headers },
      // A text body (an imported file) goes up as it is: the server checks it whole.
      body: hasBody ? (typeof body === 'string' ? body : JSON.stringify(body)) : undefined,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(OFFLINE_MESSAGE, 0);
  }
}

/** The refusal in a response that is not ok: the server's sentence, or a plain one naming the status. */
export async function refusalOf(response: Response, signal?: AbortSignal): Promise<ApiError> {
  const data = (await response.json().catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return {};
  })) as {
    error?: string;
    current?: unknown;
    retryAfterSeconds?: number;
    conflicts?: unknown;
    yours?: unknown;
    figureConflicts?: unknown;
  };
  const retryAfter = data.retryAfterSeconds ?? Number(response.headers.get('retry-after') ?? NaN);
  return new ApiError(data.error ?? `Request failed (${response.status})`, response.status, {
    current: data.current,
    // A save refused by parts: the parts both changed, and the save's own (core/workspace/versions.ts).
    ...(data.yours !== undefined && { conflicts: data.conflicts, yours: data.yours }),
    ...(Number.isFinite(retryAfter) && retryAfter > 0 && { retryAfterSeconds: retryAfter }),
    ...(typeof data.figureConflicts === 'number' && { figureConflicts: data.figureConflicts }),
  });
}

/**
 * One call through the contract: resolves to the answer (parsed JSON, a file as a Blob, or nothing
 * for a 204); rejects with an ApiError carrying the server's sentence. The one error path for the
 * browser's calls.
 */
export async function call<K extends EndpointName>(name: K, options: Options<K>): Promise<Answered<Contract[K]>> {
  const endpoint: Route = routes[name];
  const response = await send(name, options);
  if (!response.ok) throw await refusalOf(response, options.signal);
  if (endpoint.response === 'nothing' || response.status === 204) return undefined as Answered<Contract[K]>;
  if (endpoint.response === 'file') return (await response.blob()) as Answered<Contract[K]>;
  if (endpoint.response === 'events') return response as Answered<Contract[K]>;
  return (await response.json().catch((error: unknown) => {
    // Aborted while the body was arriving: the caller no longer wants it, and an empty object is not an answer.
    if (options.signal?.aborted) throw error;
    throw new ApiError(`The server's answer could not be read (${response.status}).`, response.status);
  })) as Answered<Contract[K]>;
}
