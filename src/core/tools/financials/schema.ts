import * as z from 'zod/mini';
import { longText } from '../fields';

/** The pricing model options, in the product's order (docs/product.md §9). */
export const PRICING_MODELS = [
  'Subscription',
  'One-time Purchase',
  'Freemium',
  'Transaction Fee',
  'Usage-based',
  'Advertising',
  'Marketplace',
  'SaaS',
] as const;
/** The customer type options, in the product's order (docs/product.md §9). */
export const CUSTOMER_TYPES = [
  'B2C - Consumer',
  'B2B - Small Business',
  'B2B - Enterprise',
  'B2G - Government',
  'D2C - Direct to Consumer',
  'Marketplace - Two-sided',
] as const;

export type PricingModel = (typeof PRICING_MODELS)[number];
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const financialsInput = z.object({
  pricingModel: z.enum(PRICING_MODELS, { error: 'must be one of the listed pricing models' }),
  customerType: z.enum(CUSTOMER_TYPES, { error: 'must be one of the listed customer types' }),
  costs: longText(),
});
export type FinancialsInput = z.infer<typeof financialsInput>;
