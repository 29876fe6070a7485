/**
 * The financial model's shapes, defined once, in zod: what the model proposes (the assumptions,
 * sent to it as the JSON schema) and what users see (the engine's result). The engine's types are
 * inferred from these.
 */
import * as z from 'zod/mini';
import { ASSUMPTION_BOUNDS, HORIZON_MONTHS, MONTHS_PER_YEAR, type ScalarKey } from './bounds';
import { currencySchema, DEFAULT_CURRENCY } from './currency';
import { DERIVED_MARGIN_PREFIX } from './margin';
import { DEFAULT_BUFFER_MONTHS, DEFAULT_FOUNDER_OWNERSHIP_PERCENT, RUNWAY_BOUNDS } from './runway/bounds';
import { fundingEventSchema, roleSchema, runwayInputsSchema } from './runway/schema';
import { scenarioFromCopy } from './scenario-copies';

/** Longest cost name and rationale the model may write; the prompt asks for one line. */
export const COST_NAME_MAX = 120;
export const RATIONALE_MAX = 500;

const rationale = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(RATIONALE_MAX),
    z.describe('One line on why this number fits the business.'),
  );

/** A number from `min` to `max`. */
const between = (min: number, max: number, description: string) =>
  z.number().check(z.gte(min), z.lte(max), z.describe(description));

/** One bounded number with its rationale; the bounds reach the model as minimum and maximum. */
function assumption(key: ScalarKey, description: string) {
  const { min, max } = ASSUMPTION_BOUNDS[key];
  return z.object({ value: between(min, max, description), rationale });
}

/**
 * The gross margin, as the engine states it: it follows from the price and the variable cost
 * (margin.ts), so it is never proposed nor entered, and may be zero or negative.
 */
const derivedMargin = z.object({ value: z.number().check(z.lte(100)), rationale: z.string() });

/** One monthly cost as the model proposes it: its rationale belongs to the line, whatever its place in the list. */
const costLine = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(COST_NAME_MAX)),
  monthlyAmount: between(
    ASSUMPTION_BOUNDS.costMonthlyAmount.min,
    ASSUMPTION_BOUNDS.costMonthlyAmount.max,
    'Per month, in the currency.',
  ),
  rationale,
});
/** As saved: a line the founder changed says so, and reads "Edited" in place of the AI's rationale. */
const savedCostLine = z.extend(costLine, { edited: z.optional(z.boolean()) });
const costList = <T extends z.ZodMiniType>(line: T) =>
  z.array(line).check(z.minLength(ASSUMPTION_BOUNDS.costCount.min), z.maxLength(ASSUMPTION_BOUNDS.costCount.max));

/** Salaried roles: the model proposes a few, the founder edits them; payroll joins the costs from each start month. */
function hiringPlan() {
  return z.array(roleSchema).check(z.minLength(RUNWAY_BOUNDS.roleCount.min), z.maxLength(RUNWAY_BOUNDS.roleCount.max));
}

/** What the model proposes. Every property is required: OpenAI's strict mode allows no optional ones. */
export const proposalSchema = z.object({
  monthlyPricePerCustomer: assumption(
    'monthlyPricePerCustomer',
    'Average revenue from one customer in one month, in whole units of the currency.',
  ),
  startingCustomers: assumption('startingCustomers', 'Paying customers in Month 1.'),
  monthlyGrowthPercent: assumption(
    'monthlyGrowthPercent',
    'New customers won each month, as a percent of the current customers.',
  ),
  monthlyChurnPercent: assumption(
    'monthlyChurnPercent',
    'Customers lost each month, as a percent of the current customers.',
  ),
  customerAcquisitionCost: assumption(
    'customerAcquisitionCost',
    'Sales and marketing spend to win one customer, in the currency.',
  ),
  variableCostPerCustomer: assumption(
    'variableCostPerCustomer',
    'Cost to serve one customer for one month, in the currency; the gross margin follows from it and the price.',
  ),
  costs: costList(costLine),
  currency: currencySchema.check(
    z.describe('The currency the venture trades in, from where it operates (EUR for Berlin); USD when unknown.'),
  ),
  hiringPlan: hiringPlan().check(
    z.describe('A few salaried roles for the first 36 months; salaries belong here, never in costs.'),
  ),
});
export type Proposal = z.infer<typeof proposalSchema>;

/**
 * The cash the founder has and the funding they plan: theirs to enter, never proposed (a model
 * saved before it existed has none: no cash, no rounds). The hiring plan sits beside the costs,
 * since payroll is a cost the engine counts; the rest is read by the runway engine (runway/).
 */
const fundingSchema = z.object({
  startingCash: runwayInputsSchema.shape.startingCash,
  fundingEvents: runwayInputsSchema.shape.fundingEvents,
  bufferMonths: runwayInputsSchema.shape.bufferMonths,
  founderOwnershipPercent: runwayInputsSchema.shape.founderOwnershipPercent,
});
export type Funding = z.output<typeof fundingSchema>;
export const NO_FUNDING: Funding = {
  startingCash: 0,
  fundingEvents: [],
  bufferMonths: DEFAULT_BUFFER_MONTHS,
  founderOwnershipPercent: DEFAULT_FOUNDER_OWNERSHIP_PERCENT,
};
export { fundingEventSchema };

/**
 * The assumptions as saved: the proposal's, edited or not, with the gross margin the engine derived
 * (a margin saved by an older version, which could disagree with them, is derived again).
 */
export const assumptionsSchema = z.extend(proposalSchema, {
  grossMarginPercent: derivedMargin,
  costs: costList(savedCostLine),
  // Saved before the runway (issue 27): dollars, no payroll, no cash.
  currency: z._default(currencySchema, DEFAULT_CURRENCY),
  hiringPlan: z._default(hiringPlan(), []),
  funding: z._default(fundingSchema, NO_FUNDING),
});
export type Assumptions = z.infer<typeof assumptionsSchema>;
/**
 * What the engine takes: a proposal or saved assumptions, the currency, hiring plan and funding
 * optional (a model from before the runway has none), the gross margin ignored (it is derived).
 */
export type AssumptionsInput = Omit<Proposal, 'currency' | 'hiringPlan'> &
  Partial<Pick<Assumptions, 'currency' | 'hiringPlan' | 'funding' | 'grossMarginPercent'>>;
export type Assumption = Assumptions['monthlyPricePerCustomer'];
export type CostAssumption = Assumptions['costs'][number];

/** A scenario's name is a short label: a table column heads with it. */
export const SCENARIO_NAME_MAX = 40;
/** Scenarios besides the Base: the table shows them side by side, so a few. */
export const MAX_SCENARIOS = 4;

/** Which way a derived scenario leans from the Base, and by what factor (docs/decisions.md, "Scenarios stay true"). */
export const SCENARIO_DIRECTIONS = ['conservative', 'optimistic'] as const;
export type ScenarioDirection = (typeof SCENARIO_DIRECTIONS)[number];
export const SCENARIO_FACTOR_BOUNDS = { min: 1, max: 3 } as const;
export const scenarioRuleSchema = z.object({
  direction: z.enum(SCENARIO_DIRECTIONS),
  factor: between(SCENARIO_FACTOR_BOUNDS.min, SCENARIO_FACTOR_BOUNDS.max, 'How far from the Base.'),
});
export type ScenarioRule = z.infer<typeof scenarioRuleSchema>;

/**
 * One more named set of assumptions, compared with the Base, stored as changes relative to it: a
 * rule (growth ×1.4 ...) the Base's values go through, and the values the founder set by hand,
 * which stay whatever the Base does. Everything else is the Base's, so editing the Base moves it.
 */
export const scenarioSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(SCENARIO_NAME_MAX)),
  rule: z.optional(scenarioRuleSchema),
  set: z.optional(z.partial(assumptionsSchema)),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioValues = NonNullable<Scenario['set']>;

/** How scenarios were saved before they were relative to the Base: a whole copy of the assumptions. */
export const legacyScenarioSchema = z.object({
  name: scenarioSchema.shape.name,
  assumptions: assumptionsSchema,
});

const displayText = z.string().check(z.minLength(1));
/** A whole number from `min` (0 unless given) to `max` (none unless given). */
const whole = (min = 0, max?: number) => z.int().check(z.gte(min), ...(max === undefined ? [] : [z.lte(max)]));
const dollars = whole();

/** The verdicts on LTV:CAC, best first. */
export const RATIO_VERDICTS = ['Excellent ratio', 'Good ratio', 'Below target ratio'] as const;
export type RatioVerdict = (typeof RATIO_VERDICTS)[number];

const monthFigures = z.object({
  month: whole(1, HORIZON_MONTHS),
  customers: whole(),
  newCustomers: whole(),
  revenue: dollars,
  fixedCosts: dollars,
  /** Salaries and employer costs from the hiring plan (0 in a model saved before it). */
  payrollCosts: z._default(dollars, 0),
  variableCosts: dollars,
  acquisitionCosts: dollars,
  totalCosts: dollars,
});

/** The numbers behind the display strings; money in whole US dollars. */
const financialFigures = z.object({
  months: z.array(monthFigures).check(z.length(HORIZON_MONTHS)),
  year1Revenue: dollars,
  year2Revenue: dollars,
  year3Revenue: dollars,
  /** Whole percent against the year before. */
  year2GrowthPercent: z.number(),
  year3GrowthPercent: z.number(),
  cac: dollars,
  ltv: dollars,
  /** LTV ÷ CAC to one decimal. */
  ltvCacRatio: z.number().check(z.gte(0)),
  verdict: z.enum(RATIO_VERDICTS),
  fixedMonthly: dollars,
  variablePerCustomer: dollars,
  burnRate: dollars,
  /** The first month revenue covers all costs, or null when that is beyond the horizon. */
  breakEvenMonth: z.nullable(whole(1, HORIZON_MONTHS)),
  revenueRequired: dollars,
});
export type MonthFigures = z.infer<typeof monthFigures>;
export type FinancialFigures = z.infer<typeof financialFigures>;

/** What users see, as stored: the financial model with display strings, plus the figures and the assumptions (as the engine used them) behind it. */
export const financialModelShape = z.object({
  revenueProjections: z.object({
    year1: z.object({
      monthly: z
        .array(z.object({ month: displayText, revenue: displayText, customers: whole() }))
        .check(z.length(MONTHS_PER_YEAR)),
      total: displayText,
    }),
    year2: z.object({ revenue: displayText, growth: displayText }),
    year3: z.object({ revenue: displayText, growth: displayText }),
  }),
  metrics: z.object({ cac: displayText, ltv: displayText, ltvCacRatio: displayText }),
  expenses: z.object({ fixed: displayText, variable: displayText, burnRate: displayText }),
  breakEven: z.object({ timeframe: displayText, revenueRequired: displayText }),
  figures: financialFigures,
  assumptions: assumptionsSchema,
  /**
   * The assumptions as the model proposed them: Reset to AI Proposal restores these. Absent in
   * models saved before they could be edited, whose assumptions are still the proposal.
   */
  proposal: z.optional(assumptionsSchema),
  /**
   * Other scenarios compared with these (the Base): Conservative, Optimistic, the founder's own.
   * Those saved as whole copies (before scenarios were relative to the Base) are read as changes.
   */
  scenarios: z.optional(z.array(z.union([legacyScenarioSchema, scenarioSchema])).check(z.maxLength(MAX_SCENARIOS))),
});

type StoredModel = z.infer<typeof financialModelShape>;
/** A stored model with its scenarios in today's shape: copies saved before become changes relative to the Base. */
export function migrateScenarios<M extends Pick<StoredModel, 'assumptions' | 'scenarios'>>(
  model: M,
): Omit<M, 'scenarios'> & { scenarios?: Scenario[] } {
  if (!model.scenarios) return model as Omit<M, 'scenarios'>;
  return {
    ...model,
    scenarios: model.scenarios.map((scenario) =>
      'assumptions' in scenario ? scenarioFromCopy(model.assumptions, scenario) : scenario,
    ),
  };
}

/**
 * A model saved while the gross margin was entered beside the variable cost, the two disagreeing:
 * the variable cost is kept (every cost figure and the break-even came from it), the margin now
 * follows from it, and the margin the founder saw is kept in the variable cost's rationale.
 */
export function migrateMargin<M extends Pick<StoredModel, 'assumptions'>>(model: M): M {
  const {
    monthlyPricePerCustomer: price,
    variableCostPerCustomer: variable,
    grossMarginPercent: margin,
  } = model.assumptions;
  const derived = ((price.value - variable.value) / price.value) * 100;
  if (Math.abs(derived - margin.value) < 0.05 || margin.rationale.startsWith(DERIVED_MARGIN_PREFIX)) return model;
  const note = ` (Saved beside a stated gross margin of ${margin.value}%; the margin now follows from the price and this cost.)`;
  const rationale = (variable.rationale + note).slice(0, RATIONALE_MAX);
  return { ...model, assumptions: { ...model.assumptions, variableCostPerCustomer: { ...variable, rationale } } };
}

/**
 * A model saved before cost lines said they were edited: a line the proposal has no line of the
 * same name and amount for was changed by the founder (its rationale, kept by position, was the
 * AI's for another line), so it reads "Edited".
 */
export function migrateCostLines<M extends Pick<StoredModel, 'assumptions' | 'proposal'>>(model: M): M {
  const { proposal } = model;
  if (!proposal) return model;
  const proposed = (cost: CostAssumption) =>
    proposal.costs.some((line) => line.name === cost.name && line.monthlyAmount === cost.monthlyAmount);
  const costs = model.assumptions.costs.map((cost) =>
    cost.edited === undefined && !proposed(cost) ? { ...cost, edited: true } : cost,
  );
  return { ...model, assumptions: { ...model.assumptions, costs } };
}

/** What users see: the stored model, read in today's shape. */
export const financialModelSchema = z.pipe(
  financialModelShape,
  z.transform((model: StoredModel) => migrateScenarios(migrateCostLines(migrateMargin(model)))),
);
export type FinancialModel = z.output<typeof financialModelSchema>;
