/**
 * Which parts of a result can carry a comment thread (docs/product.md §16 "Comments"): what the
 * founder edits in it, as its tool declares it: an editable part (a plan's section, a slide), or,
 * for a result edited by its own editors, one of the parts History names (`versionParts`: the
 * model's assumptions), or one it names for comments alone (`commentParts`: a row of the model's
 * hiring plan or funding events, which History sees as one list). The server checks a new thread
 * and an imported one by it.
 */
import { matchesPart, type EditablePart, type PartPath, type PartPattern } from '../tools/editable-parts';
import type { VersionPart } from '../tools/result-parts';

export function takesComments(
  tool: {
    editableParts?: readonly EditablePart[];
    versionParts?: readonly VersionPart[];
    commentParts?: readonly PartPattern[];
  },
  path: PartPath,
): boolean {
  const patterns = [...(tool.editableParts ?? []), ...(tool.versionParts ?? [])].map((part) => part.path);
  return [...patterns, ...(tool.commentParts ?? [])].some((pattern) => matchesPart(pattern, path));
}
