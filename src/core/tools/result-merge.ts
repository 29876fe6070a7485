/**
 * Two tabs' edits of one result, merged by parts (docs/product.md §13; docs/decisions.md "Versions:
 * whole results, computed diffs, merged by parts"). A save made on an older version than the
 * stored one keeps the parts it changed and takes every other part from the newest; when both
 * changed the same part, or either changed the result's shape (a slide added, removed, or
 * anything outside the declared parts), it is a conflict, and nothing is merged.
 */
import { partAt, withPart } from './editable-parts';
import {
  changedParts,
  comparable,
  declaredParts,
  pathKey,
  restOf,
  sameValue,
  type PartRef,
  type PartsDeclaration,
  type VersionPart,
} from './result-parts';

export type MergeOutcome<Result> =
  | { merged: true; result: Result }
  /**
   * `conflicts`: the parts both changed, named as the newest has them (or the whole result, named
   * "The whole result"); `yours`: every part the save changed, named as the save has them.
   */
  | { merged: false; conflicts: PartRef[]; yours: PartRef[] };

/** What a conflict names when no single part can be: the save changed the result's shape or what no part covers. */
export const WHOLE_RESULT: PartRef = { path: [], name: 'The whole result' };

/**
 * Merges `yours` (an edit made on `base`) onto `newest` (what is stored now, also made from `base`
 * by other saves). Pure; the caller validates the merged result with the tool's schema.
 */
export function mergeResults<Result>(
  tool: PartsDeclaration,
  wholeBase: Result,
  yours: Result,
  newest: Result,
): MergeOutcome<Result> {
  // Compared without what each computes (the model's figures): the merged result is computed again when checked.
  const [base, mine, theirs] = [wholeBase, yours, newest].map((result) => comparable(tool, result));
  if (sameValue(base, mine)) return { merged: true, result: newest };
  if (sameValue(base, theirs)) return { merged: true, result: yours };
  return mergeParts(declaredParts(tool), base, mine, theirs, { yours, newest });
}

/** The merge of comparable results by `parts`; what merges is `whole.yours`' parts onto `whole.newest`. */
function mergeParts<Result>(
  parts: readonly VersionPart[],
  base: unknown,
  yours: unknown,
  newest: unknown,
  whole: { yours: Result; newest: Result },
): MergeOutcome<Result> {
  const rest = restOf(parts, base);
  const yourShape = sameValue(rest, restOf(parts, yours));
  const theirShape = sameValue(rest, restOf(parts, newest));
  if (!yourShape || !theirShape) {
    // Parts by place cannot be told apart once slides moved in or out: Apply then saves the whole result.
    return {
      merged: false,
      conflicts: [WHOLE_RESULT],
      yours: yourShape ? changedParts(parts, base, yours) : [WHOLE_RESULT],
    };
  }
  const yoursChanged = changedParts(parts, base, yours);
  const mine = new Set(yoursChanged.map(({ path }) => pathKey(path)));
  // Named as the other tab saved them: "Another tab saved Slide 7: {its title} first".
  const conflicts = changedParts(parts, base, newest).filter(({ path }) => mine.has(pathKey(path)));
  if (conflicts.length > 0) return { merged: false, conflicts, yours: yoursChanged };
  const result = yoursChanged.reduce(
    (merged, { path }) => withPart(merged, path, partAt(whole.yours, path)),
    whole.newest,
  );
  return { merged: true, result };
}
