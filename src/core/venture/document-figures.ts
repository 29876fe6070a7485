/**
 * A saved result's figures against the venture's facts, part by part. A part is one text of the
 * result (a plan section, a slide's content, a trend), named by its path in the result; the screen
 * marks conflicts where the part is shown, the server counts them, and Use Fact rewrites one
 * figure in one part. Generic over results: any tool whose prose states facts uses it unchanged.
 */
import type { VentureFact } from './facts';
import { checkFigures, type FigureCheck } from './figures/match';
import { replaceFigure } from './figures/replace';

import type { PartPath } from './part-path';

export type { PartPath };

export interface PartChecks {
  path: PartPath;
  checks: FigureCheck[];
}

/** Every text in `value`, depth first, with its path. */
function texts(value: unknown, path: PartPath = []): { path: PartPath; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, [...path, key]));
  return [];
}

/** Each part of `result` that states one of `facts`, with its checks (matches and conflicts). */
export function documentChecks(result: unknown, facts: readonly VentureFact[]): PartChecks[] {
  if (facts.length === 0) return [];
  return texts(result).flatMap(({ path, text }) => {
    const checks = checkFigures(text, facts);
    return checks.length > 0 ? [{ path, checks }] : [];
  });
}

const samePath = (a: PartPath, b: PartPath) => a.length === b.length && a.every((key, index) => key === b[index]);

/** The checks of the part at `path`, if it states any fact. */
export function checksAt(parts: readonly PartChecks[], path: PartPath): FigureCheck[] {
  return parts.find((part) => samePath(part.path, path))?.checks ?? [];
}

/** `value` with the text at `path` replaced; every other part is the same object. */
function replaceAt(value: unknown, path: PartPath, make: (text: string) => string): unknown {
  if (path.length === 0) {
    if (typeof value !== 'string') throw new RangeError('No text at this part of the result.');
    return make(value);
  }
  const [key, ...rest] = path;
  if (Array.isArray(value) && typeof key === 'number' && key < value.length)
    return value.map((item, index) => (index === key ? replaceAt(item, rest, make) : item));
  if (value && typeof value === 'object' && typeof key === 'string' && key in value)
    return {
      ...(value as Record<string, unknown>),
      [key]: replaceAt((value as Record<string, unknown>)[key], rest, make),
    };
  throw new RangeError('No such part of the result.');
}

/**
 * Use Fact: `result` with the conflicting figure in the part at `path` stating its fact. The check
 * must come from this result (documentChecks on it): replaceFigure refuses a figure that moved.
 */
export function applyFact<Result>(result: Result, path: PartPath, check: FigureCheck): Result {
  return replaceAt(result, path, (text) => replaceFigure(text, check)) as Result;
}

/** A conflict of a result: the check, and the part it stands in. */
export interface PartConflict {
  path: PartPath;
  check: FigureCheck;
}

/** The conflicts among `parts`, part by part, each in the order it stands. */
export const partConflicts = (parts: readonly PartChecks[]): PartConflict[] =>
  parts.flatMap(({ path, checks }) =>
    checks.filter((check) => check.status === 'conflict').map((check) => ({ path, check })),
  );

/** Use Fact is offered for a conflict unless stating the fact would put the part's markets out of order. */
export const fixable = (check: FigureCheck) => check.status === 'conflict' && !check.outOfOrder;

/**
 * Use All Facts: `result` with every conflict of `parts` (its checks: documentChecks on this very
 * result) stating its fact, as Use Fact would one by one; `kept` are those Use Fact is not offered
 * for, left as they stand. Each part's figures are rewritten from its last to its first, so the
 * positions of those before stay true.
 */
export function applyAllFacts<Result>(
  result: Result,
  parts: readonly PartChecks[],
): { result: Result; fixed: number; kept: PartConflict[] } {
  let stated = result;
  let fixed = 0;
  for (const { path, checks } of parts) {
    const conflicts = checks.filter(fixable).sort((a, b) => b.figure.start - a.figure.start);
    for (const check of conflicts) stated = applyFact(stated, path, check);
    fixed += conflicts.length;
  }
  const kept = partConflicts(parts).filter(({ check }) => !fixable(check));
  return { result: stated, fixed, kept };
}

/**
 * `result` with every figure that states another value than its fact rewritten to state it: for
 * the offline provider, whose documents are ours and are built to tell the venture's one story.
 * Model output is never passed through this (only Use Fact and Use All Facts change it).
 */
export const statedFacts = <Result>(result: Result, facts: readonly VentureFact[]): Result =>
  applyAllFacts(result, documentChecks(result, facts)).result;
