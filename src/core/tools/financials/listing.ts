import type { ToolListing } from '../tool-listing';

export const financialsListing = {
  id: 'financials',
  route: 'financials',
  title: 'Financial Model Generator',
  subtitle: 'Create a complete financial projection model for your business.',
  navLabel: 'Financial Model',
  feature: 'Project three years of revenue, unit economics, expenses and break-even from your pricing and costs.',
  icon: 'calculator',
} as const satisfies ToolListing;
