/**
 * What an endpoint of the API is (core/api/contract.ts lists them): its method, path, schemas and
 * answer, the types of a call and its answer, and its path filled in.
 */
import type * as z from 'zod/mini';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint answers: JSON of a schema, nothing (204), a file, or a stream of server-sent events. */
export type Answer = z.ZodMiniType | 'nothing' | 'file' | 'events';

/** What a call needs to be made (core/api/routes.ts): no schema. */
export interface Route {
  method: Method;
  /** With `:name` for each parameter, as Fastify reads it. */
  path: string;
  /** The status of a success: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** What it answers when that is no JSON. */
  response?: 'nothing' | 'file' | 'events';
}

export interface Endpoint<
  Params extends z.ZodMiniType = z.ZodMiniType,
  Query extends z.ZodMiniType = z.ZodMiniType,
  Body extends z.ZodMiniType = z.ZodMiniType,
  Response extends Answer = Answer,
> extends Omit<Route, 'response'> {
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
}

/** Checks an endpoint and keeps its precise types; a part it does not take is `never`. */
export const endpoint = <
  P extends z.ZodMiniType = never,
  Q extends z.ZodMiniType = never,
  B extends z.ZodMiniType = never,
  R extends Answer = never,
>(
  spec: Endpoint<P, Q, B, R>,
) => spec;

/** The parts of a call an endpoint takes, typed from its schemas (the input side: defaults may be left out). */
export type CallArgs<E extends Endpoint> = ([NonNullable<E['params']>] extends [never]
  ? { params?: undefined }
  : { params: z.input<NonNullable<E['params']>> }) &
  ([NonNullable<E['query']>] extends [never] ? { query?: undefined } : { query?: z.input<NonNullable<E['query']>> }) &
  ([NonNullable<E['body']>] extends [never] ? { body?: undefined } : { body: z.input<NonNullable<E['body']>> });

/** What a successful call answers, typed from its schema. */
export type Answered<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? z.infer<E['response']>
  : E['response'] extends 'nothing'
    ? undefined
    : E['response'] extends 'file'
      ? Blob
      : Response;

/** The path with its parameters filled in, each escaped; and the query, if any. */
export function pathOf(
  endpoint: Pick<Route, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, unknown> = {},
) {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [[name, String(value)]],
    ),
  ).toString();
  return search ? `${path}?${search}` : path;
}
