import type { ToolListing } from '../define-tool';

export const financialsListing = {
  id: 'financials',
  route: 'financials',
  title: 'Financial Model Generator',
  subtitle: 'Create a complete financial projection model for your business.',
  navLabel: 'Financial Model',
  feature: 'Project three years of revenue, unit economics, expenses and break-even from your pricing and costs.',
  icon: 'calculator',
} as const satisfies ToolListing;
