/**
 * A venture's activity as the API carries it (docs/product.md §16 "Activity"): what was made,
 * edited, restored, commented on and shared, by whom, newest first, and how much of it is new to
 * the member since they last looked.
 */
import * as z from 'zod/mini';

export const ACTIVITY_KINDS = ['generated', 'edited', 'restored', 'commented', 'shared'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How many lines the feed lists, newest first. */
export const ACTIVITY_LIMIT = 50;

export const activityItem = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  /** The member, by name as it was; null for a guest's work or a share link (whose maker is not kept). */
  who: z.nullable(z.string()),
  /** Whether the member reading it did it. */
  mine: z.boolean(),
  tool: z.string(),
  documentId: z.string(),
  documentTitle: z.string(),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const ventureActivity = z.object({
  items: z.array(activityItem),
  /** Lines by other members since the member last looked (a guest has no one else: always 0). */
  newCount: z.number(),
});
export type VentureActivity = z.infer<typeof ventureActivity>;
