import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** One readable line from a zod error, for a 400. */
function invalid(reply: FastifyReply, error: z.ZodError) {
  const issue = error.issues[0];
  return reply.code(400).send({ error: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'is invalid'}` });
}

/** Parses with `schema` or answers 400; routes stay a few lines each. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | undefined {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    void invalid(reply, parsed.error);
    return undefined;
  }
  return parsed.data;
}
