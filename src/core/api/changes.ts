/**
 * What the workspace's event stream (`GET /api/workspace/events`) tells an open tab: that something
 * it may be showing changed, never what (the tab reads it again, with its role's rights):
 * - `venture`: a venture's results, edits, pins, design or profile, or the venture made or deleted;
 * - `comments`: a thread on one of the venture's results, or (`documentId` null) on one of its facts;
 * - `team`: who is in the workspace, or their roles;
 * - `access`: this member's own role changed, or (`removed`) they are no longer in the workspace:
 *   the stream then ends;
 * - `inbox`: a thread changed in another workspace the member belongs to (their Inbox counts across
 *   all of them, and the tab follows only its own);
 * - `resync`: changes may have been missed (the server lost its database for a while): read everything.
 */
export type WorkspaceChange =
  | { kind: 'venture'; ventureId: string }
  | { kind: 'comments'; ventureId: string | null; documentId: string | null }
  | { kind: 'team' }
  | { kind: 'access'; removed: boolean }
  | { kind: 'inbox' }
  | { kind: 'resync' };

/** The SSE event name each change is sent as. */
export const CHANGE_EVENT = 'change';
