import { ASSUMPTION_BOUNDS, clamp } from '../../finance/bounds';
import { grossMarginOf } from '../../finance/margin';
import type { Proposal } from '../../finance/schema';
import { formatMoney, type Currency } from '../../finance/currency';
import { currencyForPlace, OFFLINE_UNIT_SCALE } from '../../finance/currency-regions';
import { monthlyPayroll } from '../../finance/runway/hiring';
import { seeded, type Seeded } from '../../offline/seeded';
import { ventureWords } from '../../offline/venture-words';
import { NO_VENTURE, type OfflineVenture } from '../define-tool';
import { financialsSources } from './context';
import { listCosts } from './costs';
import type { FinancialsInput } from './schema';
import { draftHiring } from './offline-hiring';
import { PRICING, AUDIENCES, COSTS, type AudienceProfile } from './offline-content';

const jitter = (rng: Seeded, spread: number) => 1 - spread + rng.next() * spread * 2;
const tenth = (value: number) => Math.round(value * 10) / 10;

/** Price points people recognise: $7, $19, $49, $1,499. */
function priceTag(price: number): number {
  if (price < 10) return Math.max(1, Math.round(price));
  if (price < 100) return Math.round(price / 5) * 5 - 1;
  if (price < 1_000) return Math.round(price / 50) * 50 - 1;
  return Math.round(price / 100) * 100 - 1;
}

/** Round monthly amounts to what a founder would budget: $650, $4,200, $18,500. */
function budget(amount: number): number {
  const step = amount < 1_000 ? 50 : amount < 10_000 ? 100 : 500;
  return Math.round(amount / step) * step;
}

interface UnitEconomics {
  price: number;
  variable: number;
  cac: number;
  growth: number;
  churn: number;
  fixed: number;
}

/**
 * Enough customers at launch to break even within about 8 to 28 months when each customer-month
 * leaves money after serving and acquisition, kept near what the customer type makes plausible.
 */
function startingCustomers(rng: Seeded, audience: AudienceProfile, unit: UnitEconomics): number {
  const typical = audience.startingCustomers * jitter(rng, 0.3);
  const contribution = unit.price - unit.variable - (unit.growth / 100) * unit.cac;
  if (contribution <= 0) return Math.round(typical);
  const month = rng.int(8, 28);
  const needed = unit.fixed / (contribution * (1 + (unit.growth - unit.churn) / 100) ** (month - 1));
  return Math.round(Math.min(typical * 8, Math.max(typical * 0.5, needed)));
}

/** The founder's costs, by name and in order, each with a monthly amount sized for the customer type. */
function draftCosts(list: string, audience: AudienceProfile, rng: Seeded): Proposal['costs'] {
  return listCosts(list).map((name) => {
    const profile = COSTS.find((cost) => cost.pattern.test(name));
    const amount = clamp(
      budget((profile?.amount ?? 2_000) * audience.costScale * jitter(rng, 0.25)),
      ASSUMPTION_BOUNDS.costMonthlyAmount,
    );
    const reason = profile ? `Covers ${profile.reason}` : `An early-stage estimate for ${name.toLowerCase()}`;
    return {
      name,
      monthlyAmount: amount,
      rationale: `${reason}, sized for a young business selling to ${audience.noun}.`,
    };
  });
}

/**
 * Offline assumptions built from the inputs, in the currency of the place the venture names (its
 * profile, the research it builds on; USD when none): the same inputs and venture always give the
 * same draft.
 */
export function offlineAssumptions(input: FinancialsInput, venture: OfflineVenture = NO_VENTURE): Proposal {
  const currency = currencyForPlace(ventureWords([], venture, financialsSources));
  return inCurrency(dollarDraft(input), currency);
}

/** The fixed costs and the payroll once the team is complete. */
function monthlySpend(costs: Proposal['costs'], hiringPlan: Proposal['hiringPlan']): number {
  const payroll = monthlyPayroll(hiringPlan);
  return costs.reduce((total, cost) => total + cost.monthlyAmount, 0) + (payroll[payroll.length - 1] ?? 0);
}

/** The draft in dollar-sized amounts, its pay lines a hiring plan. */
function dollarDraft(input: FinancialsInput): Proposal {
  const rng = seeded('financials', input.pricingModel, input.customerType, input.costs);
  const model = PRICING[input.pricingModel];
  const audience = AUDIENCES[input.customerType];
  const label = input.pricingModel === 'SaaS' ? input.pricingModel : input.pricingModel.toLowerCase();
  const B = ASSUMPTION_BOUNDS;

  const price = clamp(priceTag(model.price * audience.priceFactor * jitter(rng, 0.2)), B.monthlyPricePerCustomer);
  const growth = clamp(tenth(model.growth * audience.growthFactor * jitter(rng, 0.15)), B.monthlyGrowthPercent);
  const churn = clamp(tenth(model.churn * audience.churnFactor * jitter(rng, 0.15)), B.monthlyChurnPercent);
  // The typical margin for the pricing model sets the variable cost; the engine derives the margin
  // back from the price and the variable cost (core/finance/margin.ts), so the two always agree.
  const margin = clamp(Math.round(model.margin * jitter(rng, 0.06)), { min: 5, max: 95 });
  const variable = clamp(Math.round((price * (100 - margin)) / 100), B.variableCostPerCustomer);
  const derivedMargin = grossMarginOf({
    monthlyPricePerCustomer: { value: price },
    variableCostPerCustomer: { value: variable },
  });
  // Acquisition spend takes 30% to 75% of each month's gross margin: growth costs money, but the
  // business still earns something on each customer, so the draft can break even.
  const acquisitionShare = 0.3 + rng.next() * 0.45;
  const cac = clamp(Math.round((acquisitionShare * price * margin) / Math.max(growth, 1)), B.customerAcquisitionCost);

  const { costs, hiringPlan } = draftHiring(draftCosts(input.costs, audience, rng));
  const unit = { price, variable, cac, growth, churn, fixed: monthlySpend(costs, hiringPlan) };
  const starting = clamp(startingCustomers(rng, audience, unit), B.startingCustomers);
  const payback = Math.max(1, Math.round(cac / Math.max(1, (price * margin) / 100)));

  return {
    monthlyPricePerCustomer: {
      value: price,
      rationale: `${money(price, 'USD')} a month is ${model.priceBasis}, a common level for ${label} offers to ${audience.noun}.`,
    },
    startingCustomers: {
      value: starting,
      rationale: `${starting.toLocaleString('en-US')} ${starting === 1 ? 'customer' : 'customers'} at launch, won through early outreach to ${audience.noun}.`,
    },
    monthlyGrowthPercent: { value: growth, rationale: `${growth}% new customers a month: ${model.growthReason}.` },
    monthlyChurnPercent: { value: churn, rationale: `${churn}% leave each month: ${model.churnReason}.` },
    customerAcquisitionCost: {
      value: cac,
      rationale: `About ${money(cac, 'USD')} to win each customer through ${audience.acquisition}, paid back in ${payback} ${payback === 1 ? 'month' : 'months'} of gross margin.`,
    },
    variableCostPerCustomer: {
      value: variable,
      rationale: `${money(variable, 'USD')} a month to serve each customer (${model.marginReason}), leaving a ${derivedMargin}% gross margin.`,
    },
    costs,
    currency: 'USD',
    hiringPlan,
  };
}

const money = (amount: number, currency: Currency) => formatMoney(amount, currency);

/**
 * The dollar-sized draft in `currency`: amounts scaled by an order of magnitude where a unit is
 * worth far less (yen, rupees; OFFLINE_UNIT_SCALE), within the bounds, and written in the currency.
 */
function inCurrency(draft: Proposal, currency: Currency): Proposal {
  const scale = OFFLINE_UNIT_SCALE[currency];
  const B = ASSUMPTION_BOUNDS;
  const amount = (value: number, bounds: { min: number; max: number }) => clamp(Math.round(value * scale), bounds);
  const rewrite = (text: string) =>
    text.replace(/\$([\d,]+)/g, (_, digits: string) => money(Number(digits.replaceAll(',', '')) * scale, currency));
  const scaled = (key: 'monthlyPricePerCustomer' | 'customerAcquisitionCost' | 'variableCostPerCustomer') => ({
    value: amount(draft[key].value, B[key]),
    rationale: rewrite(draft[key].rationale),
  });
  return {
    ...draft,
    monthlyPricePerCustomer: scaled('monthlyPricePerCustomer'),
    customerAcquisitionCost: scaled('customerAcquisitionCost'),
    variableCostPerCustomer: scaled('variableCostPerCustomer'),
    costs: draft.costs.map((cost) => ({ ...cost, monthlyAmount: amount(cost.monthlyAmount, B.costMonthlyAmount) })),
    hiringPlan: draft.hiringPlan.map((role) => ({ ...role, monthlySalary: Math.round(role.monthlySalary * scale) })),
    currency,
  };
}
