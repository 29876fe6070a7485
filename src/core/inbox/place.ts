import { DASHBOARD_PATH, toolPath, tools, type ToolId } from '../tools/listings';
import type { InboxItem } from './schema';

/*
 * Apart from the schema, which the API contract (and so every page's first load) carries: the
 * places need the tools' listing, which only the inbox's panel and its emails do.
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

/** Where an item leads: its tool's page, the Venture screen for a fact's thread, else the dashboard (a tool no longer listed). */
export function inboxPlace(item: Pick<InboxItem, 'tool'>): string {
  if (item.tool === null) return VENTURE_SCREEN;
  return tools.some((each) => each.id === item.tool) ? toolPath(item.tool as ToolId) : DASHBOARD_PATH;
}
