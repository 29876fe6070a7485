import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** One readable line from a zod error, for a 400. */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return reply.code(400).send({ error: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}` });
}

/** Parses with `schema` (the server's own, or one of core's zod/mini schemas) or answers 400; routes stay a few lines each. */
export function parse<T>(schema: z.core.$ZodType<T>, value: unknown, reply: FastifyReply): T | undefined {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) {
    void invalid(reply, parsed.error);
    return undefined;
  }
  return parsed.data;
}
