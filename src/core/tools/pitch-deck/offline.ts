import { formatCompactUsd } from '../../finance/money';
import { matchByKeywords } from '../../offline/match-by-keywords';
import { firstSentence, oneLine } from '../../offline/text';
import { seeded, type Seeded } from '../../offline/seeded';
import { SLIDE_TITLES, type PitchDeckInput, type PitchDeckResult, type Slide } from './schema';

/** What the offline deck says about one family of businesses. */
interface Sector {
  keywords: readonly string[];
  /** The market, as in "the global {label} market". */
  label: string;
  /** Who buys, when the description does not say. */
  audience: string;
  /** What one customer is called, plural: "the first 100 {unit}". */
  unit: string;
  /** Pains worth solving, each a sentence of its own. */
  pains: readonly string[];
  benefits: readonly string[];
  features: readonly string[];
  channels: readonly string[];
  /** Alternatives customers use today, with where they fall short. */
  competitors: readonly (readonly [string, string])[];
  /** Reasons the timing is right. */
  whyNow: readonly string[];
  /** Yearly revenue per customer in US dollars, as a range. */
  revenuePerCustomer: readonly [number, number];
  /** How the price is put to customers, given the yearly revenue per customer. */
  pricing: (yearly: number) => string;
  /** Another way the business earns. */
  extraRevenue: readonly string[];
  /** The global market in billions of US dollars, as a range. */
  market: readonly [number, number];
  grossMargin: readonly [number, number];
  keyHire: string;
}

const monthly = (yearly: number) => `$${niceNumber(yearly / 12).toLocaleString('en-US')}`;

const SECTORS: readonly Sector[] = [
  {
    keywords: [
      'health',
      'medic',
      'clinic',
      'patient',
      'wellness',
      'fitness',
      'therap',
      'care',
      'doctor',
      'nurse',
      'dental',
      'mental',
    ],
    label: 'digital health',
    audience: 'independent clinics and their patients',
    unit: 'clinics',
    pains: [
      'Patients wait weeks for an appointment and drop out of treatment in between.',
      'Clinicians spend up to a third of their day on paperwork instead of care.',
      'Health records are scattered across providers, so nobody sees the whole picture.',
      'Follow-up depends on phone calls and paper reminders that are easy to miss.',
    ],
    benefits: [
      'Shorter waits and fewer missed appointments',
      'Less admin for every clinician',
      'One shared record of each patient’s care',
      'Follow-ups that happen on time, automatically',
    ],
    features: [
      'Online booking with smart reminders',
      'Secure messaging between patients and care teams',
      'Care plans patients can follow from their phone',
      'Outcome tracking dashboards for clinics',
      'Integrations with existing practice software',
    ],
    channels: [
      'Direct sales to independent clinics',
      'Partnerships with professional associations',
      'Referrals from early clinic champions',
      'Conference talks and clinical case studies',
      'Insurer and employer wellness programmes',
    ],
    competitors: [
      ['Legacy practice-management suites', 'expensive, slow to change and built for billing, not patients'],
      ['Generic booking tools', 'no clinical workflow or patient follow-up'],
      ['Phone, paper and spreadsheets', 'free but error-prone, and invisible to management'],
      ['Large telehealth platforms', 'take the patient relationship away from the clinic'],
    ],
    whyNow: [
      'Patients now expect to manage their health online.',
      'Reimbursement for remote care has become routine.',
      'Staff shortages push clinics to automate admin.',
    ],
    revenuePerCustomer: [2400, 9600],
    pricing: (yearly) => `Subscription per clinic: ${monthly(yearly)} a month, billed yearly`,
    extraRevenue: [
      'Paid onboarding and data migration',
      'Premium analytics for clinic groups',
      'Per-message fees for SMS reminders',
    ],
    market: [90, 220],
    grossMargin: [68, 80],
    keyHire: 'Head of Clinical Partnerships',
  },
  {
    keywords: [
      'food',
      'meal',
      'restaurant',
      'grocery',
      'kitchen',
      'cook',
      'bakery',
      'coffee',
      'drink',
      'beverage',
      'snack',
      'farm',
      'recipe',
      'catering',
    ],
    label: 'food and beverage',
    audience: 'busy households that care about what they eat',
    unit: 'customers',
    pains: [
      'Cooking well every day takes time most households no longer have.',
      'A third of the food people buy ends up thrown away.',
      'Healthy, local options cost more and are harder to find than fast food.',
      'Families struggle to plan meals everyone will actually eat.',
    ],
    benefits: [
      'Good food with a fraction of the planning',
      'Less waste: only what you need, when you need it',
      'Local, seasonal ingredients at a fair price',
      'Choices tailored to each household’s tastes',
    ],
    features: [
      'Weekly menu personalised to tastes and diets',
      'Flexible delivery or pick-up slots',
      'Ingredients sourced from nearby producers',
      'An app to skip, swap or pause in one tap',
      'Recipes and cooking guides with every order',
    ],
    channels: [
      'Social media and food creators',
      'Referral credits for existing customers',
      'Pop-up tastings and local markets',
      'Partnerships with gyms and offices',
      'Seasonal gift campaigns',
    ],
    competitors: [
      ['Supermarkets and grocery delivery', 'wide choice but no help with planning or waste'],
      ['National meal-kit brands', 'heavy packaging and generic menus'],
      ['Takeaway apps', 'convenient but costly and rarely healthy'],
      ['Local markets', 'fresh but limited opening hours and no delivery'],
    ],
    whyNow: [
      'Online grocery habits formed during the pandemic have stuck.',
      'Shoppers increasingly pay more for local and sustainable food.',
      'Rising food prices make waste reduction a selling point.',
    ],
    revenuePerCustomer: [300, 1400],
    pricing: (yearly) => `Orders and memberships averaging ${monthly(yearly)} a month per customer`,
    extraRevenue: ['Add-ons from the member shop', 'Corporate catering orders', 'Gift boxes and vouchers'],
    market: [150, 400],
    grossMargin: [30, 45],
    keyHire: 'Head of Operations and Supply',
  },
  {
    keywords: [
      'learn',
      'educat',
      'school',
      'student',
      'teach',
      'tutor',
      'course',
      'training',
      'skill',
      'university',
      'classroom',
    ],
    label: 'education technology',
    audience: 'learners and the schools that teach them',
    unit: 'schools',
    pains: [
      'One-size-fits-all lessons leave many learners bored or behind.',
      'Teachers spend evenings marking and planning instead of teaching.',
      'Progress is measured too late to help the learners who need it most.',
      'Good tutoring is expensive and hard to find outside big cities.',
    ],
    benefits: [
      'Lessons that adapt to each learner’s level',
      'Hours of marking and planning saved every week',
      'Early warnings when a learner falls behind',
      'Quality support available anywhere, at any time',
    ],
    features: [
      'Adaptive exercises that adjust after every answer',
      'Automatic marking with feedback learners understand',
      'Progress dashboards for teachers and parents',
      'Live sessions with vetted tutors',
      'Content aligned with the local curriculum',
    ],
    channels: [
      'Pilots with forward-looking schools',
      'Teacher ambassadors and communities',
      'Parent word of mouth and reviews',
      'Partnerships with education publishers',
      'Free tier for individual teachers',
    ],
    competitors: [
      ['Traditional textbooks and worksheets', 'cheap but static, with no feedback loop'],
      ['Large online course platforms', 'great content, low completion rates'],
      ['Private tutoring agencies', 'effective but expensive and hard to scale'],
      ['School learning-management systems', 'store content but do not teach'],
    ],
    whyNow: [
      'Schools have devices and connectivity they did not have five years ago.',
      'AI makes personalised feedback affordable at scale.',
      'Governments are funding catch-up programmes.',
    ],
    revenuePerCustomer: [1800, 12000],
    pricing: (yearly) =>
      `Yearly school licence averaging $${niceNumber(yearly).toLocaleString('en-US')}, priced per active learner`,
    extraRevenue: ['Paid plans for families', 'Teacher training and certification', 'Premium content packs'],
    market: [120, 350],
    grossMargin: [70, 85],
    keyHire: 'Head of Learning Design',
  },
  {
    keywords: [
      'financ',
      'fintech',
      'bank',
      'payment',
      'invoic',
      'account',
      'tax',
      'loan',
      'lending',
      'insur',
      'invest',
      'money',
      'crypto',
      'payroll',
    ],
    label: 'financial services software',
    audience: 'small businesses and freelancers',
    unit: 'business customers',
    pains: [
      'Late payments leave small businesses short of cash every month.',
      'Bookkeeping and tax preparation eat hours of the owner’s time.',
      'Banks rarely lend to businesses without years of records.',
      'Financial data is spread across bank accounts, apps and spreadsheets.',
    ],
    benefits: [
      'Getting paid faster, with less chasing',
      'Books that keep themselves up to date',
      'A clear view of cash flow, today and next month',
      'Access to fair financing based on real data',
    ],
    features: [
      'Invoicing with automatic payment reminders',
      'Bank feeds that categorise every transaction',
      'Cash-flow forecast for the next 90 days',
      'Tax set-asides calculated as money comes in',
      'Exports for accountants in one click',
    ],
    channels: [
      'Partnerships with accountants and bookkeepers',
      'Content and search for small-business questions',
      'Integrations with popular business software',
      'Referral rewards between customers',
      'Bank and marketplace partnerships',
    ],
    competitors: [
      ['Incumbent accounting packages', 'powerful but complex and built for accountants'],
      ['Traditional banks', 'slow onboarding and little help beyond the account'],
      ['Spreadsheets', 'flexible but manual and error-prone'],
      ['Single-feature fintech apps', 'solve one task and add another login'],
    ],
    whyNow: [
      'Open banking makes financial data available with the customer’s consent.',
      'E-invoicing mandates are rolling out across many markets.',
      'The number of freelancers and micro-businesses keeps growing.',
    ],
    revenuePerCustomer: [180, 1200],
    pricing: (yearly) => `Tiered subscription from ${monthly(yearly * 0.6)} to ${monthly(yearly * 1.6)} a month`,
    extraRevenue: [
      'A small fee on card and instant payments',
      'Referral fees from lending partners',
      'Premium support with a dedicated accountant',
    ],
    market: [110, 310],
    grossMargin: [72, 85],
    keyHire: 'Head of Risk and Compliance',
  },
  {
    keywords: [
      'shop',
      'store',
      'retail',
      'fashion',
      'cloth',
      'apparel',
      'beauty',
      'cosmetic',
      'brand',
      'commerce',
      'marketplace',
      'furniture',
      'jewel',
    ],
    label: 'online retail',
    audience: 'shoppers who want quality without the hassle',
    unit: 'customers',
    pains: [
      'Shoppers are overwhelmed by choice and still struggle to find what fits them.',
      'Up to 30% of online orders are returned, at a cost to everyone.',
      'Independent brands cannot reach buyers without expensive ads.',
      'Buyers want to shop sustainably but cannot tell which products are.',
    ],
    benefits: [
      'A curated selection that fits each shopper',
      'Fewer returns thanks to better recommendations',
      'A fair route to market for independent makers',
      'Clear information on how every product is made',
    ],
    features: [
      'Personal recommendations from a short style profile',
      'Fit and sizing guidance on every product',
      'Curated collections from independent brands',
      'Transparent sourcing labels',
      'Easy returns and resale of used items',
    ],
    channels: [
      'Creator partnerships and social commerce',
      'Search and shopping ads on high-intent keywords',
      'Email and loyalty programme',
      'Pop-up shops in key cities',
      'Collaborations with aligned brands',
    ],
    competitors: [
      ['Large marketplaces', 'endless choice, little curation and heavy price competition'],
      ['Fast-fashion and mass retailers', 'cheap, but high returns and low trust'],
      ['Brand-owned web shops', 'strong brands, tiny reach each'],
      ['Resale platforms', 'sustainable but inconsistent quality'],
    ],
    whyNow: [
      'Social platforms now sell directly, not just advertise.',
      'Shoppers increasingly choose brands on sustainability.',
      'Better recommendation tools cut the cost of personalisation.',
    ],
    revenuePerCustomer: [120, 600],
    pricing: (yearly) => `Average order value of ${monthly(yearly * 4)} about three orders a year per customer`,
    extraRevenue: ['A paid membership with free shipping', 'Commission on partner brands', 'Resale and repair fees'],
    market: [300, 800],
    grossMargin: [38, 55],
    keyHire: 'Head of Growth Marketing',
  },
  {
    keywords: [
      'climate',
      'energy',
      'solar',
      'carbon',
      'green',
      'sustainab',
      'recycl',
      'waste',
      'water',
      'environment',
      'electric',
      'battery',
    ],
    label: 'climate and clean energy',
    audience: 'homeowners and small companies cutting their emissions',
    unit: 'customers',
    pains: [
      'Energy bills keep rising and most buildings waste a large share of what they use.',
      'Going green feels complicated: too many options and no trusted advice.',
      'New reporting rules ask small companies for carbon data they do not have.',
      'Upfront costs put off investments that would pay back within a few years.',
    ],
    benefits: [
      'Lower energy bills within the first year',
      'One trusted guide from audit to installation',
      'Carbon numbers ready for reports and customers',
      'Financing that makes upgrades pay for themselves',
    ],
    features: [
      'A remote energy audit in under an hour',
      'Recommendations ranked by payback time',
      'Vetted installers booked through the platform',
      'Live monitoring of savings and emissions',
      'Financing options built into the quote',
    ],
    channels: [
      'Partnerships with utilities and local councils',
      'Installer networks that refer customers',
      'Content on savings and grants',
      'Employer and landlord programmes',
      'Community group-buying campaigns',
    ],
    competitors: [
      ['Traditional energy consultants', 'expensive and aimed at large companies'],
      ['Installers selling one product', 'advice limited to what they sell'],
      ['Utility comparison sites', 'switch tariffs but do not cut consumption'],
      ['Carbon accounting software', 'built for enterprises with sustainability teams'],
    ],
    whyNow: [
      'Energy prices have made savings a priority, not a nice-to-have.',
      'Subsidies and tax credits for upgrades are at record levels.',
      'Climate disclosure rules are reaching smaller companies.',
    ],
    revenuePerCustomer: [600, 4800],
    pricing: (yearly) =>
      `Paid energy audits plus a 10% fee on installations booked: about $${niceNumber(yearly).toLocaleString('en-US')} a year per customer`,
    extraRevenue: [
      'Monitoring subscriptions',
      'Referral fees from financing partners',
      'Carbon reports for business customers',
    ],
    market: [200, 600],
    grossMargin: [40, 60],
    keyHire: 'Head of Installer Partnerships',
  },
  {
    keywords: [
      'travel',
      'hotel',
      'tour',
      'trip',
      'delivery',
      'logistic',
      'transport',
      'mobility',
      'ride',
      'shipping',
      'fleet',
      'courier',
      'car',
      'bike',
    ],
    label: 'mobility and logistics',
    audience: 'people and businesses that move every day',
    unit: 'customers',
    pains: [
      'Deliveries and trips are still planned by phone, email and guesswork.',
      'Empty kilometres and idle vehicles waste fuel and money.',
      'Customers expect live tracking that small operators cannot offer.',
      'Last-minute changes ripple into delays for everyone downstream.',
    ],
    benefits: [
      'Faster, more reliable trips and deliveries',
      'Lower fuel and fleet costs',
      'Live tracking customers can trust',
      'Plans that adjust automatically when things change',
    ],
    features: [
      'Route planning that updates in real time',
      'A booking and tracking page for every customer',
      'A driver app with proof of delivery',
      'Utilisation reports per vehicle',
      'Integrations with shops and order systems',
    ],
    channels: [
      'Direct sales to regional operators',
      'Partnerships with vehicle and fuel providers',
      'Integrations in e-commerce app stores',
      'Industry events and trade press',
      'Referrals between operators',
    ],
    competitors: [
      ['Enterprise logistics software', 'built for large fleets and priced accordingly'],
      ['Big delivery platforms', 'take a large cut and own the customer'],
      ['Spreadsheets and phone calls', 'cheap but unable to scale'],
      ['Point tools for routing or tracking', 'one piece of the puzzle each'],
    ],
    whyNow: [
      'Same-day delivery has become the norm customers expect.',
      'Telematics and smartphones are in every vehicle.',
      'Cities are restricting traffic and emissions, rewarding efficient operators.',
    ],
    revenuePerCustomer: [1200, 7200],
    pricing: (yearly) => `Per-vehicle subscription, about ${monthly(yearly)} a month for a typical operator`,
    extraRevenue: ['Per-delivery fees above the plan', 'Premium customer notifications', 'Data services for partners'],
    market: [140, 450],
    grossMargin: [60, 78],
    keyHire: 'Head of Operations',
  },
  {
    keywords: [
      'software',
      'saas',
      'app',
      'platform',
      'ai',
      'data',
      'cloud',
      'api',
      'automat',
      'analytics',
      'tool',
      'digital',
      'developer',
      'crm',
    ],
    label: 'business software',
    audience: 'small and mid-sized teams',
    unit: 'teams',
    pains: [
      'Teams lose hours every week to copy-paste work between tools.',
      'Important information lives in inboxes and spreadsheets nobody can find.',
      'Existing software is built for large enterprises and takes months to set up.',
      'Managers cannot see what is working until it is too late to act.',
    ],
    benefits: [
      'Hours of manual work automated every week',
      'One place where the whole team finds what it needs',
      'Set up in an afternoon, not a quarter',
      'Clear insight into what is working, as it happens',
    ],
    features: [
      'Workflows that automate repetitive tasks',
      'A shared workspace with search across everything',
      'Ready-made templates for common processes',
      'Live dashboards and weekly summaries',
      'Integrations with the tools teams already use',
    ],
    channels: [
      'Free trial and self-serve sign-up',
      'Content and search on the problems we solve',
      'Integration marketplaces',
      'Partnerships with consultants and agencies',
      'Founder-led sales to the first customers',
    ],
    competitors: [
      ['Enterprise suites', 'powerful but costly and slow to roll out'],
      ['Spreadsheets and email', 'familiar but manual and fragile'],
      ['Point solutions', 'each solves one task and adds another silo'],
      ['In-house tools', 'tailored but expensive to build and maintain'],
    ],
    whyNow: [
      'Teams already pay for many tools and want fewer, better ones.',
      'AI makes automation possible without technical staff.',
      'Remote and hybrid work need shared, written processes.',
    ],
    revenuePerCustomer: [1200, 9000],
    pricing: (yearly) =>
      `Subscription per team: from ${monthly(yearly * 0.5)} to ${monthly(yearly * 1.5)} a month by plan`,
    extraRevenue: [
      'Usage-based fees above plan limits',
      'Paid onboarding for larger customers',
      'A marketplace for partner templates',
    ],
    market: [180, 500],
    grossMargin: [75, 88],
    keyHire: 'Head of Sales',
  },
];

const GENERAL: Sector = {
  keywords: [],
  label: 'consumer and business services',
  audience: 'customers who are underserved today',
  unit: 'customers',
  pains: [
    'Customers spend too much time finding a provider they can trust.',
    'Prices and quality vary widely, and it is hard to compare them.',
    'Most providers still run on phone calls, paper and word of mouth.',
    'When something goes wrong, there is nobody accountable to call.',
  ],
  benefits: [
    'A service customers can trust, every time',
    'Clear, upfront pricing',
    'Booking and follow-up in a few clicks',
    'Support that answers when it matters',
  ],
  features: [
    'Simple online booking and payment',
    'Vetted, reviewed providers',
    'Status updates at every step',
    'A customer account with history and receipts',
    'Satisfaction guarantee with fast support',
  ],
  channels: [
    'Local search and reviews',
    'Referral rewards',
    'Partnerships with complementary businesses',
    'Community events and sponsorships',
    'Targeted social media campaigns',
  ],
  competitors: [
    ['Local independents', 'personal service but inconsistent quality'],
    ['Large national chains', 'reliable but impersonal and expensive'],
    ['Online directories', 'plenty of choice, no accountability'],
    ['Doing it yourself', 'cheap but time-consuming'],
  ],
  whyNow: [
    'Customers now expect to book and pay for everything online.',
    'Reviews and reputation travel faster than ever.',
    'Incumbents have been slow to modernise.',
  ],
  revenuePerCustomer: [300, 2400],
  pricing: (yearly) =>
    `Pay per service, averaging $${niceNumber(yearly).toLocaleString('en-US')} a year per customer, with a membership option`,
  extraRevenue: ['Memberships with priority booking', 'Partner referral fees', 'Premium and express options'],
  market: [60, 250],
  grossMargin: [35, 60],
  keyHire: 'Head of Customer Experience',
};

/** Rounds to two significant figures, so drafts show $1,200 rather than $1,187. */
function niceNumber(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(Math.floor(Math.log10(value)) - 1, 0);
  return Math.round(value / magnitude) * magnitude;
}

/** "…for busy parents in Lisbon…" -> "busy parents in Lisbon", if the description names its customers. */
function audienceOf(description: string): string | undefined {
  const match = /\bfor ((?:[\p{L}\p{N}'&-]+ ?){1,7})/iu.exec(oneLine(description));
  const phrase = match?.[1]
    ?.split(/\b(?:who|that|which|to|by|so|because)\b/i)[0]
    ?.trim()
    .replace(/[\s,;:.-]+$/, '');
  // "for example", "for a fraction of the cost", "for managing invoices" name no customers.
  if (
    !phrase ||
    /^(a|an|example|instance|free|the first|the same|now|years|months|decades|ever|good|sale|rent|less|more|everyone|all|it|them|us|you|this|that)\b/i.test(
      phrase,
    )
  )
    return undefined;
  if (/^\p{L}+ing\b/iu.test(phrase)) return undefined;
  return phrase;
}

function slideBullets(lines: readonly string[]): string {
  return lines.map((line) => `• ${line}`).join('\n');
}

/** Splits 100% between the three uses of the raise. */
function useOfFunds(rng: Seeded): string {
  const product = rng.pick([35, 40, 45, 50]);
  const market = rng.pick([30, 35, 40]);
  const operations = 100 - product - market;
  return `Use of funds: ${product}% product and engineering, ${market}% sales and marketing, ${operations}% operations and hiring`;
}

/** Builds a ten-slide deck from the name and description: same inputs, same deck. */
export function offlinePitchDeck(input: PitchDeckInput): PitchDeckResult {
  const rng = seeded('pitch-deck', input.businessName, input.businessDescription);
  const name = oneLine(input.businessName);
  const sector = matchByKeywords(`${input.businessName} ${input.businessDescription}`, SECTORS, GENERAL);
  const tagline = firstSentence(input.businessDescription, 160);
  const audience = audienceOf(input.businessDescription) ?? sector.audience;
  const pitch = tagline.toLowerCase().includes(name.toLowerCase()) ? tagline : `${name}: ${tagline}`;

  // Market sizes: total, the part we can serve, the part we can win in five years.
  const tam = rng.int(sector.market[0], sector.market[1]) * 1e9;
  const sam = tam * (0.04 + rng.next() * 0.12);
  const som = sam * (0.01 + rng.next() * 0.04);
  const growth = rng.int(8, 24);

  const yearly = niceNumber(rng.int(sector.revenuePerCustomer[0], sector.revenuePerCustomer[1]));
  const margin = rng.int(sector.grossMargin[0], sector.grossMargin[1]);
  const customers1 = niceNumber(rng.int(60, 400) * Math.max(1, Math.round(3000 / yearly)));
  const customers2 = niceNumber(customers1 * (2.5 + rng.next() * 1.5));
  const customers3 = niceNumber(customers2 * (2 + rng.next()));
  const raise = rng.pick([500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000]);
  const runway = rng.pick([18, 24]);
  const cac = niceNumber(yearly * (0.3 + rng.next() * 0.5));

  const [pain1, pain2, pain3] = rng.sample(sector.pains, 3);
  const benefits = rng.sample(sector.benefits, 3);
  const features = rng.sample(sector.features, 4);
  const channels = rng.sample(sector.channels, 3);
  const competitors = rng.sample(sector.competitors, 3);
  const extra = rng.pick(sector.extraRevenue);
  const whyNow = rng.pick(sector.whyNow);
  const opening = rng.pick([
    'Good morning, and thank you for your time.',
    'Thank you for having us today.',
    'Thanks for making the time to meet.',
  ]);

  const contents: [string, string][] = [
    [
      `${name}\n${tagline}\nInvestor presentation · ${raise >= 2_000_000 ? 'Series A' : 'Seed'} round`,
      `${opening} Open with the one-line pitch: "${pitch.replace(/[.!?]+$/, '')}". Say who you are, and in one sentence why you are the person to build ${name}.`,
    ],
    [
      `${slideBullets([pain1 ?? '', pain2 ?? '', pain3 ?? ''])}\nWho feels it most: ${audience}`,
      `Tell the story of one real customer who lives with this problem. ${pain1 ?? ''} Replace any estimate here with figures from your own customer interviews before the meeting.`,
    ],
    [
      `${pitch}\n${slideBullets(benefits)}`,
      `Explain how ${name} removes the pain you just described, in plain words. Keep technology in the background: investors should remember the outcome for ${audience}.`,
    ],
    [
      slideBullets([
        `Total addressable market: ${formatCompactUsd(tam)} in ${sector.label} worldwide`,
        `Serviceable market: ${formatCompactUsd(sam)} among ${audience}`,
        `Obtainable in five years: ${formatCompactUsd(som)}`,
        `The market grows about ${growth}% a year`,
      ]),
      `Walk from the total market down to the share ${name} can realistically win. ${whyNow} These sizes are first estimates: check them against an industry report and say where they come from.`,
    ],
    [
      slideBullets(features),
      `Show the product rather than describe it: a screenshot, a short demo or a photo. Focus on the one feature customers mention first when they talk about ${name}.`,
    ],
    [
      slideBullets([
        sector.pricing(yearly),
        `Revenue per customer: about $${yearly.toLocaleString('en-US')} a year`,
        `Target gross margin: ${margin}%`,
        `Also: ${extra.charAt(0).toLowerCase()}${extra.slice(1)}`,
      ]),
      `Explain who pays, how much and how often. A customer worth $${yearly.toLocaleString('en-US')} a year at a ${margin}% margin pays back its acquisition cost of about $${cac.toLocaleString('en-US')} quickly; say how quickly.`,
    ],
    [
      slideBullets([
        `First: ${channels[0] ?? ''}, to win the first 100 ${sector.unit}`,
        `Next: ${(channels[1] ?? '').charAt(0).toLowerCase()}${(channels[1] ?? '').slice(1)}`,
        `Then: ${(channels[2] ?? '').charAt(0).toLowerCase()}${(channels[2] ?? '').slice(1)}`,
        `Target customer acquisition cost: under $${cac.toLocaleString('en-US')}`,
      ]),
      `Be specific about the first channel: who you will call next week and why they will say yes. Investors look for a repeatable way to reach ${audience}, not a list of every channel.`,
    ],
    [
      `${slideBullets(competitors.map(([rival, gap]) => `${rival}: ${gap}`))}\nOur edge: ${name} is built for ${audience}, end to end`,
      `Name real competitors; saying there are none worries investors. Show where each falls short for ${audience} and why ${name} is hard to copy.`,
    ],
    [
      slideBullets([
        'Founder & CEO: vision, fundraising and the first sales',
        'Co-founder & CTO: product and engineering',
        `Next hire: ${sector.keyHire}`,
        `Advisors with experience in ${sector.label}`,
      ]),
      `Replace these roles with your team's names, photos and the one past achievement that makes each person credible. Explain why this team is the right one to build ${name}.`,
    ],
    [
      slideBullets([
        `Year 1: ${formatCompactUsd(customers1 * yearly)} revenue from ${customers1.toLocaleString('en-US')} ${sector.unit}`,
        `Year 2: ${formatCompactUsd(customers2 * yearly)} revenue`,
        `Year 3: ${formatCompactUsd(customers3 * yearly)} revenue`,
        `Raising ${formatCompactUsd(raise)} for ${runway} months of runway`,
        useOfFunds(rng),
      ]),
      `Close with the ask: ${formatCompactUsd(raise)} to reach the milestones that make the next round easy. Say what those milestones are, then pause and invite questions.`,
    ],
  ];

  const slides = SLIDE_TITLES.map((title, index): Slide => {
    const [content, notes] = contents[index] as [string, string];
    return { title, content, notes };
  });
  return { slides };
}
