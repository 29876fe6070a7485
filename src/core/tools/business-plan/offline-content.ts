/** The business-plan offline generator's content: word tables, kept apart from its logic (offline.ts). */
import type { Sector, SectorId } from '../../offline/sectors';

/** What the plan says about one sector (core/offline/sectors.ts). */
export interface PlanWords {
  /** A second group worth serving once the first is won. */
  secondary: string;
  /** What the problem costs customers today. */
  costs: readonly string[];
  /** What customers use instead today: plural, products or providers. */
  alternatives: readonly string[];
  /** Partners who can bring customers. */
  partners: readonly string[];
  /** Monthly price range for the core plan, in US dollars. */
  price: readonly [number, number];
  /** What buyers in this industry need to see before they trust a newcomer. */
  trust: string;
}

export const PLAN_WORDS: Record<SectorId, PlanWords> = {
  pets: {
    secondary: 'groomers, kennels and pet shops',
    costs: [
      'hours spent finding someone reliable to walk or sit their pet',
      'last-minute cancellations that leave a dog alone all day',
      // True of any pet business a founder starts (walks, sitting, grooming, boxes): no vet bills for a walker.
      'bookings, payments and reminders for their pet scattered across calls, apps and notes',
    ],
    alternatives: [
      'large pet-sitting apps',
      'kennels and groomers booked by phone',
      'neighbourhood social media groups',
    ],
    partners: ['vet practices', 'independent pet shops', 'dog trainers and breeders'],
    price: [10, 39],
    trust: 'vetted and insured carers, photo updates after every visit and reviews from other owners',
  },
  food: {
    secondary: 'offices that feed their teams',
    costs: [
      'evenings spent planning and shopping',
      'food thrown away every week',
      'takeaway bills that break the budget',
    ],
    alternatives: ['supermarkets and delivery apps', 'national meal-kit brands', 'takeaway apps'],
    partners: ['local farms and producers', 'cafes and delis', 'parent and office communities'],
    price: [15, 60],
    trust: 'food-safety certification, reliable delivery windows and honest sourcing',
  },
  health: {
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
  education: {
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
  fintech: {
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
  retail: {
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
  travel: {
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
  climate: {
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
  'real-estate': {
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
  logistics: {
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
  creative: {
    secondary: 'brands that commission creative work',
    costs: [
      'hours lost to admin instead of creative work',
      'clients who pay late or haggle over every quote',
      'income that swings from month to month',
    ],
    alternatives: [
      'general freelance marketplaces',
      'agencies that take a large cut',
      'social platforms built for reach, not pay',
    ],
    partners: ['creative schools and courses', 'co-working studios', 'creator communities'],
    price: [9, 39],
    trust: 'fair, upfront terms, clear ownership of every piece of work and payment on time',
  },
  software: {
    secondary: 'larger companies with several departments',
    costs: [
      'hours every week lost to copying data between tools',
      'software licences that nobody fully uses',
      'decisions made without up-to-date numbers',
    ],
    alternatives: [
      'enterprise software suites',
      'spreadsheets and email',
      'single-purpose tools that do not talk to each other',
    ],
    partners: ['consultants who set up software', 'integration marketplaces', 'startup accelerators'],
    price: [19, 99],
    trust: 'clear data security, uptime published openly and a free trial before any commitment',
  },
  general: {
    secondary: 'larger organisations',
    costs: [
      'hours lost to tasks that should take minutes',
      'options that are hard to compare',
      'services that are slow or unreliable',
    ],
    alternatives: ['established local providers', 'generic all-in-one apps', 'spreadsheets and phone calls'],
    partners: ['industry associations', 'consultants who serve the same customers', 'complementary software vendors'],
    price: [12, 49],
    trust: 'clear results, reliable support and references from similar customers',
  },
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
  /** "LedgerLoop", or "The business" when the idea names none; starts a sentence. */
  name: string;
  /** "LedgerLoop", or "the business". */
  nameMidSentence: string;
  /** The first sentence of the description, without its full stop. */
  gist: string;
  /** Who buys, as it reads mid-sentence. */
  audience: string;
  region: string | undefined;
  sector: Sector;
  words: PlanWords;
  model: ModelKind;
}
