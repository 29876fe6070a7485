import type { ToolListing } from '../tool-listing';

export const businessPlanListing = {
  id: 'business-plan',
  route: 'business-plan',
  title: 'Business Plan Generator',
  subtitle: 'Turn one idea description into a structured business plan, section by section.',
  navLabel: 'Business Plan',
  feature:
    'Turn an idea into a complete plan: summary, problem, solution, market, model, go-to-market, competition and milestones.',
  icon: 'file-text',
} as const satisfies ToolListing;
