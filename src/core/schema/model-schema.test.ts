import { describe, expect, it } from 'vitest';
import { allToolDefinitions } from '../tools/registry';
import { toModelSchema } from './model-schema';

type Node = Record<string, unknown>;

function objects(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) node.forEach((child) => objects(child, found));
  else if (node && typeof node === 'object') {
    if ((node as Node).type === 'object') found.push(node as Node);
    Object.values(node).forEach((child) => objects(child, found));
  }
  return found;
}

describe.each(allToolDefinitions.map((tool) => [tool.id, tool] as const))(
  'the %s schema sent to the model',
  (_, tool) => {
    const schema = toModelSchema(tool.output);

    it('meets strict structured outputs: every object closed and every property required', () => {
      for (const object of objects(schema)) {
        expect(object.additionalProperties).toBe(false);
        expect(object.required).toEqual(Object.keys(object.properties as Node));
      }
    });

    it('carries no keywords strict mode rejects', () => {
      const text = JSON.stringify(schema);
      for (const keyword of ['"$schema"', '"minLength"', '"maxLength"']) expect(text).not.toContain(keyword);
    });

    it('has a name OpenAI accepts', () => {
      expect(tool.schemaName).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
    });
  },
);
