/**
 * The financial model's option lists as docs/product.md §9 gives them, spelled out apart from the
 * app's own constants, so a typo in the app fails a test instead of being copied into it.
 */
export const PRICING_OPTIONS = [
  'Subscription',
  'One-time Purchase',
  'Freemium',
  'Transaction Fee',
  'Usage-based',
  'Advertising',
  'Marketplace',
  'SaaS',
];

export const CUSTOMER_OPTIONS = [
  'B2C - Consumer',
  'B2B - Small Business',
  'B2B - Enterprise',
  'B2G - Government',
  'D2C - Direct to Consumer',
  'Marketplace - Two-sided',
];
