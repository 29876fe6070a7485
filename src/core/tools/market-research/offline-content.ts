/** The market-research offline generator's content: word tables and templates, kept apart from its logic (offline.ts). */
import type { CustomerSegment } from './schema';

/** Vocabulary for one family of industries; the offline research is written from it. */
export interface Sector {
  keywords: readonly string[];
  /** The wider industry, mid-sentence. */
  label: string;
  /** What pushes demand up. */
  drivers: readonly string[];
  /** Trends in this industry, each a full sentence; `n` is the niche. */
  trends: readonly ((n: string) => string)[];
  segments: readonly ((n: string) => CustomerSegment)[];
  /** The established players, as a competitor group's name. */
  incumbents: string;
  /** Rules a newcomer must meet. */
  regulation: string;
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
      'crypto',
      'wallet',
    ],
    label: 'financial services',
    drivers: [
      'the shift to digital payments',
      'the growth of self-employment',
      'open-banking rules that let new providers reach account data',
    ],
    trends: [
      (n) =>
        `Embedded finance: ${n} features are being built into the software customers already use, instead of sold as a separate product.`,
      () => 'Open banking lets newcomers read account data with consent, cutting onboarding from days to minutes.',
      () => 'Real-time payments are becoming the default, and customers expect money to move instantly.',
      () => 'Regulators are tightening rules on consumer protection and data, raising the bar for new entrants.',
    ],
    segments: [
      (n) => ({
        segment: 'Freelancers and sole traders',
        characteristics: `Self-employed people with irregular income who make ${n} decisions alone, mostly on their phone.`,
        painPoints: 'Irregular cash flow, surprise tax bills and no time for admin.',
      }),
      () => ({
        segment: 'Small business owners',
        characteristics:
          'Companies with 1 to 20 staff, often without an in-house finance person, relying on an external accountant.',
        painPoints: 'Late payments from customers, manual bookkeeping and expensive bank fees.',
      }),
      () => ({
        segment: 'Young professionals',
        characteristics: 'Digital-first earners aged 22 to 35 who compare providers online and switch easily.',
        painPoints: 'Hidden fees, confusing products and slow customer service.',
      }),
    ],
    incumbents: 'Traditional banks and insurers',
    regulation: 'licensing and anti-money-laundering checks',
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
      'vegan',
      'snack',
      'drink',
      'coffee',
      'beverage',
      'catering',
    ],
    label: 'food and beverage',
    drivers: [
      'interest in healthy and plant-based eating',
      'the convenience of online ordering',
      'rising awareness of food waste',
    ],
    trends: [
      (n) => `Plant-based and "better-for-you" options are moving from specialist shelves into mainstream ${n} ranges.`,
      () => 'Quick-commerce and delivery apps have made same-hour delivery an everyday expectation in cities.',
      () => 'Shoppers want to know where food comes from: local sourcing and transparent labels win loyalty.',
      () => 'Subscription and pre-order models help producers plan demand and cut waste.',
    ],
    segments: [
      (n) => ({
        segment: 'Busy urban professionals',
        characteristics: `Time-poor city dwellers aged 25 to 40 who order ${n} online several times a month.`,
        painPoints: 'Little time to plan meals, and delivery options that are unhealthy or expensive.',
      }),
      () => ({
        segment: 'Health-conscious families',
        characteristics: 'Parents who read labels, cook at home most days and shop in bulk for the week.',
        painPoints: 'Finding healthy food the whole family will eat, at a price that fits the budget.',
      }),
      () => ({
        segment: 'Cafes and small restaurants',
        characteristics: 'Independent venues buying in small volumes from several suppliers.',
        painPoints: 'Unreliable deliveries, minimum order sizes and thin margins.',
      }),
    ],
    incumbents: 'Supermarket chains and their own brands',
    regulation: 'food-safety and labelling rules',
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
      'sleep',
      'yoga',
    ],
    label: 'health and wellness',
    drivers: ['an ageing population', 'growing attention to mental health', 'wearables that make health measurable'],
    trends: [
      () => 'Telehealth has become a normal first step for advice, not an exception.',
      (n) => `Wearables and apps let ${n} providers track results between visits and personalise plans.`,
      () => 'Employers increasingly pay for wellbeing programmes as a staff benefit.',
      () => 'Privacy of health data is under closer scrutiny from regulators and users alike.',
    ],
    segments: [
      (n) => ({
        segment: 'Self-improvers',
        characteristics: `Adults aged 25 to 45 who already spend on ${n} and track their progress with apps.`,
        painPoints: 'Motivation that fades, generic advice and high prices for one-to-one support.',
      }),
      () => ({
        segment: 'People managing a long-term condition',
        characteristics: 'Patients who need regular follow-up and coordinate several providers.',
        painPoints: 'Long waits, scattered records and little support between appointments.',
      }),
      () => ({
        segment: 'Employers and HR teams',
        characteristics: 'Companies with 50 or more staff looking to reduce sick days and keep people.',
        painPoints: 'Low take-up of existing benefits and no way to measure their impact.',
      }),
    ],
    incumbents: 'Established clinics and health-care chains',
    regulation: 'medical-device, privacy and professional-licensing rules',
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
      'language',
      'coding',
    ],
    label: 'education and training',
    drivers: ['the need to reskill as jobs change', 'acceptance of online learning', 'employers paying for training'],
    trends: [
      () => 'Short, stackable courses and micro-credentials are replacing long programmes for working adults.',
      (n) => `AI tutors and instant feedback are making personalised ${n} affordable at scale.`,
      () => 'Cohort-based learning with live sessions shows far higher completion rates than self-paced video.',
      () => 'Employers increasingly hire on proven skills rather than degrees.',
    ],
    segments: [
      (n) => ({
        segment: 'Career changers',
        characteristics: `Adults aged 25 to 40 paying for ${n} themselves to move into a new field.`,
        painPoints: 'Little time next to a job, and fear of paying for a course employers do not value.',
      }),
      () => ({
        segment: 'Students and their parents',
        characteristics: 'Families who pay for extra support before exams and compare tutors by reviews.',
        painPoints: 'Finding a trustworthy tutor and seeing real progress for the money.',
      }),
      () => ({
        segment: 'Corporate learning teams',
        characteristics: 'HR and training managers with yearly budgets for staff development.',
        painPoints: 'Low completion rates and no clear link between training and performance.',
      }),
    ],
    incumbents: 'Large online course platforms',
    regulation: 'accreditation requirements and child-safeguarding rules',
  },
  {
    keywords: [
      'retail',
      'commerce',
      'shop',
      'store',
      'fashion',
      'apparel',
      'clothing',
      'beauty',
      'cosmetic',
      'skincare',
      'jewel',
      'furniture',
      'toy',
      'pet',
    ],
    label: 'retail and consumer goods',
    drivers: [
      'the continued move to online shopping',
      'demand for sustainable products',
      'discovery through social media',
    ],
    trends: [
      (n) => `Social commerce: more ${n} purchases start on social media and creator recommendations.`,
      () => 'Resale, refill and repair models are growing as shoppers look for sustainable options.',
      () => 'Direct-to-consumer brands are adding physical pop-ups and wholesale to lower acquisition costs.',
      () => 'Personalisation, from sizing tools to curated boxes, is reducing costly returns.',
    ],
    segments: [
      (n) => ({
        segment: 'Conscious shoppers',
        characteristics: `Buyers aged 20 to 40 who research ${n} brands and pay more for sustainable choices.`,
        painPoints: 'Greenwashing, poor quality and little information on where products come from.',
      }),
      () => ({
        segment: 'Gift buyers',
        characteristics: 'Occasional buyers shopping for others, mostly around holidays and birthdays.',
        painPoints: 'Too much choice, uncertain delivery times and awkward returns.',
      }),
      () => ({
        segment: 'Loyal enthusiasts',
        characteristics: 'Repeat customers who follow brands closely and buy new releases early.',
        painPoints: 'Limited editions that sell out, and little recognition for their loyalty.',
      }),
    ],
    incumbents: 'Large online marketplaces and high-street chains',
    regulation: 'consumer-protection, product-safety and returns rules',
  },
  {
    keywords: ['travel', 'tour', 'trip', 'hotel', 'hospitality', 'vacation', 'holiday', 'event', 'booking', 'airbnb'],
    label: 'travel and hospitality',
    drivers: [
      'the recovery of international travel',
      'remote work that allows longer trips',
      'demand for authentic local experiences',
    ],
    trends: [
      () => 'Travellers combine work and holiday, booking longer stays outside peak season.',
      (n) => `Experiences matter more than things: ${n} spending shifts towards activities and local guides.`,
      () => 'Sustainable travel choices influence bookings, especially among younger travellers.',
      () => 'AI trip planners are changing how travellers search and compare options.',
    ],
    segments: [
      (n) => ({
        segment: 'Independent travellers',
        characteristics: `Travellers aged 25 to 45 who plan ${n} themselves online and avoid package tours.`,
        painPoints: 'Hours of research, tourist traps and rigid cancellation terms.',
      }),
      () => ({
        segment: 'Remote workers',
        characteristics: 'Professionals who travel for weeks at a time and need reliable internet and a workspace.',
        painPoints: 'Unreliable listings and accommodation not set up for work.',
      }),
      () => ({
        segment: 'Group and family travellers',
        characteristics: 'Families and friend groups booking together, often months ahead.',
        painPoints: 'Coordinating many people, budgets and payments.',
      }),
    ],
    incumbents: 'Online travel agencies',
    regulation: 'package-travel, tourist-tax and short-let rules',
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
      'mortgage',
    ],
    label: 'real estate and property services',
    drivers: [
      'housing shortages in growing cities',
      'digitalisation of renting and buying',
      'energy-efficiency requirements for buildings',
    ],
    trends: [
      (n) => `PropTech tools are digitising ${n}, from viewing to signing to maintenance.`,
      () => 'Energy-efficiency rules push owners to renovate, creating demand for trusted trades.',
      () => 'Build-to-rent and professional landlords are growing at the expense of small owners.',
      () => 'Tenants expect app-based service and fast answers to repair requests.',
    ],
    segments: [
      (n) => ({
        segment: 'Small landlords',
        characteristics: `Owners of one to ten properties who manage ${n} themselves next to a job.`,
        painPoints: 'Finding reliable tradespeople, late rent and changing regulation.',
      }),
      () => ({
        segment: 'First-time buyers',
        characteristics: 'Young couples and singles saving for a deposit and comparing areas online.',
        painPoints: 'High prices, opaque processes and fear of hidden costs.',
      }),
      () => ({
        segment: 'Property managers',
        characteristics: 'Agencies managing dozens to hundreds of units for owners.',
        painPoints: 'Repair coordination, tenant communication and thin fees.',
      }),
    ],
    incumbents: 'Established letting and estate agencies',
    regulation: 'tenancy, building and energy-efficiency rules',
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
      'electric',
      'ev',
      'battery',
    ],
    label: 'clean energy and sustainability',
    drivers: ['rising energy prices', 'government incentives for clean technology', 'corporate climate commitments'],
    trends: [
      () => 'Falling costs of solar panels and batteries make self-generation pay back faster.',
      (n) => `Carbon-reporting rules are turning ${n} from a nice-to-have into a compliance need for companies.`,
      () => 'Electrification of heating and transport increases demand for installers and advice.',
      () => 'Customers are wary of greenwashing and want savings they can measure.',
    ],
    segments: [
      (n) => ({
        segment: 'Homeowners',
        characteristics: `Households with a roof and some savings who look into ${n} after a high energy bill.`,
        painPoints: 'Upfront costs, confusing grants and fear of choosing the wrong installer.',
      }),
      () => ({
        segment: 'Small and mid-sized companies',
        characteristics: 'Businesses asked by customers or regulators to report and cut emissions.',
        painPoints: 'No in-house expertise and reporting tools built for large corporations.',
      }),
      () => ({
        segment: 'Public bodies',
        characteristics: 'Councils and schools with climate targets and tendered budgets.',
        painPoints: 'Slow procurement and the need for proven, certified suppliers.',
      }),
    ],
    incumbents: 'Utilities and large installers',
    regulation: 'certification, grid-connection and reporting rules',
  },
];

/** For niches no sector matches: plain, broadly true statements. */
export const GENERAL: Omit<Sector, 'keywords'> = {
  label: 'services and consumer markets',
  drivers: [
    'digital adoption by customers of every age',
    'the wish for convenience',
    'a growing number of small, specialised providers',
  ],
  trends: [
    (n) => `Customers increasingly discover and buy ${n} online, reading reviews before they decide.`,
    () => 'Subscription and membership models are spreading to categories that used to be one-off purchases.',
    () => 'Small, specialised brands win share from generalists by serving one audience very well.',
    () => 'AI tools lower the cost of personalised service and support.',
  ],
  segments: [
    (n) => ({
      segment: 'Early adopters',
      characteristics: `Digitally savvy buyers aged 25 to 40 who try new ${n} offers and share them with friends.`,
      painPoints: 'Generic products that do not fit their needs, and slow service.',
    }),
    () => ({
      segment: 'Value seekers',
      characteristics: 'Price-conscious buyers who compare options carefully before committing.',
      painPoints: 'Hidden costs and prices that are hard to compare.',
    }),
    () => ({
      segment: 'Small businesses',
      characteristics: 'Owners of companies with 1 to 50 staff buying for their team.',
      painPoints: 'Little time to evaluate suppliers, and tools built for larger companies.',
    }),
  ],
  incumbents: 'Established brands',
  regulation: 'consumer-protection and data-privacy rules',
};

/** Trends true across industries, mixed in with the sector's own. */
export const CROSS_TRENDS: readonly ((n: string) => string)[] = [
  (n) => `Search and discovery for ${n} are moving to short video and social platforms.`,
  () => 'Buyers expect mobile-first experiences with instant answers and self-service.',
  (n) => `Sustainability and ethical sourcing increasingly influence ${n} purchase decisions.`,
  () => 'Rising customer acquisition costs push companies towards retention, referrals and community.',
  () => 'Generative AI is being adopted to personalise offers and automate customer support.',
];
