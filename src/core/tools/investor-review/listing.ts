import type { ToolListing } from '../tool-listing';

export const investorReviewListing = {
  id: 'investor-review',
  route: 'investor-review',
  title: 'Investor Review',
  subtitle: 'Your plan, deck, model and research read together, as an investor would: what to fix before the meeting.',
  navLabel: 'Investor Review',
  feature:
    'Get the critique of a partner meeting before the meeting: every finding linked to its figure, with its fix.',
  icon: 'file-text',
  afterVenture: true,
} as const satisfies ToolListing;
