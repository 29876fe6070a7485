/** The market research's demand drivers and trends for each sector (core/offline/sectors.ts). */
import type { SectorId } from '../../offline/sectors';
import type { NicheWords } from './niche-words';

/** What moves one sector's market. */
export interface TrendWords {
  /** What pushes demand up. */
  drivers: readonly string[];
  /** Trends in this industry, each a full sentence, with the niche's words `n`. */
  trends: readonly ((n: NicheWords) => string)[];
}

export const TREND_WORDS: Record<SectorId, TrendWords> = {
  pets: {
    drivers: [
      'more households owning pets',
      'owners who treat pets as family and spend accordingly',
      'working lives that leave pets alone for long hours',
    ],
    trends: [
      (n) => `Premium and natural products are taking a larger share of ${n.kind} spending.`,
      () => 'Owners book walkers, sitters and groomers through apps instead of by word of mouth.',
      () => 'Subscriptions for food, treats and supplies make spending regular and predictable.',
      () => 'Remote vet consultations and pet cameras let owners check on their animals from anywhere.',
    ],
  },
  food: {
    drivers: [
      'interest in plant-based and better-for-you eating',
      'the convenience of online ordering',
      'rising awareness of food waste',
    ],
    trends: [
      (n) =>
        `Plant-based and "better-for-you" options are moving from specialist shelves into mainstream ${n.kind} ranges.`,
      () => 'Quick-commerce and delivery apps have made same-hour delivery an everyday expectation in cities.',
      () => 'Shoppers want to know where food comes from: local sourcing and transparent labels win loyalty.',
      () => 'Subscription and pre-order models help producers plan demand and cut waste.',
    ],
  },
  health: {
    drivers: ['an ageing population', 'growing attention to mental health', 'wearables that make health measurable'],
    trends: [
      () => 'Telehealth has become a normal first step for advice, not an exception.',
      (n) => `Wearables and apps let ${n.kind} providers track results between visits and personalise plans.`,
      () => 'Employers increasingly pay for wellbeing programmes as a staff benefit.',
      () => 'Privacy of health data is under closer scrutiny from regulators and users alike.',
    ],
  },
  education: {
    drivers: ['the need to reskill as jobs change', 'acceptance of online learning', 'employers paying for training'],
    trends: [
      () => 'Short, stackable courses and micro-credentials are replacing long programmes for working adults.',
      (n) => `AI tutors and instant feedback are making personalised ${n.market} affordable at scale.`,
      () => 'Cohort-based learning with live sessions shows far higher completion rates than self-paced video.',
      () => 'Employers increasingly hire on proven skills rather than degrees.',
    ],
  },
  fintech: {
    drivers: [
      'the shift to digital payments',
      'the growth of self-employment',
      'open-banking rules that let new providers reach account data',
    ],
    trends: [
      (n) =>
        `Embedded finance: ${n.kind} features are being built into the software customers already use, instead of sold as a separate product.`,
      () => 'Open banking lets newcomers read account data with consent, cutting onboarding from days to minutes.',
      () => 'Real-time payments are becoming the default, and customers expect money to move instantly.',
      () => 'Regulators are tightening rules on consumer protection and data, raising the bar for new entrants.',
    ],
  },
  retail: {
    drivers: [
      'the continued move to online shopping',
      'demand for sustainable products',
      'discovery through social media',
    ],
    trends: [
      (n) => `Social commerce: more ${n.kind} purchases start on social media and creator recommendations.`,
      () => 'Resale, refill and repair models are growing as shoppers look for sustainable options.',
      () => 'Direct-to-consumer brands are adding physical pop-ups and wholesale to lower acquisition costs.',
      () => 'Personalisation, from sizing tools to curated boxes, is reducing costly returns.',
    ],
  },
  travel: {
    drivers: [
      'the recovery of international travel',
      'remote work that allows longer trips',
      'demand for authentic local experiences',
    ],
    trends: [
      () => 'Travellers combine work and holiday, booking longer stays outside peak season.',
      (n) => `Experiences matter more than things: ${n.kind} spending shifts towards activities and local guides.`,
      () => 'Sustainable travel choices influence bookings, especially among younger travellers.',
      () => 'AI trip planners are changing how travellers search and compare options.',
    ],
  },
  climate: {
    drivers: ['rising energy prices', 'government incentives for clean technology', 'corporate climate commitments'],
    trends: [
      () => 'Falling costs of solar panels and batteries make self-generation pay back faster.',
      (n) => `Carbon-reporting rules are turning ${n.market} from a nice-to-have into a compliance need for companies.`,
      () => 'Electrification of heating and transport increases demand for installers and advice.',
      () => 'Customers are wary of greenwashing and want savings they can measure.',
    ],
  },
  'real-estate': {
    drivers: [
      'housing shortages in growing cities',
      'digitalisation of renting and buying',
      'energy-efficiency requirements for buildings',
    ],
    trends: [
      (n) => `PropTech tools are digitising ${n.market}, from viewing to signing to maintenance.`,
      () => 'Energy-efficiency rules push owners to renovate, creating demand for trusted trades.',
      () => 'Build-to-rent and professional landlords are growing at the expense of small owners.',
      () => 'Tenants expect app-based service and fast answers to repair requests.',
    ],
  },
  logistics: {
    drivers: [
      'the growth of online shopping',
      'customers who expect same-day delivery',
      'rules that push cities towards cleaner transport',
    ],
    trends: [
      () => 'Same-day and next-day delivery have become the baseline customers expect.',
      () => 'Electric vans and cargo bikes are taking over city routes as low-emission zones spread.',
      (n) => `Live tracking and delivery windows to the hour are becoming standard in ${n.market}.`,
      () => 'Shared warehouses and micro-hubs let small operators compete with national carriers.',
    ],
  },
  creative: {
    drivers: [
      'the creator economy',
      'brands that need far more video and content than before',
      'cheaper tools that let small teams produce professional work',
    ],
    trends: [
      () => 'Short-form video dominates attention, and brands need new content every week.',
      (n) => `AI tools are changing how ${n.kind} work is made and priced, and buyers expect faster turnarounds.`,
      () => 'Creators build paid communities and subscriptions to depend less on platform algorithms.',
      () => 'Rights, licensing and fair pay for creative work are drawing new rules.',
    ],
  },
  software: {
    drivers: [
      'companies moving their work to the cloud',
      'the push to automate repetitive work',
      'remote teams that need shared tools',
    ],
    trends: [
      () => 'AI features are being built into everyday business tools, and buyers now expect them.',
      (n) => `Buyers are consolidating their tools: in ${n.market}, what connects to the rest of the stack wins.`,
      () => 'Usage-based pricing is replacing flat per-seat licences.',
      () => 'Security reviews and data-protection rules lengthen sales cycles, even for small customers.',
    ],
  },
  general: {
    drivers: [
      'digital adoption by customers of every age',
      'the wish for convenience',
      'a growing number of small, specialised providers',
    ],
    trends: [
      (n) => `Customers increasingly discover and buy ${n.market} online, reading reviews before they decide.`,
      () => 'Subscription and membership models are spreading to categories that used to be one-off purchases.',
      () => 'Small, specialised brands win share from generalists by serving one audience very well.',
      () => 'AI tools lower the cost of personalised service and support.',
    ],
  },
};

/** Trends true across industries, mixed in with the sector's own. */
export const CROSS_TRENDS: readonly ((n: NicheWords) => string)[] = [
  (n) => `Search and discovery for ${n.market} are moving to short video and social platforms.`,
  () => 'Buyers expect mobile-first experiences with instant answers and self-service.',
  (n) => `Sustainability and ethical sourcing increasingly influence ${n.kind} purchase decisions.`,
  () => 'Rising customer acquisition costs push companies towards retention, referrals and community.',
  () => 'Generative AI is being adopted to personalise offers and automate customer support.',
];
