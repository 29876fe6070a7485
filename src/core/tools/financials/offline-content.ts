/** The financials offline generator's content: word tables and templates, kept apart from its logic (offline.ts). */
import type { CustomerType, PricingModel } from './schema';

/** Benchmarks for one pricing model, at consumer scale; customer types adjust them. */
export interface PricingProfile {
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

export const PRICING: Record<PricingModel, PricingProfile> = {
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
export interface AudienceProfile {
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

export const AUDIENCES: Record<CustomerType, AudienceProfile> = {
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
export interface CostProfile {
  pattern: RegExp;
  amount: number;
  reason: string;
}

export const COSTS: readonly CostProfile[] = [
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
