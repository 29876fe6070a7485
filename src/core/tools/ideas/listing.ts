import type { ToolListing } from '../tool-listing';

export const ideasListing = {
  id: 'ideas',
  route: 'idea-generator',
  title: 'Idea Generator',
  subtitle:
    'Describe your industry, audience and region to get three business ideas with revenue streams and startup costs.',
  navLabel: 'Idea Generator',
  feature:
    'Get three tailored business ideas from your industry, target market and region, each with revenue streams and an investment range.',
  icon: 'lightbulb',
} as const satisfies ToolListing;
