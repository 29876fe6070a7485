import { describe, expect, it } from 'vitest';
import { editablePartAt, partAt, partName, pathsOf, withPart } from './editable-parts';
import { allToolDefinitions } from './registry';
import type { AnyToolDefinition } from './define-tool';

/** A schema-valid result of a tool, from its offline generator. */
function sampleResult(tool: AnyToolDefinition): unknown {
  const fields = Object.entries(tool.fields as Record<string, { options?: readonly string[] }>);
  const inputs = Object.fromEntries(
    fields.map(([field, spec]) => [field, spec.options?.[0] ?? 'Pet care for busy owners']),
  );
  const input = tool.inputs.parse(inputs) as never;
  const output = tool.offline(input);
  return tool.finalize ? tool.finalize(output, input) : output;
}

/** The same part with its first text emptied: a required text left blank. */
function emptied(value: unknown): unknown {
  if (typeof value === 'string') return '  ';
  if (Array.isArray(value)) return [emptied(value[0]), ...value.slice(1)];
  const [key, first] = Object.entries(value as Record<string, unknown>)[0]!;
  return { ...(value as object), [key]: emptied(first) };
}

const withParts = allToolDefinitions.filter((tool) => (tool.editableParts?.length ?? 0) > 0);

describe('editable parts', () => {
  it('are declared by the plan, the research and the ideas, each with the server’s edit schema behind it', () => {
    expect(withParts.map((tool) => tool.id)).toEqual(
      expect.arrayContaining(['ideas', 'business-plan', 'market-research']),
    );
    for (const tool of withParts) expect(tool.editable, tool.id).toBeDefined();
  });

  it.each(withParts.map((tool) => [tool.id, tool] as const))(
    '%s: each part reaches the result, passes its own schema, and the edited result passes the server’s',
    (_id, tool) => {
      const result = sampleResult(tool);
      for (const part of tool.editableParts!) {
        const paths = pathsOf(result, part.path);
        expect(paths.length, part.path.join('.')).toBeGreaterThan(0);
        for (const path of paths) {
          expect(editablePartAt(tool.editableParts, path)).toBe(part);
          const value = partAt(result, path);
          expect(partName(part, value, path)).not.toBe('');
          const checked = part.schema.parse(value);
          expect(tool.editable!.safeParse(withPart(result, path, checked)).success, path.join('.')).toBe(true);
          // Blank is refused in the browser first, and by the server too.
          expect(part.schema.safeParse(emptied(value)).success, path.join('.')).toBe(false);
          expect(tool.editable!.safeParse(withPart(result, path, emptied(value))).success).toBe(false);
        }
      }
    },
  );

  it('replaces one part and shares the rest', () => {
    const result = { a: 'x', list: [{ name: 'one' }, { name: 'two' }], other: { deep: ['k'] } };
    const edited = withPart(result, ['list', 1, 'name'], 'TWO');
    expect(edited).toEqual({ a: 'x', list: [{ name: 'one' }, { name: 'TWO' }], other: { deep: ['k'] } });
    expect(edited.other).toBe(result.other);
    expect(edited.list[0]).toBe(result.list[0]);
    expect(result.list[1]!.name).toBe('two');
  });

  it('names a part from its value, or by its number when the value has no name yet', () => {
    const research = withParts.find((tool) => tool.id === 'market-research')!;
    const competitor = editablePartAt(research.editableParts, ['competitors', 1])!;
    expect(partName(competitor, { name: 'HelloFresh' }, ['competitors', 1])).toBe('Competitor: HelloFresh');
    expect(partName(competitor, { name: ' ' }, ['competitors', 1])).toBe('Competitor 2');
    expect(editablePartAt(research.editableParts, ['competitors', 'x'])).toBeUndefined();
    expect(partName(editablePartAt(research.editableParts, ['swot', 'threats'])!, [], ['swot', 'threats'])).toBe(
      'SWOT: Threats',
    );
  });
});
