/** The ideas offline generator's content: word tables and templates, kept apart from its logic (offline.ts). */

/** Vocabulary for one family of industries; the offline drafts are built from it. */
export interface IndustryProfile {
  keywords: readonly string[];
  /** Brand-name stems. */
  roots: readonly string[];
  /** Things this industry's customers handle, plural nouns. */
  things: readonly string[];
  /** Who supplies the service in a marketplace. */
  providers: readonly string[];
  /** Pains worth solving, as verb phrases. */
  pains: readonly string[];
  /** Kinds of business that read oddly here (a subscription box of tax filings). */
  avoid?: readonly ArchetypeKind[];
}

export const PROFILES: readonly IndustryProfile[] = [
  {
    keywords: ['fintech', 'finance', 'bank', 'payment', 'insur', 'accounting', 'tax', 'lending', 'invest', 'crypto'],
    roots: ['Ledger', 'Tally', 'Vault', 'Coin', 'Mint', 'Fiscal', 'Penny', 'Clear'],
    things: ['invoices', 'tax filings', 'cash-flow forecasts', 'client payments', 'expense receipts', 'savings goals'],
    providers: ['tax advisers', 'bookkeepers', 'financial planners'],
    pains: [
      'chase late payments',
      'set money aside for tax',
      'reconcile income from several clients',
      'get credit without a payslip',
    ],
    avoid: ['box'],
  },
  {
    keywords: [
      'food',
      'restaurant',
      'grocery',
      'meal',
      'beverage',
      'drink',
      'cook',
      'kitchen',
      'bakery',
      'catering',
      'agri',
    ],
    roots: ['Harvest', 'Pantry', 'Ladle', 'Sprout', 'Crumb', 'Table', 'Basil', 'Spoon'],
    things: [
      'weekly meal plans',
      'lunchboxes',
      'fresh produce boxes',
      'family recipes',
      'snack subscriptions',
      'grocery lists',
    ],
    providers: ['local cooks', 'family farms', 'nutritionists'],
    pains: [
      'plan healthy meals on busy weeknights',
      'cut food waste',
      'find food the whole family will eat',
      'shop fresh on a budget',
    ],
  },
  {
    keywords: ['health', 'medic', 'wellness', 'fitness', 'care', 'clinic', 'pharma', 'mental', 'dental', 'nutrition'],
    roots: ['Pulse', 'Vita', 'Well', 'Thrive', 'Care', 'Balance', 'Heal', 'Kind'],
    things: [
      'care plans',
      'appointments',
      'health records',
      'therapy sessions',
      'medication schedules',
      'wellness check-ins',
    ],
    providers: ['licensed therapists', 'nurses', 'certified coaches'],
    pains: [
      'get seen without a long wait',
      'keep track of treatments',
      'stay motivated between visits',
      'understand their options',
    ],
    avoid: ['box'],
  },
  {
    keywords: ['educat', 'edtech', 'learn', 'school', 'tutor', 'course', 'training', 'skill', 'university'],
    roots: ['Scholar', 'Quill', 'Bright', 'Mentor', 'Chalk', 'Spark', 'Atlas', 'Owl'],
    things: ['lesson plans', 'practice quizzes', 'study groups', 'micro-courses', 'progress reports', 'certifications'],
    providers: ['tutors', 'industry mentors', 'teachers'],
    pains: [
      'learn at their own pace',
      'prove new skills to employers',
      'find a trustworthy tutor',
      'stay consistent with study',
    ],
    avoid: ['app'],
  },
  {
    keywords: ['retail', 'commerce', 'shop', 'fashion', 'apparel', 'beauty', 'cosmetic', 'store', 'consumer'],
    roots: ['Thread', 'Cart', 'Aisle', 'Bloom', 'Loom', 'Tag', 'Parcel', 'Luxe'],
    things: [
      'product drops',
      'size recommendations',
      'curated boxes',
      'loyalty rewards',
      'resale listings',
      'gift bundles',
    ],
    providers: ['independent makers', 'stylists', 'local boutiques'],
    pains: ['find products that fit', 'shop sustainably', 'avoid costly returns', 'discover independent brands'],
  },
  {
    keywords: ['travel', 'tourism', 'hospitality', 'hotel', 'trip', 'airline', 'event'],
    roots: ['Voyage', 'Compass', 'Wander', 'Roam', 'Harbor', 'Journey', 'Trail', 'Nomad'],
    things: ['itineraries', 'local experiences', 'group bookings', 'travel insurance', 'guided tours', 'stays'],
    providers: ['local guides', 'boutique hosts', 'tour operators'],
    pains: [
      'plan trips without hours of research',
      'find authentic local experiences',
      'travel on a fixed budget',
      'handle last-minute changes',
    ],
  },
  {
    keywords: ['real estate', 'property', 'housing', 'construction', 'rent', 'home', 'architect'],
    roots: ['Keystone', 'Nest', 'Brick', 'Haven', 'Gable', 'Dwell', 'Beam', 'Porch'],
    things: [
      'rental listings',
      'maintenance requests',
      'tenant screenings',
      'renovation quotes',
      'property valuations',
      'lease renewals',
    ],
    providers: ['vetted contractors', 'property managers', 'inspectors'],
    pains: [
      'find reliable tradespeople',
      'manage a property remotely',
      'compare renovation costs',
      'rent without endless paperwork',
    ],
    avoid: ['box'],
  },
  {
    keywords: ['energy', 'climate', 'sustainab', 'green', 'solar', 'carbon', 'recycl', 'environment', 'water'],
    roots: ['Verdant', 'Solace', 'Ember', 'Canopy', 'Tide', 'Terra', 'Gaia', 'Volt'],
    things: [
      'energy audits',
      'solar installations',
      'carbon reports',
      'refill stations',
      'recycling pick-ups',
      'efficiency upgrades',
    ],
    providers: ['certified installers', 'energy auditors', 'recycling partners'],
    pains: [
      'lower their energy bills',
      'measure their carbon footprint',
      'switch to cleaner options',
      'meet new reporting rules',
    ],
    avoid: ['box', 'app'],
  },
  {
    keywords: ['logistic', 'transport', 'mobility', 'delivery', 'shipping', 'freight', 'automotive', 'car'],
    roots: ['Route', 'Relay', 'Swift', 'Cargo', 'Axle', 'Dock', 'Convoy', 'Hub'],
    things: [
      'deliveries',
      'shared rides',
      'fleet schedules',
      'parcel lockers',
      'vehicle maintenance',
      'last-mile drops',
    ],
    providers: ['independent couriers', 'fleet owners', 'mechanics'],
    pains: [
      'get deliveries on time',
      'cut fuel and fleet costs',
      'track shipments in one place',
      'move around without owning a car',
    ],
    avoid: ['box'],
  },
];

export const FALLBACK: Omit<IndustryProfile, 'keywords'> = {
  avoid: ['box'],
  roots: ['Nova', 'Pioneer', 'Bridge', 'Keystone', 'Summit', 'Beacon', 'Forge', 'Anchor'],
  things: ['workflows', 'bookings', 'client records', 'service requests', 'reports', 'memberships'],
  providers: ['specialists', 'independent experts', 'certified partners'],
  pains: [
    'save time on routine work',
    'find trustworthy providers',
    'make better decisions with data',
    'reach more customers',
  ],
};

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
      `A ${c.industry} subscription platform that helps ${c.market} ${c.pain} by automating ${c.thing} and ${c.otherThing} in one place. ` +
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
      `A curated subscription service delivering ${c.thing} tailored to ${c.market}. ` +
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
