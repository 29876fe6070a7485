/** The business-plan offline generator's content: word tables and templates, kept apart from its logic (offline.ts). */

/** Vocabulary for one family of industries; the offline plan is written from it. */
export interface Sector {
  keywords: readonly string[];
  /** The industry, as it reads mid-sentence. */
  label: string;
  /** Who buys, when the idea does not say. */
  audience: string;
  /** A second group worth serving once the first is won. */
  secondary: string;
  /** What the problem costs customers today. */
  costs: readonly string[];
  /** What customers use instead today. */
  alternatives: readonly string[];
  /** Partners who can bring customers. */
  partners: readonly string[];
  /** Monthly price range for the core plan, in US dollars. */
  price: readonly [number, number];
  /** What buyers in this industry need to see before they trust a newcomer. */
  trust: string;
}

export const SECTORS: readonly Sector[] = [
  {
    keywords: [
      'fintech',
      'financ',
      'bank',
      'payment',
      'invoice',
      'insur',
      'accounting',
      'tax',
      'lending',
      'invest',
      'ledger',
      'wallet',
    ],
    label: 'financial services',
    audience: 'freelancers and small businesses',
    secondary: 'accountants who serve many small clients',
    costs: [
      'hours every month lost to manual bookkeeping',
      'late payments that squeeze cash flow',
      'surprise tax bills at the end of the year',
    ],
    alternatives: ['traditional banks', 'general-purpose accounting suites', 'spreadsheets and email reminders'],
    partners: ['accountants and tax advisers', 'coworking spaces', 'freelancer associations'],
    price: [9, 39],
    trust: 'bank-grade security, clear data handling and compliance with local financial rules',
  },
  {
    keywords: [
      'food',
      'meal',
      'restaurant',
      'grocery',
      'recipe',
      'kitchen',
      'cook',
      'bakery',
      'catering',
      'produce',
      'snack',
      'drink',
      'coffee',
    ],
    label: 'food and hospitality',
    audience: 'busy households',
    secondary: 'offices that feed their teams',
    costs: [
      'evenings spent planning and shopping',
      'food thrown away every week',
      'takeaway bills that break the budget',
    ],
    alternatives: ['supermarkets and delivery apps', 'meal-kit brands', 'cooking from scratch without a plan'],
    partners: ['local farms and producers', 'nutritionists', 'parent and office communities'],
    price: [15, 60],
    trust: 'food-safety certification, reliable delivery windows and honest sourcing',
  },
  {
    keywords: [
      'health',
      'medic',
      'wellness',
      'fitness',
      'care',
      'clinic',
      'therap',
      'mental',
      'dental',
      'nutrition',
      'pharma',
      'patient',
    ],
    label: 'health and wellness',
    audience: 'adults managing their own health',
    secondary: 'employers that fund staff wellbeing',
    costs: [
      'weeks of waiting for an appointment',
      'treatment plans that are dropped halfway',
      'confusing advice from too many sources',
    ],
    alternatives: [
      'public clinics and family doctors',
      'generic fitness and wellness apps',
      'search engines and forums',
    ],
    partners: ['licensed practitioners', 'employee-benefit brokers', 'insurers'],
    price: [12, 49],
    trust: 'licensed professionals, privacy of health data and evidence-based content',
  },
  {
    keywords: [
      'educat',
      'learn',
      'school',
      'tutor',
      'course',
      'training',
      'skill',
      'student',
      'teach',
      'academy',
      'university',
    ],
    label: 'education',
    audience: 'adult learners building new skills',
    secondary: 'employers that pay for staff training',
    costs: [
      'courses abandoned after the first weeks',
      'money spent on training that employers do not recognise',
      'hours searching for a trustworthy tutor',
    ],
    alternatives: ['large online course libraries', 'private tutors found by word of mouth', 'free videos'],
    partners: ['industry mentors', 'employers and HR teams', 'professional associations'],
    price: [10, 45],
    trust: 'visible learner outcomes, qualified instructors and recognised certificates',
  },
  {
    keywords: [
      'retail',
      'commerce',
      'shop',
      'store',
      'fashion',
      'apparel',
      'beauty',
      'cosmetic',
      'gift',
      'resale',
      'product',
    ],
    label: 'retail and e-commerce',
    audience: 'style-conscious online shoppers',
    secondary: 'independent brands looking for new customers',
    costs: [
      'costly returns of items that do not fit',
      'hours scrolling through look-alike products',
      'money spent on products that do not last',
    ],
    alternatives: ['large online marketplaces', 'high-street chains', 'social-media shops'],
    partners: ['independent makers', 'stylists and creators', 'local boutiques'],
    price: [8, 35],
    trust: 'easy returns, genuine reviews and transparent sourcing',
  },
  {
    keywords: ['travel', 'tour', 'trip', 'hotel', 'hospitality', 'stay', 'itinerar', 'event', 'booking'],
    label: 'travel and experiences',
    audience: 'independent travellers',
    secondary: 'small tour operators and hosts',
    costs: [
      'hours of research for every trip',
      'overpriced tourist traps',
      'stress when plans change at the last minute',
    ],
    alternatives: ['online travel agencies', 'guidebooks and blogs', 'traditional travel agents'],
    partners: ['local guides and hosts', 'travel creators', 'tourism boards'],
    price: [10, 40],
    trust: 'verified reviews, flexible cancellation and local support',
  },
  {
    keywords: [
      'real estate',
      'property',
      'rent',
      'tenant',
      'landlord',
      'housing',
      'home',
      'renovat',
      'construction',
      'contractor',
    ],
    label: 'property and home services',
    audience: 'small landlords and homeowners',
    secondary: 'property managers with growing portfolios',
    costs: [
      'weeks lost finding reliable tradespeople',
      'repairs that cost more because they start late',
      'paperwork for every tenancy',
    ],
    alternatives: ['letting agents', 'general classifieds', 'calls to friends for recommendations'],
    partners: ['vetted contractors', 'mortgage brokers', 'landlord associations'],
    price: [15, 59],
    trust: 'vetted professionals, fixed quotes and guarantees on work',
  },
  {
    keywords: [
      'energy',
      'solar',
      'climate',
      'carbon',
      'sustainab',
      'green',
      'recycl',
      'waste',
      'environment',
      'refill',
      'water',
    ],
    label: 'climate and energy',
    audience: 'households and small businesses cutting their energy use',
    secondary: 'companies that must report their emissions',
    costs: [
      'energy bills that keep rising',
      'grants and rebates left unclaimed',
      'reporting rules they do not have time to follow',
    ],
    alternatives: ['utility companies', 'large installers', 'consultants billing by the day'],
    partners: ['certified installers', 'local councils', 'sustainability networks'],
    price: [19, 79],
    trust: 'measured savings, certified partners and independent verification',
  },
  {
    keywords: [
      'logistic',
      'delivery',
      'shipping',
      'freight',
      'courier',
      'transport',
      'mobility',
      'fleet',
      'parcel',
      'ride',
    ],
    label: 'logistics and mobility',
    audience: 'small online sellers',
    secondary: 'local shops that deliver',
    costs: [
      'late deliveries that cost repeat customers',
      'fuel and fleet costs that eat the margin',
      'hours spent tracking parcels across carriers',
    ],
    alternatives: ['national carriers', 'in-house drivers', 'courier apps with little accountability'],
    partners: ['e-commerce platforms', 'independent couriers', 'business parks'],
    price: [25, 99],
    trust: 'on-time rates published openly, insurance on every shipment and live tracking',
  },
];

export const FALLBACK: Sector = {
  keywords: [],
  label: 'its industry',
  audience: 'small businesses',
  secondary: 'larger organisations',
  costs: [
    'hours lost to tasks that should take minutes',
    'options that are hard to compare',
    'services that are slow or unreliable',
  ],
  alternatives: ['established local providers', 'generic all-in-one apps', 'doing it themselves'],
  partners: ['industry associations', 'consultants who serve the same customers', 'complementary software vendors'],
  price: [12, 49],
  trust: 'clear results, reliable support and references from similar customers',
};

/** How the business earns, recognised from the words of the idea. */
export type ModelKind = 'marketplace' | 'subscription' | 'service' | 'product';

export const MODEL_WORDS: readonly [ModelKind, RegExp][] = [
  ['marketplace', /marketplace|two-sided|connects?\b|platform that matches/i],
  ['subscription', /subscription|membership|\bclub\b|\bbox\b/i],
  ['service', /\bservice\b|concierge|agency|done-for-you|consult|retainer/i],
  ['subscription', /saas|software|\bapp\b|platform/i],
  ['product', /product|device|\bkit\b|shop|store|brand/i],
];

/** What the plan is about, read from the idea text. */
export interface Brief {
  /** "LedgerFlow", or "The business" when the idea names none; starts a sentence. */
  name: string;
  /** The first sentence of the description, without its full stop. */
  gist: string;
  audience: string;
  region: string | undefined;
  sector: Sector;
  model: ModelKind;
}
