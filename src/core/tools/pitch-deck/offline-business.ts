/** The pitch deck's business words for each sector (core/offline/sectors.ts): the model, competition, team and figures. */
import type { SectorId } from '../../offline/sectors';

export interface BusinessWords {
  /** What one customer is called, plural: "the first 100 {unit}". */
  unit: string;
  /** Alternatives customers use today, with where they fall short. */
  competitors: readonly (readonly [string, string])[];
  /** Yearly revenue per customer in US dollars, as a range. */
  revenuePerCustomer: readonly [number, number];
  /**
   * How the price is put to customers, given the yearly revenue per customer and how the deck
   * writes money: one price, as the venture has one (a range of tiers would state two).
   */
  pricing: (yearly: number, money: Money) => string;
  /** Another way the business earns. */
  extraRevenue: readonly string[];
  grossMargin: readonly [number, number];
  keyHire: string;
}

/** An amount as the deck writes it, in the venture's currency. */
export type Money = (amount: number) => string;

const monthly = (yearly: number, money: Money) => money(yearly / 12);

export const BUSINESS_WORDS: Record<SectorId, BusinessWords> = {
  pets: {
    unit: 'customers',
    competitors: [
      ['Large pet-sitting apps', 'big reach, but quality varies from one sitter to the next'],
      ['Kennels and groomers booked by phone', 'trusted locally, but hard to book and rarely online'],
      ['Friends and neighbours', 'free, but not there when they are needed most'],
      ['Pet superstores', 'sell products, not care'],
    ],
    revenuePerCustomer: [240, 1200],
    pricing: (yearly, money) => `Bookings and memberships averaging ${monthly(yearly, money)} a month per owner`,
    extraRevenue: ['Commission on grooming bookings', 'Food and treat subscriptions', 'Premium cover for holidays'],
    grossMargin: [30, 50],
    keyHire: 'Head of Carer Community',
  },
  food: {
    unit: 'customers',
    competitors: [
      ['Supermarkets and grocery delivery', 'wide choice but no help with planning or waste'],
      ['National meal-kit brands', 'heavy packaging and generic menus'],
      ['Takeaway apps', 'convenient but costly, and rarely good for you'],
      ['Local markets', 'fresh but limited opening hours and no delivery'],
    ],
    revenuePerCustomer: [300, 1400],
    pricing: (yearly, money) => `Orders and memberships averaging ${monthly(yearly, money)} a month per customer`,
    extraRevenue: ['Add-ons from the member shop', 'Corporate catering orders', 'Gift boxes and vouchers'],
    grossMargin: [30, 45],
    keyHire: 'Head of Operations and Supply',
  },
  health: {
    unit: 'clinics',
    competitors: [
      ['Legacy practice-management suites', 'expensive, slow to change and built for billing, not patients'],
      ['Generic booking tools', 'no clinical workflow or patient follow-up'],
      ['Phone, paper and spreadsheets', 'free but error-prone, and invisible to management'],
      ['Large telehealth platforms', 'take the patient relationship away from the clinic'],
    ],
    revenuePerCustomer: [2400, 9600],
    pricing: (yearly, money) => `Subscription per clinic: ${monthly(yearly, money)} a month, billed yearly`,
    extraRevenue: [
      'Paid onboarding and data migration',
      'Premium analytics for clinic groups',
      'Per-message fees for SMS reminders',
    ],
    grossMargin: [68, 80],
    keyHire: 'Head of Clinical Partnerships',
  },
  education: {
    unit: 'schools',
    competitors: [
      ['Traditional textbooks and worksheets', 'cheap but static, with no feedback loop'],
      ['Large online course platforms', 'great content, low completion rates'],
      ['Private tutoring agencies', 'effective but expensive and hard to scale'],
      ['School learning-management systems', 'store content but do not teach'],
    ],
    revenuePerCustomer: [1800, 12000],
    pricing: (yearly, money) => `School licence averaging ${money(yearly)} a year, priced per active learner`,
    extraRevenue: ['Paid plans for families', 'Teacher training and certification', 'Premium content packs'],
    grossMargin: [70, 85],
    keyHire: 'Head of Learning Design',
  },
  fintech: {
    unit: 'business customers',
    competitors: [
      ['Incumbent accounting packages', 'powerful but complex and built for accountants'],
      ['Traditional banks', 'slow onboarding and little help beyond the account'],
      ['Spreadsheets', 'flexible but manual and error-prone'],
      ['Single-feature fintech apps', 'solve one task and add another login'],
    ],
    revenuePerCustomer: [180, 1200],
    pricing: (yearly, money) => `Tiered subscription averaging ${monthly(yearly, money)} a month per business`,
    extraRevenue: [
      'A small fee on card and instant payments',
      'Referral fees from lending partners',
      'Premium support with a dedicated accountant',
    ],
    grossMargin: [72, 85],
    keyHire: 'Head of Risk and Compliance',
  },
  retail: {
    unit: 'customers',
    competitors: [
      ['Large marketplaces', 'endless choice, little curation and heavy price competition'],
      ['Fast-fashion and mass retailers', 'cheap, but high returns and low trust'],
      ['Brand-owned web shops', 'strong brands, tiny reach each'],
      ['Resale platforms', 'sustainable but inconsistent quality'],
    ],
    revenuePerCustomer: [120, 600],
    pricing: (yearly, money) => `Average order value of ${money(yearly / 3)}, about three orders a year per customer`,
    extraRevenue: ['A paid membership with free shipping', 'Commission on partner brands', 'Resale and repair fees'],
    grossMargin: [38, 55],
    keyHire: 'Head of Growth Marketing',
  },
  travel: {
    unit: 'customers',
    competitors: [
      ['Online travel agencies', 'huge inventory, little local knowledge'],
      ['Guidebooks and blogs', 'inspiring but out of date, and nothing to book'],
      ['Traditional travel agents', 'personal service at a high price'],
      ['Short-let platforms', 'a place to stay, but no help with the rest of the trip'],
    ],
    revenuePerCustomer: [150, 900],
    pricing: (yearly, money) => `Commission on bookings: about ${money(yearly)} a year per traveller`,
    extraRevenue: ['Premium trip planning', 'Referral fees from travel insurers', 'Group and company trips'],
    grossMargin: [45, 70],
    keyHire: 'Head of Partnerships',
  },
  climate: {
    unit: 'customers',
    competitors: [
      ['Traditional energy consultants', 'expensive and aimed at large companies'],
      ['Installers selling one product', 'advice limited to what they sell'],
      ['Utility comparison sites', 'switch tariffs but do not cut consumption'],
      ['Carbon accounting software', 'built for enterprises with sustainability teams'],
    ],
    revenuePerCustomer: [600, 4800],
    pricing: (yearly, money) =>
      `Paid energy audits plus a 10% fee on installations booked: about ${money(yearly)} a year per customer`,
    extraRevenue: [
      'Monitoring subscriptions',
      'Referral fees from financing partners',
      'Carbon reports for business customers',
    ],
    grossMargin: [40, 60],
    keyHire: 'Head of Installer Partnerships',
  },
  'real-estate': {
    unit: 'landlords',
    competitors: [
      ['Letting agents', 'take 10 to 15% of the rent for a service many landlords find slow'],
      ['General classifieds', 'plenty of trades, but no vetting or guarantees'],
      ['Spreadsheets and phone calls', 'cheap, but chaotic as the portfolio grows'],
      ['Enterprise property software', 'built and priced for large portfolios'],
    ],
    revenuePerCustomer: [300, 1800],
    pricing: (yearly, money) =>
      `Subscription per landlord: ${monthly(yearly, money)} a month, plus a fee on booked repairs`,
    extraRevenue: ['Fees on contractor bookings', 'Tenant checks and contracts', 'Referral fees from brokers'],
    grossMargin: [55, 75],
    keyHire: 'Head of Contractor Network',
  },
  logistics: {
    unit: 'customers',
    competitors: [
      ['Enterprise logistics software', 'built for large fleets and priced accordingly'],
      ['Big delivery platforms', 'take a large cut and own the customer'],
      ['Spreadsheets and phone calls', 'cheap but unable to scale'],
      ['Point tools for routing or tracking', 'one piece of the puzzle each'],
    ],
    revenuePerCustomer: [1200, 7200],
    pricing: (yearly, money) =>
      `Per-vehicle subscription, about ${monthly(yearly, money)} a month for a typical operator`,
    extraRevenue: ['Per-delivery fees above the plan', 'Premium customer notifications', 'Data services for partners'],
    grossMargin: [60, 78],
    keyHire: 'Head of Operations',
  },
  creative: {
    unit: 'creators',
    competitors: [
      ['Freelance marketplaces', 'reach, but a race to the bottom on price'],
      ['Agencies', 'bring clients, but keep a large share of the fee'],
      ['Social platforms', 'exposure, but no way to get paid for it'],
      ['Generic invoicing tools', 'handle payments, not the creative work'],
    ],
    revenuePerCustomer: [150, 1200],
    pricing: (yearly, money) =>
      `Subscription averaging ${monthly(yearly, money)} a month, plus a small fee on payments`,
    extraRevenue: [
      'A small fee on client payments',
      'Premium portfolio themes',
      'A marketplace for templates and assets',
    ],
    grossMargin: [70, 85],
    keyHire: 'Head of Community',
  },
  software: {
    unit: 'teams',
    competitors: [
      ['Enterprise suites', 'powerful but costly and slow to roll out'],
      ['Spreadsheets and email', 'familiar but manual and fragile'],
      ['Point solutions', 'each solves one task and adds another silo'],
      ['In-house tools', 'tailored but expensive to build and maintain'],
    ],
    revenuePerCustomer: [1200, 9000],
    pricing: (yearly, money) => `Subscription per team averaging ${monthly(yearly, money)} a month across plans`,
    extraRevenue: [
      'Usage-based fees above plan limits',
      'Paid onboarding for larger customers',
      'A marketplace for partner templates',
    ],
    grossMargin: [75, 88],
    keyHire: 'Head of Sales',
  },
  general: {
    unit: 'customers',
    competitors: [
      ['Local independents', 'personal service but inconsistent quality'],
      ['Large national chains', 'reliable but impersonal and expensive'],
      ['Online directories', 'plenty of choice, no accountability'],
      ['Doing it yourself', 'cheap but time-consuming'],
    ],
    revenuePerCustomer: [300, 2400],
    pricing: (yearly, money) =>
      `Pay per service, averaging ${money(yearly)} a year per customer, with a membership option`,
    extraRevenue: ['Memberships with priority booking', 'Partner referral fees', 'Premium and express options'],
    grossMargin: [35, 60],
    keyHire: 'Head of Customer Experience',
  },
};
