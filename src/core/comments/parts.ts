/**
 * Which parts of a result can carry a comment thread (docs/product.md §16 "Comments"): what the
 * founder edits in it, as its tool declares it: an editable part (a plan's section, a slide), or,
 * for a result edited by its own editors, one of the parts History names (`versionParts`: the
 * model's assumptions). The server checks a new thread and an imported one by it.
 */
import { matchesPart, type EditablePart, type PartPath } from '../tools/editable-parts';
import type { VersionPart } from '../tools/result-parts';

export function takesComments(
  tool: { editableParts?: readonly EditablePart[]; versionParts?: readonly VersionPart[] },
  path: PartPath,
): boolean {
  return [...(tool.editableParts ?? []), ...(tool.versionParts ?? [])].some((part) => matchesPart(part.path, path));
}
