import { DASHBOARD_PATH, toolPath, tools, type ToolId } from '../tools/listings';
import { OPEN_PLACE_SEGMENT } from './open-path';
import type { InboxItem } from './schema';

/*
 * Apart from the schema, which the API contract (and so every page's first load) carries: the
 * places need the tools' listing, which only the inbox's panel, the activity feed and the emails do.
 */

/**
 * The Venture screen's path, for the server's emails, which cannot import the browser's
 * (web/venture/venture-path.ts; src/web/inbox/inbox.test.tsx checks they agree). Not moved into
 * core/tools/listings.ts: that moved the bundler's chunk boundaries and put the landing page over
 * its 100 KiB.
 */
const VENTURE_SCREEN = `${DASHBOARD_PATH}/venture`;

/** A fact's thread whose fact is no longer known, as an item names its place. */
export const UNKNOWN_FACT_PLACE = 'a fact';

/**
 * A comment's place on the screen at `path`: `?document=` the result to open, `&part=` the part (its
 * path's key, or a fact's id) whose thread opens. Read where each is followed, each a line, kept out
 * of shared modules for the tool pages' first load: web/workspace/use-tool-session.ts (the result),
 * web/generator/result-tabs.tsx (the tab), web/lib/part-links.ts (the slide), web/comments/part-threads.tsx.
 */
export function commentPlace(path: string, documentId: string | null, anchor: string | null): string {
  const search = new URLSearchParams();
  if (documentId) search.set('document', documentId);
  if (anchor) search.set('part', anchor);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Where an item leads: its tool's page on its result with the part's thread open, the Venture
 * screen with the fact's thread open, else the dashboard (a tool no longer listed).
 */
export function inboxPlace(item: Pick<InboxItem, 'tool' | 'documentId' | 'anchor'>): string {
  if (item.tool === null) return commentPlace(VENTURE_SCREEN, null, item.anchor);
  return tools.some((each) => each.id === item.tool)
    ? commentPlace(toolPath(item.tool as ToolId), item.documentId, item.anchor)
    : DASHBOARD_PATH;
}

/**
 * An item's place as its email links to it: through the page that switches the member to its
 * workspace and venture first (an email cannot know which the member works in when they open it).
 */
export function mailedPlace(item: Pick<InboxItem, 'tool' | 'documentId' | 'anchor' | 'workspaceId' | 'ventureId'>) {
  const search = new URLSearchParams({ workspace: item.workspaceId, venture: item.ventureId, to: inboxPlace(item) });
  return `${DASHBOARD_PATH}/${OPEN_PLACE_SEGMENT}?${search.toString()}`;
}
