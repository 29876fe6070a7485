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
  /** Kinds of figure it claims for something that is not a fact. */
  blocks?: readonly FigureKind[];
  /** Revenue: a year's revenue when a year is named nearby ("Year 1: $949K revenue"), otherwise no fact. */
  revenue?: boolean;
  /** A year named: "Year 2", "first-year". */
  year?: 1 | 2 | 3;
  /** At most this many words from the figure (default 6). */
  reach?: number;
}

const MONEY_PERIODS: readonly FigureUnit[] = ['money', 'moneyPerMonth', 'moneyPerYear'];

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
  {
    words:
      '(?:subscription|plan|tier|membership|service|app|product|package|licen[cs]e)s? (?:costs?|is priced at)|price[sd]?|pricing|subscriptions?|(?:plan|tier|membership)s? (?:at|for)|charg(?:e|es|ed|ing)|costs? customers',
    facts: ['price'],
  },
  { words: 'break[- ]?even(?: point)?|breaks? even|breaking even|cash[- ]flow positive', facts: ['breakEvenMonth'] },
  { words: '(?:turns?|becomes?|be|is|are) profitable|profitab(?:le|ility)', facts: ['breakEvenMonth'] },
  { words: 'payback(?: period)?|pays? back|vesting', blocks: ['time'] },
  { words: 'runway', facts: ['runwayMonths'] },
  {
    words: '(?:cash|money) runs out|runs? out of (?:cash|money)|cash-?out(?: month)?|out of cash',
    facts: ['cashOutMonth'],
  },
  { words: '(?:net |gross |cash |monthly )?burn(?: rate)?|burns|burning', facts: ['burnRate'], units: MONEY_PERIODS },
  { words: 'churn(?:s|ed|ing)?(?: rate)?|attrition|cancell?ation rate', facts: ['monthlyChurn'] },
  {
    words:
      'retention|retain(?:s|ed)?|renewal rate|conversion(?: rate)?|converts?|open rate|click-through(?: rate)?|discount|off|equity|stake|ownership|interest|tax(?:es)?|commission|take rate|royalt(?:y|ies)|(?:market )?share|use of funds',
    blocks: ['percent'],
  },
  { words: 'monthly growth(?: rate)?|growth per month|month[- ]over[- ]month(?: growth)?', facts: ['monthlyGrowth'] },
  { words: 'MoM', caseSensitive: true, facts: ['monthlyGrowth'] },
  { words: 'year[- ]over[- ]year|annual growth|yearly growth|CAGR', blocks: ['percent'] },
  { words: 'YoY', caseSensitive: true, blocks: ['percent'] },
  { words: 'grow(?:th|s|ing|n)?', facts: ['monthlyGrowth'], units: ['percentPerMonth'] },
  { words: 'contribution margin|net margin|operating margin|EBITDA margin|profit margin', blocks: ['percent'] },
  { words: 'gross margins?|margins?', facts: ['grossMargin'] },
  { words: 'monthly revenue|revenue per month|revenue required|recurring revenue|run[- ]rate', blocks: ['money'] },
  { words: 'MRR|ARR|GMV', caseSensitive: true, blocks: ['money'] },
  { words: 'revenues?|sales|turnover|top[- ]line|income', revenue: true },
  { words: 'TAM', caseSensitive: true, facts: ['tam'] },
  { words: 'total addressable market|total available market|total market', facts: ['tam'] },
  { words: 'SOM', caseSensitive: true, facts: ['som'] },
  { words: 'serviceable obtainable market|obtainable(?: market)?', facts: ['som'] },
  { words: 'SAM', caseSensitive: true, facts: ['sam'] },
  { words: 'serviceable (?:available |addressable )?market|serviceable', facts: ['sam'] },
  {
    words:
      'market (?:size|value)|size of the market|market(?: [A-Za-z-]+){0,5}? (?:is |was |are )?(?:worth|valued at|estimated at|sized at)|market of',
    facts: ['marketSize'],
  },
  { words: 'markets?', facts: ['marketSize'], reach: 2 },
  {
    words:
      'rais(?:e|es|ed|ing)|(?:pre-)?seed round|(?:funding|investment|financing) round|round of|the ask|our ask|ask(?:ing)?(?: investors)? for|seeking|funding of',
    facts: ['raise'],
  },
  {
    words:
      'variable costs?|cost to serve|fixed costs?|operating costs?|costs?|expenses?|spend(?:ing|s)?|budget|salar(?:y|ies)|rent|hosting|payroll|wages?|investment|valuation|pre-money|post-money|savings?|saves?|loss(?:es)?|profits?|EBITDA|cash|grants?|loans?|debt|prize',
    blocks: ['money'],
  },
  {
    words: 'interview(?:s|ed|ing)?|survey(?:s|ed)?|wait ?list|pilot|beta|trial|sign-?ups|downloads|visitors|leads',
    blocks: ['count'],
  },
  { words: 'team(?: size)?|headcount|employ(?:s|ees|ing)?|staff|hires|hiring', facts: ['teamSize'], nouns: 'team' },
  { words: 'FTEs?', caseSensitive: true, facts: ['teamSize'], nouns: 'team' },
  {
    words:
      'start(?:s|ing|ed)? (?:out )?with|launch(?:es|ing|ed)? with|at launch|in month (?:1|one)|first month|initial(?:ly)?|on day one|begin(?:s|ning)? with',
    facts: ['startingCustomers'],
    nouns: 'customers',
  },
  {
    words:
      'month\\s?12|month twelve|twelfth month|end of (?:the first year|year (?:1|one))|(?:after|within|in) (?:12|twelve) months|first (?:12|twelve) months',
    facts: ['customersMonth12'],
    nouns: 'customers',
  },
  { words: 'year\\s?(?:1|one)|first[- ]year', facts: ['customersMonth12'], nouns: 'customers', year: 1 },
  { words: 'year\\s?(?:2|two)|second[- ]year', year: 2 },
  { words: 'year\\s?(?:3|three)|third[- ]year', year: 3 },
  { words: 'Y1|FY1', caseSensitive: true, year: 1 },
  { words: 'Y2|FY2', caseSensitive: true, year: 2 },
  { words: 'Y3|FY3', caseSensitive: true, year: 3 },
];

/** What a count of customers counts: the sectors' customers, or anything paying. */
export const CUSTOMER_NOUNS = new Set(
  'customers clients users subscribers accounts members buyers households patients clinics schools landlords creators teams businesses companies shoppers sellers learners students families restaurants stores shops practices brands merchants tenants homeowners freelancers travellers travelers studios venues'.split(
    ' ',
  ),
);
/** What a team's size counts. */
export const TEAM_NOUNS = new Set(
  'people person employees staff engineers developers designers hires founders salespeople FTEs personnel members'
    .toLowerCase()
    .split(' '),
);
/** A count of anything these qualify is a count of customers: "300 paying subscribers". */
export const PAYING = /(?<![\p{L}])(?:paying|paid|active|subscribed)\s+(?:[\p{L}-]+\s+)?$/iu;
