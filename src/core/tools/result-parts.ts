/**
 * A result seen as its parts, for History's "what changed" and for merging two tabs' edits
 * (docs/product.md §13): the parts a tool declares (`versionParts`, else `editableParts`), each at
 * a concrete path, and the rest of the result, which holds everything no part covers and the
 * number of items in each list of parts (a slide added or removed changes the rest).
 */
import { partAt, partName, pathsOf, withPart, type EditablePart, type PartPath } from './editable-parts';

/** A part as History and a merge read it: where it is, and what it is called. */
export type VersionPart = Pick<EditablePart, 'path' | 'label'>;

/** What a tool says about its parts, as History and a merge read it. */
export interface PartsDeclaration {
  editableParts?: readonly VersionPart[];
  versionParts?: readonly VersionPart[];
  /**
   * Where the result holds what it computes from its parts (the model's figures): left out when two
   * versions are compared, and computed again when a merged result is checked by the tool's schema.
   */
  derivedPaths?: readonly PartPath[];
}

/** A part at a concrete path: where, and its name for a value there ("Slide 2: Problem"). */
export interface PartRef {
  path: PartPath;
  name: string;
}

export const declaredParts = (tool: PartsDeclaration): readonly VersionPart[] =>
  tool.versionParts ?? tool.editableParts ?? [];

/** The result as two versions are compared: without what it computes (`derivedPaths`). */
export const comparable = (tool: PartsDeclaration, result: unknown): unknown =>
  (tool.derivedPaths ?? []).reduce(
    (rest, path) => (partAt(rest, path) === undefined ? rest : withPart(rest, path, undefined)),
    result,
  );

/** Deep equality of JSON values, whatever the order of their keys (jsonb reorders them). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a))
    return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const keys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const other = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keys.length === other.length &&
    keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Where a pattern's list sits (`['slides', '*']` → `['slides']`), or null for a part that is not one of many. */
export const listPathOf = (part: VersionPart): string[] | null => {
  const star = part.path.indexOf('*');
  return star < 0 ? null : part.path.slice(0, star);
};

/** Each declared part found in `result`, with its name. */
export function partsIn(parts: readonly VersionPart[], result: unknown): (PartRef & { part: VersionPart })[] {
  return parts.flatMap((part) =>
    pathsOf(result, part.path).map((path) => ({ path, part, name: partName(part, partAt(result, path), path) })),
  );
}

/**
 * The result without its parts: each list of parts replaced by its length (or by nothing, without
 * `counting`), each other part left out.
 */
export function restOf(parts: readonly VersionPart[], result: unknown, counting = true): unknown {
  let rest = result;
  for (const part of parts) {
    const list = listPathOf(part);
    if (list) {
      const items = partAt(rest, list);
      rest = withPart(rest, list, counting && Array.isArray(items) ? { items: items.length } : null);
    } else if (partAt(rest, part.path) !== undefined) rest = withPart(rest, part.path, undefined);
  }
  return rest;
}

export const pathKey = (path: PartPath) => path.join('\u0000');

/**
 * The parts whose value differs between two results of the same shape (the same rest), by path,
 * named as they are in `after`.
 */
export function changedParts(parts: readonly VersionPart[], before: unknown, after: unknown): PartRef[] {
  const seen = new Set<string>();
  return [...partsIn(parts, after), ...partsIn(parts, before)].flatMap(({ path, name }) => {
    const key = pathKey(path);
    if (seen.has(key)) return [];
    seen.add(key);
    return sameValue(partAt(before, path), partAt(after, path)) ? [] : [{ path, name }];
  });
}
