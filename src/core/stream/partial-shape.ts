import type * as z from 'zod/mini';

/** What a result looks like while it streams in: any part may still be missing. */
export type DeepPartial<T> = T extends (infer U)[]
  ? DeepPartial<U>[]
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Keeps the parts of a half-parsed value that fit the schema's shape and drops the rest, so a
 * screen can render a streaming result without guarding every field. Length and count rules are
 * not checked here: the final result is validated in full.
 */
export function partialOf<S extends z.ZodMiniType>(schema: S, value: unknown): DeepPartial<z.infer<S>> | undefined {
  return fit(schema, value) as DeepPartial<z.infer<S>> | undefined;
}

function fit(schema: z.ZodMiniType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape ?? {})) {
        if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
        const fitted = fit(child, (value as Record<string, unknown>)[key]);
        if (fitted !== undefined) out[key] = fitted;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.map((item) => fit(def.element as z.ZodMiniType, item)).filter((item) => item !== undefined)
        : undefined;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return def.innerType ? fit(def.innerType, value) : undefined;
    case 'pipe':
      return def.in ? fit(def.in, value) : undefined;
    case 'string':
    case 'enum':
      return typeof value === 'string' ? value : undefined;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    default:
      return value;
  }
}
