/**
 * What changed between two versions of a result, by part (docs/product.md §13), computed whenever
 * History asks: versions store whole results, never diffs. A list of parts (slides, competitors)
 * is compared item by item: an item found unchanged elsewhere moved, one told apart by its first
 * field (a slide's title) or its place changed, the rest were added or removed.
 */
import { partAt, partName, pathsOf } from './editable-parts';
import {
  comparable,
  declaredParts,
  listPathOf,
  restOf,
  sameValue,
  type PartsDeclaration,
  type VersionPart,
} from './result-parts';

export interface ResultChange {
  kind: 'changed' | 'added' | 'removed' | 'moved';
  /** The part's name, as its place names it ("Slide 3: Problem", "Executive Summary"). */
  part: string;
}

/** "keyMilestones" → "Key milestones": a name for what no declared part covers. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The first field of an item (a slide's title, a competitor's name): what tells an edited item apart. */
const firstField = (item: unknown) =>
  item && typeof item === 'object' ? JSON.stringify(Object.values(item)[0] ?? null) : JSON.stringify(item);

/** Pairs each item of `after` with one of `before`: -1 where none (added). */
function pairItems(before: readonly unknown[], after: readonly unknown[]): number[] {
  const used = new Set<number>();
  const take = (j: number, test: (i: number) => boolean, pairs: number[]) => {
    const i = before.findIndex((_item, at) => !used.has(at) && test(at));
    if (i >= 0) {
      used.add(i);
      pairs[j] = i;
    }
  };
  const pairs = after.map(() => -1);
  after.forEach((item, j) => {
    if (before[j] !== undefined && sameValue(before[j], item)) take(j, (i) => i === j, pairs);
  });
  after.forEach((item, j) => pairs[j]! < 0 && take(j, (i) => sameValue(before[i], item), pairs));
  after.forEach((item, j) => pairs[j]! < 0 && take(j, (i) => firstField(before[i]) === firstField(item), pairs));
  after.forEach((_item, j) => pairs[j]! < 0 && take(j, (i) => i === j, pairs));
  return pairs;
}

/** The places in `after` of the paired items that kept their order (a longest increasing run of `before` places). */
function keptOrder(pairs: readonly number[]): Set<number> {
  const places = pairs.flatMap((i, j) => (i >= 0 ? [j] : []));
  const runs: number[][] = [];
  for (const j of places) {
    const longest = runs.filter((run) => pairs[run.at(-1)!]! < pairs[j]!).sort((a, b) => b.length - a.length)[0];
    runs.push([...(longest ?? []), j]);
  }
  return new Set(runs.sort((a, b) => b.length - a.length)[0] ?? []);
}

function listChanges(part: VersionPart, list: string[], before: unknown, after: unknown): ResultChange[] {
  const was = Array.isArray(partAt(before, list)) ? (partAt(before, list) as unknown[]) : [];
  const now = Array.isArray(partAt(after, list)) ? (partAt(after, list) as unknown[]) : [];
  const pairs = pairItems(was, now);
  const kept = keptOrder(pairs);
  const nameIn = (items: unknown[], at: number) => partName(part, items[at], [...list, at]);
  const changes = now.flatMap((item, j): ResultChange[] => {
    const i = pairs[j]!;
    if (i < 0) return [{ kind: 'added', part: nameIn(now, j) }];
    return [
      ...(kept.has(j) ? [] : [{ kind: 'moved' as const, part: nameIn(now, j) }]),
      ...(sameValue(was[i], item) ? [] : [{ kind: 'changed' as const, part: nameIn(now, j) }]),
    ];
  });
  const paired = new Set(pairs);
  return [
    ...changes,
    ...was.flatMap((_item, i) => (paired.has(i) ? [] : [{ kind: 'removed' as const, part: nameIn(was, i) }])),
  ];
}

/** What changed from `before` to `after`, part by part in the tool's order, then what no part covers. */
export function diffResults(tool: PartsDeclaration, whole: unknown, wholeAfter: unknown): ResultChange[] {
  const parts = declaredParts(tool);
  // What the result computes from its parts changes with them: the parts are what changed.
  const [before, after] = [comparable(tool, whole), comparable(tool, wholeAfter)];
  const changes = parts.flatMap((part): ResultChange[] => {
    const list = listPathOf(part);
    if (list) return listChanges(part, list, before, after);
    return pathsOf(after, part.path).flatMap((path) =>
      sameValue(partAt(before, path), partAt(after, path))
        ? []
        : [{ kind: 'changed' as const, part: partName(part, partAt(after, path), path) }],
    );
  });
  const restBefore = (restOf(parts, before, false) ?? {}) as Record<string, unknown>;
  const restAfter = (restOf(parts, after, false) ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(restAfter), ...Object.keys(restBefore)])];
  return [
    ...changes,
    ...keys
      .filter((key) => !sameValue(restBefore[key], restAfter[key]))
      .map((key) => ({ kind: 'changed' as const, part: humanize(key) })),
  ];
}
