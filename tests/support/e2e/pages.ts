/**
 * The app's pages as the browser tests visit them, from the registry: a tool added to
 * `src/core/tools/listings.ts` is in every page-wide check (JS budgets, first load, accessibility,
 * reflow, screenshots) the moment it is listed, with nothing to add here.
 */
import { DASHBOARD_PATH, toolPath, tools, type ToolId } from '@/core/tools/listings';
import { VENTURE_NAV_LABEL, VENTURE_PATH } from '@/web/venture/venture-path';

export interface AppPage {
  /** A short name for reports and screenshot files ("business-plan", "venture"). */
  name: string;
  path: string;
  /** The name the tab's title gives it ("Business Plan", as "Business Plan · Venturekit"). */
  title: string;
}

/** Every tool's screen, in the sidebar's order. */
export const TOOL_PAGES: readonly (AppPage & { id: ToolId })[] = tools.map((tool) => ({
  id: tool.id,
  name: tool.route,
  path: toolPath(tool.id),
  title: tool.navLabel,
}));

/** The dashboard's own screens after the tools. */
export const VENTURE_PAGE: AppPage = { name: 'venture', path: VENTURE_PATH, title: VENTURE_NAV_LABEL };

/** The dashboard's address alone opens the first tool. */
export const DASHBOARD_PAGE: AppPage = { name: 'dashboard', path: DASHBOARD_PATH, title: tools[0].navLabel };

/** Every screen of the dashboard: each tool's, then the Venture screen. */
export const DASHBOARD_SCREENS: readonly AppPage[] = [...TOOL_PAGES, VENTURE_PAGE];
