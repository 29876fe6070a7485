/**
 * A saved result's versions as the API carries them (docs/product.md §13): who made each, when,
 * and what changed from the one before, by part; a refused save's conflict, by part.
 */
import * as z from 'zod/mini';

export const MADE_BY = ['generated', 'edited', 'restored'] as const;
export type MadeBy = (typeof MADE_BY)[number];

/** Why an edit was made, when not typed by hand: a Use Fact, or an accepted Rewrite with AI (the activity feed tells them apart). */
export const EDIT_CAUSES = ['use fact', 'rewrite'] as const;
export type EditCause = (typeof EDIT_CAUSES)[number];

export const resultChange = z.object({
  kind: z.enum(['changed', 'added', 'removed', 'moved']),
  part: z.string(),
});

export const versionView = z.object({
  version: z.number(),
  madeBy: z.enum(MADE_BY),
  /** The version a restore brought back. */
  restoredFrom: z.optional(z.number()),
  /** The member who made it, by name and account; none for a guest's version. */
  author: z.optional(z.object({ id: z.nullable(z.string()), name: z.string() })),
  createdAt: z.string(),
  /** What changed from the version before it; empty for the first. */
  changes: z.array(resultChange),
});
export type VersionView = z.infer<typeof versionView>;

/** How many versions History loads at a time, newest first; Show Earlier Versions loads the next. */
export const VERSIONS_PAGE = 20;

export const documentVersions = z.object({
  versions: z.array(versionView),
  /** Older versions exist: ask again with `before` set to the oldest version listed. */
  more: z.boolean(),
});
export type DocumentVersions = z.infer<typeof documentVersions>;

/**
 * A part of a result at its path, with its name ("Slide 2: Problem"), as a refused save's 409 names
 * it (`conflicts`, `yours`: README, "API"); the empty path is the whole result.
 */
export interface PartRefView {
  path: (string | number)[];
  name: string;
}
