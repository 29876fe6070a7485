/** One plan on the landing page's pricing table (docs/product.md §9). Marketing text only: nothing enforces it. */
export interface PricingPlan {
  name: string;
  price: string;
  /** The words after the price: "forever" or "per month". */
  period: string;
  description: string;
  features: readonly string[];
  cta: string;
  /** The plan the page highlights with the "Most Popular" badge. */
  popular?: boolean;
}

export const pricingPlans: readonly PricingPlan[] = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    description: 'Try the essentials while you shape your first idea.',
    features: [
      '3 ideas per month',
      '1 business plan',
      'Basic market research',
      'Simple pitch deck template',
      'Email support',
    ],
    cta: 'Get Started',
  },
  {
    name: 'Pro',
    price: '$29',
    period: 'per month',
    description: 'For founders building and pitching in earnest.',
    features: [
      'Unlimited ideas and plans',
      'Comprehensive market research',
      'Advanced pitch deck',
      'Financial model generator',
      'Priority email support',
    ],
    cta: 'Get Started',
    popular: true,
  },
  {
    name: 'Enterprise',
    price: '$99',
    period: 'per month',
    description: 'For teams and advisors supporting many ventures.',
    features: [
      'All Pro features',
      'Custom AI training',
      'Team collaboration',
      'White-label exports',
      'API access',
      'Dedicated success manager',
    ],
    cta: 'Contact Sales',
  },
];
