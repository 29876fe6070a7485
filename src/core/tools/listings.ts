import { businessPlanListing } from './business-plan/listing';
import type { ToolListing } from './tool-listing';
import { financialsListing } from './financials/listing';
import { ideasListing } from './ideas/listing';
import { marketResearchListing } from './market-research/listing';
import { pitchDeckListing } from './pitch-deck/listing';
import { investorReviewListing } from './investor-review/listing';

/**
 * Every tool, in the order the product shows them: the landing page, the sidebar and the routes
 * derive from this list. Listings carry no schemas, so pages that only list tools stay small.
 */
export const tools = [
  ideasListing,
  businessPlanListing,
  marketResearchListing,
  pitchDeckListing,
  financialsListing,
  investorReviewListing,
] as const satisfies readonly ToolListing[];

export type ToolId = (typeof tools)[number]['id'];

/** Whether a tool reads the whole venture rather than making one of its documents: the sidebar lists it after Venture. */
export const readsVenture = (tool: ToolListing): boolean => tool.afterVenture === true;

/** Where the dashboard lives; every tool screen is under it. */
export const DASHBOARD_PATH = '/dashboard';

/** A tool's screen, by id: the one place its address is written, for links and cross-tool navigation. */
export function toolPath(id: ToolId): string {
  const tool = tools.find((listing) => listing.id === id);
  if (!tool) throw new Error(`Unknown tool: ${id}`);
  return `${DASHBOARD_PATH}/${tool.route}`;
}

/** A tool's name as a sentence reads it: "the financial model", "market research". */
export function toolNameInProse(id: string): string {
  return (tools.find((tool) => tool.id === id)?.navLabel ?? id).toLowerCase();
}
