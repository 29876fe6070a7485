/**
 * A venture's activity as the API carries it (docs/product.md §16 "Activity"): what was made,
 * edited, restored, commented on and shared, by whom, and what happened to the team (invitations,
 * who joined, role changes, removals), newest first, and how much of it is new to the member since
 * they last looked.
 */
import * as z from 'zod/mini';
import { ROLES } from '../account/roles';

/** What happened to the workspace's team: shown in each of its ventures' feeds. */
export const TEAM_EVENT_KINDS = ['invited', 'joined', 'role changed', 'removed', 'left'] as const;
export type TeamEventKind = (typeof TEAM_EVENT_KINDS)[number];

export const ACTIVITY_KINDS = [
  'generated',
  'edited',
  // Edits the screen saved for a reason: a Use Fact, an accepted Rewrite with AI (migration 30).
  'used a fact',
  'rewrote',
  'restored',
  'commented',
  'shared',
  ...TEAM_EVENT_KINDS,
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How many lines the feed lists, newest first. */
export const ACTIVITY_LIMIT = 50;

export const activityItem = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  /** The member, by name as it was; null for a guest's work or a share link (whose maker is not kept). */
  who: z.nullable(z.string()),
  /** Whether the member reading it did it. */
  mine: z.boolean(),
  /** The result it happened to; null for the team's lines (the Team screen) and a fact's comments (the Venture screen). */
  tool: z.nullable(z.string()),
  documentId: z.nullable(z.string()),
  documentTitle: z.nullable(z.string()),
  /** A comment's thread: its part's path joined with dots ("slides.5"), or the fact's id, so its line opens the thread. */
  anchor: z.nullable(z.string()),
  /** The member a role change or a removal was done to, by name as it was; the fact a comment is on. */
  subject: z.nullable(z.string()),
  /** The role an invitation grants, a member joined with, or a change gave. */
  role: z.nullable(z.enum(ROLES)),
  at: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const ventureActivity = z.object({
  items: z.array(activityItem),
  /** Lines by other members since the member last looked (a guest has no one else: always 0). */
  newCount: z.number(),
});
export type VentureActivity = z.infer<typeof ventureActivity>;
