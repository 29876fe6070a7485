import * as z from 'zod/mini';

/** Keywords OpenAI's strict structured outputs reject or ignore; our zod schema still checks them on the server. */
const UNSUPPORTED = new Set(['$schema', 'minLength', 'maxLength']);

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (!UNSUPPORTED.has(key)) out[key] = strip(value);
  }
  return out;
}

/**
 * The JSON schema sent as `response_format.json_schema.schema`: every property required and
 * no extra properties (zod's output already says so), without keywords strict mode refuses.
 */
export function toModelSchema(schema: z.ZodMiniType): Record<string, unknown> {
  return strip(z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12' })) as Record<string, unknown>;
}
