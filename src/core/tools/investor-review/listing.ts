import type { ToolListing } from '../tool-listing';

export const investorReviewListing = {
  id: 'investor-review',
  route: 'investor-review',
  title: 'Investor Review',
  subtitle: 'Describe your venture to get a investor review: a summary and the points that matter most.',
  navLabel: 'Investor Review',
  feature: 'Get a investor review of your venture: a short summary and the points that matter most.',
  icon: 'file-text',
} as const satisfies ToolListing;
