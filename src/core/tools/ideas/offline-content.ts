/** The ideas offline generator's archetypes, kept apart from its logic (offline.ts); its words per sector are in offline-sectors.ts. */
import { capitalise, withArticle } from '../../offline/text';

export type ArchetypeKind = 'platform' | 'marketplace' | 'box' | 'insights' | 'concierge' | 'community' | 'app';

/** A way to build a business: how the idea works and how it earns. */
export interface Archetype {
  kind: ArchetypeKind;
  suffixes: readonly string[];
  describe: (c: Context) => string;
  revenue: (c: Context) => string[];
  /** Investment range in thousands of US dollars, before the seeded scale. */
  investment: readonly [number, number];
}

/** One idea's words; `industry` and `market` as they read mid-sentence. */
export interface Context {
  industry: string;
  market: string;
  region: string;
  thing: string;
  otherThing: string;
  provider: string;
  pain: string;
}

export const ARCHETYPES: readonly Archetype[] = [
  {
    kind: 'platform',
    suffixes: ['Flow', 'Desk', 'OS', 'Pilot'],
    describe: (c) =>
      `${capitalise(withArticle(c.industry))} subscription platform that helps ${c.market} ${c.pain} by bringing ${c.thing} and ${c.otherThing} into one place. ` +
      `It is built around the rules, languages and habits of ${c.region}, so setup takes minutes rather than weeks.`,
    revenue: (c) => [
      'Tiered monthly subscriptions',
      `Premium add-ons for ${c.otherThing}`,
      'Onboarding and migration packages',
      'Integration partner fees',
    ],
    investment: [60, 150],
  },
  {
    kind: 'marketplace',
    suffixes: ['Market', 'Connect', 'Link', 'Match'],
    describe: (c) =>
      `A two-sided ${c.industry} marketplace that connects ${c.market} in ${c.region} with vetted ${c.provider}. ` +
      `Verified reviews, transparent pricing and secure payments make it easy to ${c.pain}.`,
    revenue: () => [
      'Commission on every completed booking',
      'Featured listings for providers',
      'Provider membership plans',
    ],
    investment: [90, 220],
  },
  {
    kind: 'box',
    suffixes: ['Box', 'Club', 'Kit', 'Crate'],
    describe: (c) =>
      `A curated subscription service built around ${c.thing} for ${c.market}. ` +
      `Members in ${c.region} answer a short profile once and receive a fresh selection every month, helping them ${c.pain}.`,
    revenue: () => [
      'Monthly and annual memberships',
      'One-off gift boxes',
      'Brand partnerships and sampling',
      'Add-on items in the member shop',
    ],
    investment: [40, 110],
  },
  {
    kind: 'insights',
    suffixes: ['Insights', 'Lens', 'Signal', 'IQ'],
    describe: (c) =>
      `An analytics service for ${c.industry} that turns scattered data on ${c.thing} into clear weekly recommendations for ${c.market}. ` +
      `Benchmarks drawn from across ${c.region} show each customer where they stand and what to do next.`,
    revenue: () => ['Per-seat analytics subscriptions', 'Paid benchmark reports', 'Data API access for partners'],
    investment: [120, 300],
  },
  {
    kind: 'concierge',
    suffixes: ['Concierge', 'Assist', 'Crew', 'Hands'],
    describe: (c) =>
      `A done-for-you service for ${c.market} who would rather not handle ${c.thing} themselves. ` +
      `A small team in ${c.region}, backed by smart software, takes the work off their plate and helps them ${c.pain}.`,
    revenue: () => ['Monthly retainers', 'Pay-as-you-go service credits', 'Premium same-day support'],
    investment: [30, 80],
  },
  {
    kind: 'community',
    suffixes: ['Academy', 'Circle', 'Guild', 'Lab'],
    describe: (c) =>
      `A community and learning platform where ${c.market} learn to ${c.pain}, with short courses on ${c.thing}, ` +
      `live sessions with ${c.provider} and peer groups organised by city across ${c.region}.`,
    revenue: () => [
      'Community membership fees',
      'Paid courses and certificates',
      'Sponsored workshops',
      'Job and partner board listings',
    ],
    investment: [25, 70],
  },
  {
    kind: 'app',
    suffixes: ['Pay', 'Wallet', 'Pass', 'Go'],
    describe: (c) =>
      `A mobile app that lets ${c.market} manage ${c.thing} and pay for ${c.otherThing} in a few taps. ` +
      `Local payment methods and support across ${c.region} help users ${c.pain} without switching between tools.`,
    revenue: () => [
      'Small fee on each in-app transaction',
      'Freemium upgrade to a Plus plan',
      'Referral fees from partner services',
    ],
    investment: [100, 250],
  },
];
