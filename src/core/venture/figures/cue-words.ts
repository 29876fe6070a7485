/**
 * The words that say which fact a figure states, and the words that say it states something else
 * (a nearer "variable cost" keeps "$10/customer/month" from reading as the price). Longer phrases
 * come before shorter ones that start the same way: the scan takes the first that matches.
 */
import type { FactId } from '../fact-kinds';
import type { FigureUnit } from './types';

/** Figures by kind, as cue words claim them. */
export type FigureKind = 'money' | 'percent' | 'count' | 'ratio' | 'time';

export interface CueWord {
  /** A regular expression's source, matched as whole words. */
  words: string;
  /** Acronyms (CAC, SAM, MoM) only in capitals: "sam" and "som" are words and names. */
  caseSensitive?: boolean;
  /** The facts it can name, in order: the first whose unit fits the figure wins. */
  facts?: readonly FactId[];
  /** Only these figure units ("grow" names monthly growth only when the figure says "a month"). */
  units?: readonly FigureUnit[];
  /** Counts it names must count these. */
  nouns?: 'customers' | 'team';
  /** It names a count only one that "with" brings in: "go live in Month 2 with 50 households". */
  countWith?: true;
  /** Kinds of figure it claims for something that is not a fact. */
  blocks?: readonly FigureKind[];
  /** Revenue: a year's revenue when a year is named nearby ("Year 1: $949K revenue"), otherwise no fact. */
  revenue?: boolean;
  /** A year named: "Year 2", "first-year". */
  year?: 1 | 2 | 3;
  /** Only where the text just before it matches (a regular expression anchored at its end): "members pay", not "we pay". */
  preceded?: RegExp;
  /** At most this many words before the figure (default 6), and after it (default 3, never more than `reach`). */
  reach?: number;
  reachAfter?: number;
}

const MONEY_PERIODS: readonly FigureUnit[] = ['money', 'moneyPerMonth', 'moneyPerYear'];
/** Money that says its period or who pays: a plan's or a tier's price, never "a plan" of $5,000. */
const PRICED: readonly FigureUnit[] = [
  'moneyPerMonth',
  'moneyPerYear',
  'moneyPerCustomer',
  'moneyPerCustomerPerMonth',
  'moneyPerCustomerPerYear',
];

/** What a count of customers counts: the sectors' customers, or anything paying. */
export const CUSTOMER_NOUNS = new Set(
  (
    'customers clients users subscribers accounts members buyers households patients clinics schools landlords ' +
    'creators teams businesses companies shoppers sellers learners students families restaurants stores shops ' +
    'practices brands merchants tenants homeowners freelancers travellers travelers studios venues owners parents ' +
    'riders drivers guests hosts readers listeners players diners patrons commuters renters professionals agencies ' +
    'firms startups retailers hotels gyms salons dentists doctors vets therapists coaches trainers tutors employers ' +
    'farms farmers bakeries cafes clubs hospitals pharmacies garages nurseries seniors couples athletes runners ' +
    'operators fleets subscriptions memberships subs'
  ).split(' '),
);
/** What a team's size counts ("team members" and "staff members" too: see countsFit). */
export const TEAM_NOUNS = new Set(
  'people person employees staff engineers developers designers hires founders salespeople FTEs personnel'
    .toLowerCase()
    .split(' '),
);
/** A count of anything these qualify is a count of customers: "300 paying subscribers". */
export const PAYING = /(?<![\p{L}])(?:paying|paid|active|subscribed)\s+(?:[\p{L}-]+\s+)?$/iu;

/** Who pays, as the subject of "pay": "members pay", "each clinic pays". */
const PAYERS = [...CUSTOMER_NOUNS].flatMap((noun) => [
  noun,
  noun.replace(/ies$/, 'y').replace(/(?<=ss|x|ch|sh)es$|s$/, ''),
]);
/** Who pays: a customer noun (or "they", "you"), as the words before "pay" ("members pay", "each clinic pays"). */
const PAYER_BEFORE = new RegExp(
  `(?<![A-Za-z0-9])(?:${[...new Set(PAYERS)].join('|')}|they|you)\\s+(?:(?:only|just|then|will|typically|usually|each)\\s+)?$`,
  'i',
);

/** "launch" that is not the venture's own: a tier, a feature, a programme, a second market. */
const NOT_THE_LAUNCH = String.raw`(?!(?:\s+[\w'-]+){0,3}?\s+(?:(?:a|an|the|our|its|their)\s+)?(?:second|new|another|next|premium|pro|referral|loyalty|v2|version 2|B2B|B2C|enterprise|corporate|wholesale|international|franchise)(?![A-Za-z0-9]))`;
const FIRST_CUSTOMERS = String.raw`(?:paying |paid )?(?:customer|client|member|user|subscriber|account|household)s?`;

export const CUE_WORDS: readonly CueWord[] = [
  // The ratio before its parts: "LTV:CAC" is neither LTV nor CAC.
  { words: String.raw`LTV\s*(?::|\/|-?to-?)\s*CAC(?:\s+ratio)?|LTV-to-CAC(?: ratio)?`, facts: ['ltvCac'] },
  { words: 'lifetime value to (?:customer )?acquisition cost(?: ratio)?', facts: ['ltvCac'] },
  { words: 'LTV|CLV|CLTV', caseSensitive: true, facts: ['ltv', 'ltvCac'] },
  { words: 'CAC|CPA', caseSensitive: true, facts: ['cac', 'ltvCac'] },
  { words: '(?:customer )?lifetime value', facts: ['ltv', 'ltvCac'] },
  {
    words:
      'customer acquisition costs?|acquisition costs?|costs? (?:to|of) acquir(?:e|ing)(?: a| each| one| new)? customers?|cost per (?:acquisition|new customer|customer acquired)|cost-per-customer|cost per customer',
    facts: ['cac'],
  },
  {
    words: 'average revenue per (?:user|customer|account)|revenue per (?:user|customer|account|clinic|member|owner)',
    facts: ['price'],
  },
  { words: 'ARPU|ARPA', caseSensitive: true, facts: ['price'] },
  // Plans the venture does not sell: "the business plan assumes $25,000 a month".
  { words: '(?:business|marketing|hiring|action|financial|growth|project|media|content) plans?|plans? to' },
  {
    words:
      '(?:subscription|plan|tier|membership|service|app|product|package|box|bundle|licen[cs]e)s? (?:costs?|is priced at)|(?:subscription|plan|tier|membership)s? (?:is|are|starts? (?:at|from)|starting (?:at|from)|from|at|for|runs?)|price[sd]?|pricing|subscriptions?|charg(?:e|es|ed|ing)|costs? customers|subscribe[sd]? (?:for|at)|starts? at|starting (?:at|from)|from just|from only',
    facts: ['price'],
  },
  // A product sold once ("its core product at about $150") is no monthly price.
  {
    words:
      '(?:service|app|box|bundle|package)s? (?:is|are|at|for|from)|(?:it|which|that) costs|sell(?:s|ing)? (?:it )?(?:at|for)',
    facts: ['price'],
    units: PRICED,
  },
  { words: 'pays?', facts: ['price'], preceded: PAYER_BEFORE },
  { words: '(?:customer|member|subscriber|client|account|user)s? (?:is |are )?worth', facts: ['price'], units: PRICED },
  { words: 'plans?|tiers?|memberships?', facts: ['price'], units: PRICED },
  {
    words: 'break[- ]?even(?: point)?|breaks? even|breaking even|(?:cash[- ]flow|EBITDA|operating)[- ]positive',
    facts: ['breakEvenMonth'],
  },
  { words: '(?:turns?|becomes?|be|is|are) profitable|profitab(?:le|ility)', facts: ['breakEvenMonth'] },
  { words: 'payback(?: period)?|pays? back|vesting', blocks: ['time'] },
  { words: 'runway', facts: ['runwayMonths'] },
  { words: 'cover(?:s|ing)?|lasts|lasting|(?:of )?operations', facts: ['runwayMonths'], units: ['months'] },
  {
    words:
      '(?:cash|money) (?:would |will )?runs? out|runs? out of (?:cash|money)|cash-?out(?: month)?|out of (?:cash|money)|cash (?:hits|reaches) zero|exhausts? (?:its |our |their )?cash',
    facts: ['cashOutMonth'],
  },
  { words: '(?:net |gross |cash |monthly )?burn(?: rate)?|burns|burning', facts: ['burnRate'], units: MONEY_PERIODS },
  { words: 'churn(?:s|ed|ing)?(?: rate)?|attrition|cancell?ation rate', facts: ['monthlyChurn'] },
  {
    words:
      'retention|retain(?:s|ed)?|renewal rate|conversion(?: rate)?|converts?|open rate|click-through(?: rate)?|discount(?:s|ed)?|off|equity|stake|ownership|interest|commission|take rate|royalt(?:y|ies)|(?:market )?share|use of funds',
    blocks: ['percent'],
  },
  // A tax is neither a price nor a rate of ours, by the dog or by the percent.
  { words: 'tax(?:es)?', blocks: ['percent', 'money'] },
  {
    words:
      'monthly (?:customer |user |subscriber |member |client )?growth(?: rate)?|growth per month|month[- ]over[- ]month(?: growth)?',
    facts: ['monthlyGrowth'],
  },
  { words: 'MoM', caseSensitive: true, facts: ['monthlyGrowth'] },
  { words: 'year[- ]over[- ]year|annual growth|yearly growth|CAGR', blocks: ['percent'] },
  { words: 'YoY', caseSensitive: true, blocks: ['percent'] },
  { words: 'grow(?:th|s|ing|n)?', facts: ['monthlyGrowth'], units: ['percentPerMonth'] },
  { words: 'contribution margin|net margin|operating margin|EBITDA margin|profit margin', blocks: ['percent'] },
  { words: 'gross margins?|margins?', facts: ['grossMargin'] },
  { words: 'GM', caseSensitive: true, facts: ['grossMargin'] },
  { words: '(?:customer )?lifetime', facts: ['ltv'] },
  // When the first paying customers arrive: the model's launch, a point in time ("in Month 5").
  { words: '(?:revenue|sales) (?:starts|begins|start|begin)', facts: ['launchMonth'] },
  { words: 'monthly revenue|revenue per month|revenue required|recurring revenue|run[- ]rate', blocks: ['money'] },
  { words: 'MRR|ARR|GMV', caseSensitive: true, blocks: ['money'] },
  // Far from its figure, revenue counts only with a year named beside it (cues.ts).
  { words: 'revenues?|sales|turnover|top[- ]line|income', revenue: true, reach: 12 },
  { words: 'TAM', caseSensitive: true, facts: ['tam'] },
  { words: 'total addressable market|total available market|total market', facts: ['tam'], reach: 8 },
  { words: 'SOM', caseSensitive: true, facts: ['som'] },
  { words: 'serviceable obtainable market|obtainable(?: market)?', facts: ['som'], reach: 8 },
  { words: 'SAM', caseSensitive: true, facts: ['sam'] },
  { words: 'serviceable (?:available |addressable )?market|serviceable', facts: ['sam'], reach: 8 },
  {
    words:
      'market (?:size|value)|size of the market|market(?: [A-Za-z-]+){0,5}? (?:is |was |are )?(?:worth|valued at|estimated at|sized at)|market of',
    facts: ['marketSize'],
  },
  { words: 'markets?', facts: ['marketSize'], reach: 2 },
  {
    words:
      'rais(?:e|es|ing)|(?:pre-)?seed(?: round| funding| investment)?|(?:funding|investment|financing|equity) round|the ask|our ask|ask(?:ing)?(?: investors)? for|seeking|looking (?:for|to raise)|funding of|(?<!-)round(?!s? of (?:interviews|feedback|tests|testing|user|customer|calls|hiring|hires))',
    facts: ['raise', 'fundingMonth'],
  },
  { words: 'Series [A-D]', caseSensitive: true, facts: ['raise', 'fundingMonth'] },
  // A loan's or an investment's amount is not the raise; the month it arrives is a funding event's.
  { words: 'loans?|credit line|investment', facts: ['fundingMonth'], blocks: ['money'] },
  { words: 'funding|financing', facts: ['fundingMonth'] },
  {
    words:
      'variable costs?|cost to serve|fixed costs?|operating costs?|costs?|expenses?|spend(?:ing|s)?|budget|salar(?:y|ies)|rent|hosting|payroll|wages?|valuation|pre-money|post-money|savings?|saves?|loss(?:es)?|profits?|EBITDA|cash|grants?|debt|prize',
    blocks: ['money'],
  },
  {
    words:
      'interview(?:s|ed|ing)?|survey(?:s|ed)?|wait ?list|pilot|beta|trial|sign-?ups|downloads|visitors|leads|hires|hiring|(?:companies|businesses|firms|organi[sz]ations|agencies|practices|clinics|shops|studios|SMEs|SMBs|employers|teams) (?:with|of|employing)',
    blocks: ['count'],
  },
  { words: 'team(?: size)?|headcount|employ(?:s|ees|ing)?|staff', facts: ['teamSize'], nouns: 'team' },
  { words: 'FTEs?', caseSensitive: true, facts: ['teamSize'], nouns: 'team' },
  {
    words:
      'start(?:s|ing|ed)? (?:out )?with|launch(?:es|ing|ed)? with|at launch|first month|initial(?:ly)?|on day one|begin(?:s|ning)? with',
    facts: ['startingCustomers', 'launchMonth'],
    nouns: 'customers',
  },
  { words: '(?:in )?month\\s?(?:1|one)', facts: ['startingCustomers'], nouns: 'customers' },
  { words: 'paid pilot', facts: ['launchMonth'], blocks: ['count'] },
  {
    words: `(?:public |soft |official |commercial |full )?launch(?:es|ed|ing)?${NOT_THE_LAUNCH}|go(?:es|ing)? live|went live|go-live|first (?:sales|revenue)|first (?:\\d[\\d,.]*k? )?${FIRST_CUSTOMERS}|start(?:s|ing)? (?:selling|charging|paying)|open(?:s|ing)? (?:to|for) (?:customers|the public|business)`,
    facts: ['launchMonth', 'startingCustomers'],
    nouns: 'customers',
    countWith: true,
  },
  {
    words:
      'month\\s?12|month twelve|twelfth month|end of (?:the |our )?(?:first year|year\\s?(?:1|one))|EOY\\s?1|end of Y1|(?:after|within|in) (?:12|twelve) months|first (?:12|twelve) months',
    facts: ['customersMonth12'],
    nouns: 'customers',
    reachAfter: 6,
  },
  { words: 'year\\s?(?:1|one)|first[- ]year', facts: ['customersMonth12'], nouns: 'customers', year: 1, reachAfter: 6 },
  { words: 'year\\s?(?:2|two)|second[- ]year', year: 2 },
  { words: 'year\\s?(?:3|three)|third[- ]year', year: 3 },
  { words: 'Y1|FY1|M12', caseSensitive: true, facts: ['customersMonth12'], nouns: 'customers', year: 1 },
  { words: 'Y2|FY2', caseSensitive: true, year: 2 },
  { words: 'Y3|FY3', caseSensitive: true, year: 3 },
];
