/**
 * A saved result's versions as the API carries them (docs/product.md §12): who made each, when,
 * and what changed from the one before, by part; a refused save's conflict, by part.
 */
import * as z from 'zod/mini';

export const MADE_BY = ['generated', 'edited', 'restored'] as const;
export type MadeBy = (typeof MADE_BY)[number];

export const resultChange = z.object({
  kind: z.enum(['changed', 'added', 'removed', 'moved']),
  part: z.string(),
});

export const versionView = z.object({
  version: z.number(),
  madeBy: z.enum(MADE_BY),
  /** The version a restore brought back. */
  restoredFrom: z.optional(z.number()),
  createdAt: z.string(),
  /** What changed from the version before it; empty for the first. */
  changes: z.array(resultChange),
});
export type VersionView = z.infer<typeof versionView>;

export const documentVersions = z.object({ versions: z.array(versionView) });
export type DocumentVersions = z.infer<typeof documentVersions>;

/** A part of a result at its path, with its name ("Slide 2: Problem"); the empty path is the whole result. */
export const partRef = z.object({ path: z.array(z.union([z.string(), z.number()])), name: z.string() });
export type PartRefView = z.infer<typeof partRef>;

/**
 * What a 409 on a save carries besides the message: the newest stored document, and, when the
 * save was merged by parts and could not be, the parts both changed and every part the save changed.
 */
export const saveConflict = z.object({
  error: z.string(),
  current: z.unknown(),
  conflicts: z.optional(z.array(partRef)),
  yours: z.optional(z.array(partRef)),
});
export type SaveConflict = z.infer<typeof saveConflict>;
