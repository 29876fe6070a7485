import { ASSUMPTION_BOUNDS, clamp } from '../../finance/bounds';
import type { Assumptions } from '../../finance/schema';
import { formatUsd } from '../../finance/money';
import { seeded, type Seeded } from '../../offline/seeded';
import { listCosts } from './costs';
import type { CustomerType, FinancialsInput, PricingModel } from './schema';

/** Benchmarks for one pricing model, at consumer scale; customer types adjust them. */
interface PricingProfile {
  /** US dollars per customer per month. */
  price: number;
  growth: number;
  churn: number;
  margin: number;
  /** How the price is earned, completing "... is ..." */
  priceBasis: string;
  growthReason: string;
  churnReason: string;
  marginReason: string;
}

const PRICING: Record<PricingModel, PricingProfile> = {
  Subscription: {
    price: 15,
    growth: 9,
    churn: 4,
    margin: 75,
    priceBasis: 'a monthly subscription fee',
    growthReason: 'subscriptions compound as referrals and renewals add up',
    churnReason: 'monthly plans are easy to cancel, so some members leave each month',
    marginReason: 'fulfilment and payment fees take a quarter of each subscription',
  },
  'One-time Purchase': {
    price: 40,
    growth: 12,
    churn: 9,
    margin: 55,
    priceBasis: 'the average purchase value spread over how often an active customer buys',
    growthReason: 'launch promotions and word of mouth bring a steady flow of first purchases',
    churnReason: 'one-off buyers often do not come back, so the active base turns over quickly',
    marginReason: 'product and fulfilment costs take a large share of each sale',
  },
  Freemium: {
    price: 8,
    growth: 14,
    churn: 5,
    margin: 80,
    priceBasis: 'the average paid plan once free users upgrade',
    growthReason: 'the free tier feeds a wide funnel of users who upgrade over time',
    churnReason: 'some upgraded users drop back to the free plan each month',
    marginReason: 'serving free users costs money that paying users cover',
  },
  'Transaction Fee': {
    price: 12,
    growth: 11,
    churn: 5,
    margin: 70,
    priceBasis: 'the fees earned on an average customer’s transactions in a month',
    growthReason: 'volume grows as customers route more of their transactions through the product',
    churnReason: 'customers who find a cheaper rail move their volume elsewhere',
    marginReason: 'payment processing and fraud losses come out of every fee',
  },
  'Usage-based': {
    price: 30,
    growth: 10,
    churn: 3.5,
    margin: 68,
    priceBasis: 'the average monthly usage billed to one customer',
    growthReason: 'customers start small and expand usage as they rely on the product',
    churnReason: 'usage that becomes part of daily work is sticky',
    marginReason: 'infrastructure costs rise with every unit of usage',
  },
  Advertising: {
    price: 2,
    growth: 16,
    churn: 7,
    margin: 85,
    priceBasis: 'the ad revenue earned per active user each month',
    growthReason: 'a free product spreads quickly when users share it',
    churnReason: 'attention is fickle, and inactive users stop earning ad revenue',
    marginReason: 'once the audience exists, each impression costs little to serve',
  },
  Marketplace: {
    price: 18,
    growth: 13,
    churn: 6,
    margin: 65,
    priceBasis: 'the commission earned per active buyer each month',
    growthReason: 'each new seller attracts buyers and each buyer attracts sellers',
    churnReason: 'buyers drift away when their favourite sellers leave',
    marginReason: 'payments, trust and safety, and support come out of the take rate',
  },
  SaaS: {
    price: 45,
    growth: 8,
    churn: 3,
    margin: 80,
    priceBasis: 'a per-account software licence billed monthly',
    growthReason: 'inbound demand and trials convert steadily once the product proves itself',
    churnReason: 'software built into daily workflows is costly to replace',
    marginReason: 'hosting and support are the main costs of delivering software',
  },
};

/** How a customer type shifts the benchmarks. */
interface AudienceProfile {
  /** Who the customers are, in a sentence. */
  noun: string;
  priceFactor: number;
  startingCustomers: number;
  growthFactor: number;
  churnFactor: number;
  /** CAC as months of price. */
  cacMonths: number;
  costScale: number;
  acquisition: string;
}

const AUDIENCES: Record<CustomerType, AudienceProfile> = {
  'B2C - Consumer': {
    noun: 'consumers',
    priceFactor: 1,
    startingCustomers: 300,
    growthFactor: 1.1,
    churnFactor: 1.2,
    cacMonths: 1.5,
    costScale: 1,
    acquisition: 'paid social and app-store ads',
  },
  'B2B - Small Business': {
    noun: 'small businesses',
    priceFactor: 4,
    startingCustomers: 40,
    growthFactor: 1,
    churnFactor: 0.8,
    cacMonths: 4,
    costScale: 1.2,
    acquisition: 'search ads, content and a short sales call',
  },
  'B2B - Enterprise': {
    noun: 'enterprise buyers',
    priceFactor: 90,
    startingCustomers: 5,
    growthFactor: 0.6,
    churnFactor: 0.35,
    cacMonths: 7,
    costScale: 2,
    acquisition: 'a field sales team, pilots and long procurement cycles',
  },
  'B2G - Government': {
    noun: 'government agencies',
    priceFactor: 70,
    startingCustomers: 3,
    growthFactor: 0.5,
    churnFactor: 0.25,
    cacMonths: 8,
    costScale: 1.8,
    acquisition: 'tenders, compliance reviews and relationship selling',
  },
  'D2C - Direct to Consumer': {
    noun: 'shoppers buying direct',
    priceFactor: 1.2,
    startingCustomers: 250,
    growthFactor: 1.2,
    churnFactor: 1.3,
    cacMonths: 1.2,
    costScale: 0.9,
    acquisition: 'influencer partnerships and performance marketing',
  },
  'Marketplace - Two-sided': {
    noun: 'buyers and sellers on both sides of the marketplace',
    priceFactor: 1.5,
    startingCustomers: 150,
    growthFactor: 1.3,
    churnFactor: 1.1,
    cacMonths: 2,
    costScale: 1.1,
    acquisition: 'subsidised first orders on one side and outreach to the other',
  },
};

/** A cost the founder may list, recognised by keyword, with a consumer-scale monthly amount. */
interface CostProfile {
  pattern: RegExp;
  amount: number;
  reason: string;
}

const COSTS: readonly CostProfile[] = [
  {
    pattern: /salar|payroll|staff|team|wage|employee|engineer|developer|hiring|people|founder|contractor|freelanc/i,
    amount: 18_000,
    reason: 'pay for a small founding team and first hires',
  },
  {
    pattern: /rent|office|lease|workspace|cowork|premises|studio|warehouse|store|shop/i,
    amount: 3_500,
    reason: 'a modest space on a flexible lease',
  },
  {
    pattern: /host|cloud|server|aws|azure|gcp|infra|software|tool|licen|subscription|\bit\b|tech/i,
    amount: 1_200,
    reason: 'hosting and software seats that grow with usage',
  },
  {
    pattern: /market|advert|\bads?\b|promot|seo|social|brand|campaign|\bpr\b|content/i,
    amount: 5_000,
    reason: 'always-on campaigns and content',
  },
  {
    pattern: /legal|lawyer|account|bookkeep|insur|complian|audit|tax|regulat|permit/i,
    amount: 1_500,
    reason: 'retainers for legal, accounting and insurance',
  },
  {
    pattern: /inventor|material|manufactur|production|supplie|packag|ingredient|stock|cogs|goods/i,
    amount: 6_000,
    reason: 'stock and materials bought ahead of demand',
  },
  {
    pattern: /ship|logistic|deliver|fulfil|freight|transport|courier/i,
    amount: 2_500,
    reason: 'shipping and fulfilment at early volumes',
  },
  { pattern: /travel|event|conference|trade show/i, amount: 1_500, reason: 'a few trips and events to meet customers' },
  {
    pattern: /utilit|electric|energy|internet|phone|water/i,
    amount: 600,
    reason: 'utilities and connectivity for the team',
  },
  {
    pattern: /equipment|hardware|vehicle|machine|maintenance|repair|device/i,
    amount: 1_800,
    reason: 'equipment leases and upkeep',
  },
  {
    pattern: /research|r&d|develop|design|prototyp|product/i,
    amount: 6_000,
    reason: 'ongoing product design and development work',
  },
  {
    pattern: /support|customer service|success|call cent/i,
    amount: 4_000,
    reason: 'support staff and help-desk tools',
  },
  { pattern: /train|education|course|recruit/i, amount: 1_200, reason: 'recruiting and training as the team grows' },
];

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

/** Offline assumptions built from the inputs: the same inputs always give the same draft. */
export function offlineAssumptions(input: FinancialsInput): Assumptions {
  const rng = seeded('financials', input.pricingModel, input.customerType, input.costs);
  const model = PRICING[input.pricingModel];
  const audience = AUDIENCES[input.customerType];
  const label = input.pricingModel === 'SaaS' ? input.pricingModel : input.pricingModel.toLowerCase();
  const B = ASSUMPTION_BOUNDS;

  const price = clamp(priceTag(model.price * audience.priceFactor * jitter(rng, 0.2)), B.monthlyPricePerCustomer);
  const growth = clamp(tenth(model.growth * audience.growthFactor * jitter(rng, 0.15)), B.monthlyGrowthPercent);
  const churn = clamp(tenth(model.churn * audience.churnFactor * jitter(rng, 0.15)), B.monthlyChurnPercent);
  const margin = clamp(Math.round(model.margin * jitter(rng, 0.06)), B.grossMarginPercent);
  // Derived from the margin so the two never contradict each other.
  const variable = clamp(Math.round((price * (100 - margin)) / 100), B.variableCostPerCustomer);
  // Acquisition spend takes 30% to 75% of each month's gross margin: growth costs money, but the
  // business still earns something on each customer, so the draft can break even.
  const acquisitionShare = 0.3 + rng.next() * 0.45;
  const cac = clamp(Math.round((acquisitionShare * price * margin) / Math.max(growth, 1)), B.customerAcquisitionCost);

  const costs = listCosts(input.costs).map((name) => {
    const profile = COSTS.find((cost) => cost.pattern.test(name));
    const amount = clamp(
      budget((profile?.amount ?? 2_000) * audience.costScale * jitter(rng, 0.25)),
      B.costMonthlyAmount,
    );
    const reason = profile ? `Covers ${profile.reason}` : `An early-stage estimate for ${name.toLowerCase()}`;
    return {
      name,
      monthlyAmount: amount,
      rationale: `${reason}, sized for a young business selling to ${audience.noun}.`,
    };
  });

  const starting = clamp(
    startingCustomers(rng, audience, {
      price,
      variable,
      cac,
      growth,
      churn,
      fixed: costs.reduce((total, cost) => total + cost.monthlyAmount, 0),
    }),
    B.startingCustomers,
  );
  const payback = Math.max(1, Math.round(cac / Math.max(1, (price * margin) / 100)));

  return {
    monthlyPricePerCustomer: {
      value: price,
      rationale: `${formatUsd(price)} a month is ${model.priceBasis}, a common level for ${label} offers to ${audience.noun}.`,
    },
    startingCustomers: {
      value: starting,
      rationale: `${starting.toLocaleString('en-US')} ${starting === 1 ? 'customer' : 'customers'} at launch, won through early outreach to ${audience.noun}.`,
    },
    monthlyGrowthPercent: { value: growth, rationale: `${growth}% new customers a month: ${model.growthReason}.` },
    monthlyChurnPercent: { value: churn, rationale: `${churn}% leave each month: ${model.churnReason}.` },
    grossMarginPercent: { value: margin, rationale: `${margin}% gross margin: ${model.marginReason}.` },
    customerAcquisitionCost: {
      value: cac,
      rationale: `About ${formatUsd(cac)} to win each customer through ${audience.acquisition}, paid back in ${payback} ${payback === 1 ? 'month' : 'months'} of gross margin.`,
    },
    variableCostPerCustomer: {
      value: variable,
      rationale: `${formatUsd(variable)} a month to serve each customer, the ${100 - margin}% of the price the gross margin leaves for delivery.`,
    },
    costs,
  };
}
