import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import { z } from 'zod';
import type { Answered, Endpoint } from '@/core/api/contract';

/** A part's value as its schema gives it; `never` for a part the endpoint does not take. */
type Parsed<S> = [NonNullable<S>] extends [never]
  ? never
  : NonNullable<S> extends z.core.$ZodType
    ? z.output<NonNullable<S>>
    : never;

/** What a handler gets: the request's parts checked against the endpoint's schemas, and the request itself. */
export interface Call<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A JSON endpoint's handler returns its answer (typed by the contract) and `serve` sends it with the
 * endpoint's status; a file or an event stream is sent by the handler itself, which returns the reply.
 */
export type Handler<E extends Endpoint> = (
  call: Call<E>,
) => Promise<E['response'] extends z.core.$ZodType | 'nothing' ? Answered<E> | FastifyReply | void : FastifyReply>;

/** One readable line from a zod error, for a 400: the same shape for every route. */
export function invalidMessage(error: z.ZodError, part: string): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || part}: ${issue?.message ?? 'is invalid'}`;
}

/** Parses with `schema` (the server's own, or one of core's zod/mini schemas) or answers 400. */
export function parse<T>(
  schema: z.core.$ZodType<T>,
  value: unknown,
  reply: FastifyReply,
  part = 'body',
): T | undefined {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({ error: invalidMessage(parsed.error, part) });
  return undefined;
}

const PARTS = ['params', 'query', 'body'] as const;

/** What a request with NUL in its path or query reads (PostgreSQL's text cannot hold the character, so no id or value has it). */
export const NUL_REFUSED = "The request's path or query has a NUL character (%00), which no id or value here can hold.";

/**
 * Refuses a path or query with NUL before anything else runs for the route (a body's NUL is
 * dropped when it is parsed: guards/json-body.ts). Every endpoint of the contract has it, once, here.
 */
const refuseNul: onRequestHookHandler = async (request, reply) => {
  // `%00` is the only way a NUL reaches a URL: the HTTP parser refuses the raw byte.
  if (request.url.includes('%00') || request.url.includes('\0')) return reply.code(400).send({ error: NUL_REFUSED });
};

/** The route's own onRequest hooks, after the NUL check. */
const withNulCheck = (hooks: RouteShorthandOptions['onRequest']): onRequestHookHandler[] => [
  refuseNul,
  ...(hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]),
];

/**
 * Registers `endpoint` (core/api/contract.ts) on `app`: its method and path, a path or query with
 * NUL refused first, its params, query and body checked against the contract's schemas before the
 * handler runs (a 400 with one sentence otherwise), and the handler's answer sent with the endpoint's status.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteShorthandOptions,
  handler: Handler<E>,
): void {
  app.route({
    ...options,
    onRequest: withNulCheck(options.onRequest),
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const checked: Record<string, unknown> = {};
      for (const part of PARTS) {
        const schema = endpoint[part];
        if (!schema) continue;
        const value = parse(schema, request[part], reply, part);
        if (value === undefined && reply.sent) return reply;
        checked[part] = value;
      }
      const answer = await handler({ ...(checked as Omit<Call<E>, 'request' | 'reply'>), request, reply });
      if (reply.sent || answer === reply) return reply;
      if (endpoint.status === 204) return reply.code(204).send();
      return reply.code(endpoint.status ?? 200).send(answer);
    },
  });
}
