import { z } from 'zod';
import { ASSUMPTION_BOUNDS, HORIZON_MONTHS, MONTHS_PER_YEAR } from '../../finance/engine';
import { longText } from '../define-tool';

/** The pricing model options, in the spec's order (§9). */
export const PRICING_MODELS = ['Subscription', 'One-time Purchase', 'Freemium', 'Transaction Fee', 'Usage-based', 'Advertising', 'Marketplace', 'SaaS'] as const;
/** The customer type options, in the spec's order (§9). */
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

/** Longest cost name and rationale the model may write; the prompt asks for one line. */
export const COST_NAME_MAX = 120;
export const RATIONALE_MAX = 500;

const rationale = z.string().trim().min(1).max(RATIONALE_MAX).describe('One line on why this number fits the business.');

type ScalarBound = Exclude<keyof typeof ASSUMPTION_BOUNDS, 'costMonthlyAmount' | 'costCount'>;

/** One bounded number with its rationale; the bounds reach the model as minimum and maximum. */
function assumption(key: ScalarBound, description: string) {
  const { min, max } = ASSUMPTION_BOUNDS[key];
  return z.object({ value: z.number().min(min).max(max).describe(description), rationale });
}

/** What the model proposes. Every property is required: OpenAI's strict mode allows no optional ones. */
export const financialsOutput = z.object({
  monthlyPricePerCustomer: assumption('monthlyPricePerCustomer', 'Average revenue from one customer in one month, in whole US dollars.'),
  startingCustomers: assumption('startingCustomers', 'Paying customers in Month 1.'),
  monthlyGrowthPercent: assumption('monthlyGrowthPercent', 'New customers won each month, as a percent of the current customers.'),
  monthlyChurnPercent: assumption('monthlyChurnPercent', 'Customers lost each month, as a percent of the current customers.'),
  grossMarginPercent: assumption('grossMarginPercent', 'Gross margin on revenue, in percent.'),
  customerAcquisitionCost: assumption('customerAcquisitionCost', 'Sales and marketing spend to win one customer, in US dollars.'),
  variableCostPerCustomer: assumption('variableCostPerCustomer', 'Cost to serve one customer for one month, in US dollars.'),
  costs: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(COST_NAME_MAX),
        monthlyAmount: z
          .number()
          .min(ASSUMPTION_BOUNDS.costMonthlyAmount.min)
          .max(ASSUMPTION_BOUNDS.costMonthlyAmount.max)
          .describe('US dollars per month.'),
        rationale,
      }),
    )
    .min(ASSUMPTION_BOUNDS.costCount.min)
    .max(ASSUMPTION_BOUNDS.costCount.max),
});
export type FinancialAssumptions = z.infer<typeof financialsOutput>;

const text = z.string().min(1);
const dollars = z.number().int().min(0);

const monthFigures = z.object({
  month: z.number().int().min(1).max(HORIZON_MONTHS),
  customers: z.number().int().min(0),
  newCustomers: z.number().int().min(0),
  revenue: dollars,
  fixedCosts: dollars,
  variableCosts: dollars,
  acquisitionCosts: dollars,
  totalCosts: dollars,
});

/** What users see: the spec's financial model (§3) with display strings, plus the figures and assumptions behind it. */
export const financialsResult = z.object({
  revenueProjections: z.object({
    year1: z.object({
      monthly: z.array(z.object({ month: text, revenue: text, customers: z.number().int().min(0) })).length(MONTHS_PER_YEAR),
      total: text,
    }),
    year2: z.object({ revenue: text, growth: text }),
    year3: z.object({ revenue: text, growth: text }),
  }),
  metrics: z.object({ cac: text, ltv: text, ltvCacRatio: text }),
  expenses: z.object({ fixed: text, variable: text, burnRate: text }),
  breakEven: z.object({ timeframe: text, revenueRequired: text }),
  figures: z.object({
    months: z.array(monthFigures).length(HORIZON_MONTHS),
    year1Revenue: dollars,
    year2Revenue: dollars,
    year3Revenue: dollars,
    year2GrowthPercent: z.number(),
    year3GrowthPercent: z.number(),
    cac: dollars,
    ltv: dollars,
    ltvCacRatio: z.number().min(0),
    verdict: z.enum(['Excellent ratio', 'Good ratio', 'Below target ratio']),
    fixedMonthly: dollars,
    variablePerCustomer: dollars,
    burnRate: dollars,
    breakEvenMonth: z.number().int().min(1).max(HORIZON_MONTHS).nullable(),
    revenueRequired: dollars,
  }),
  assumptions: financialsOutput,
});
export type FinancialModelResult = z.infer<typeof financialsResult>;
