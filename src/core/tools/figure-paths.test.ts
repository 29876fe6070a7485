/**
 * Every text of a result whose tool states the venture's facts is checked (document-figures.ts),
 * each named by the tool's partLabel, and every text its declared parts hold is one of them: with a
 * differing figure in every text of a tool's sample result, each is a conflict at its own path.
 */
import { describe, expect, it } from 'vitest';
import { offlineResult } from '../../../tests/support/fixtures';
import { modelFact } from '../../../tests/support/venture-facts';
import { documentChecks, type PartPath } from '../venture/document-figures';
import { partAt, pathsOf } from './editable-parts';
import { tools } from './listings';
import { toolDefinitions } from './registry';

const SENTENCE = 'Members pay €39 per month.';
const facts = [{ ...modelFact('price', 29), currency: 'EUR' as const }];

/** Every text in `value`, by its path. */
function textPaths(value: unknown, path: PartPath = []): PartPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => textPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  return [];
}

/** `value` with every text the sentence. */
const everyText = (value: unknown): unknown =>
  typeof value === 'string'
    ? SENTENCE
    : Array.isArray(value)
      ? value.map(everyText)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, everyText(item)]))
        : value;

const checked = tools.filter(({ id }) => toolDefinitions[id].checksFigures).map(({ id }) => id);

describe.each(checked)('%s', (id) => {
  const tool = toolDefinitions[id];
  const result = everyText(offlineResult(id));
  const paths = textPaths(result);

  it('finds the differing figure in every text, each at its own path, named by its part', () => {
    const parts = documentChecks(result, facts);
    expect(parts.map((part) => part.path)).toEqual(paths);
    for (const part of parts) {
      expect(part.checks.map((check) => [check.figure.text, check.status])).toEqual([['€39 per month', 'conflict']]);
      expect(tool.partLabel?.(part.path, result as never) ?? '').not.toBe('');
    }
  });

  it('every text its declared parts hold is among them', () => {
    for (const part of tool.editableParts ?? [])
      for (const place of pathsOf(result, part.path))
        for (const path of textPaths(partAt(result, place), place)) expect(paths).toContainEqual(path);
  });
});
