import { businessPlanListing } from './business-plan/listing';
import type { ToolListing } from './define-tool';
import { financialsListing } from './financials/listing';
import { ideasListing } from './ideas/listing';
import { marketResearchListing } from './market-research/listing';
import { pitchDeckListing } from './pitch-deck/listing';

/**
 * Every tool, in the order the product shows them: the landing page, the sidebar and the routes
 * derive from this list. Listings carry no schemas, so pages that only list tools stay small.
 */
export const tools = [ideasListing, businessPlanListing, marketResearchListing, pitchDeckListing, financialsListing] as const satisfies readonly ToolListing[];

export type ToolId = (typeof tools)[number]['id'];
