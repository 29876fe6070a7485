import { HORIZON_MONTHS } from '../../finance/bounds';
import { monthRevenue } from '../../finance/engine';
import { draftFigures, type DraftFigures } from '../../offline/draft-figures';
import { growthPhrase, marketGrowthIn } from '../../offline/market-growth';
import { customersIn, regionIn, splitName } from '../../offline/founder-text';
import { seeded, type Seeded } from '../../offline/seeded';
import { sectorOf } from '../../offline/sectors';
import { capitalise, firstSentence, joinList, lowerFirst } from '../../offline/text';
import { ventureWords } from '../../offline/venture-words';
import type { ToolResults } from '../results';
import { NO_VENTURE, type OfflineVenture } from '../define-tool';
import { businessPlanSources } from './context';
import type { BusinessPlan, BusinessPlanInput } from './schema';
import { MODEL_WORDS, PLAN_WORDS, type Brief } from './offline-content';

type MarketResearch = ToolResults['market-research'];

function readBrief(idea: string): Brief {
  const { name, description } = splitName(idea);
  const sector = sectorOf(idea);
  const words = PLAN_WORDS[sector.id];
  return {
    name: name ?? 'The business',
    nameMidSentence: name ?? 'the business',
    gist: firstSentence(description, 180),
    audience: customersIn(description) ?? sector.customers,
    region: regionIn(description),
    sector,
    words,
    model: MODEL_WORDS.find(([, pattern]) => pattern.test(description))?.[0] ?? 'subscription',
  };
}

function describe(brief: Brief): string {
  const gist = brief.gist;
  // "A platform that ..." continues "X is a platform that ..."; anything else is quoted as the founder put it.
  if (/^(a|an|the)\s/i.test(gist)) return `${brief.name} is ${lowerFirst(gist)}.`;
  return `${brief.name} starts from one idea: "${gist}".`;
}

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * The plan's figures, drawn in a fixed order so the same idea gives the same plan. In a venture
 * with a financial model, its facts take their place: the price, Month 12's customers, the
 * acquisition cost and the raise, and Month 12's revenue as the engine computes it from them; and
 * its dates: the month customers start, the month of the first funding event, break-even.
 */
function numbersFor(brief: Brief, rng: Seeded, venture: DraftFigures, research: MarketResearch | undefined) {
  const [low, high] = brief.words.price;
  // A retainer buys a month of work: a few times a core plan's price.
  const drafted = rng.int(low, high) * (brief.model === 'service' ? 4 : 1);
  const price = venture.value('price', drafted);
  const yearOneCustomers = venture.value('customersMonth12', round(rng.int(150, 900), 50));
  const modelled = venture.has('price') && venture.has('customersMonth12');
  return {
    price,
    commission: rng.int(8, 18),
    pilotCustomers: rng.int(3, 8) * 5,
    yearOneCustomers,
    /** Month 12's revenue: its customers at its price, as the model's engine computes it. */
    monthTwelveRevenue: monthRevenue(yearOneCustomers, price),
    modelled,
    seedRound: venture.value('raise', rng.int(4, 15) * 100_000),
    launchMonth: venture.value('launchMonth', rng.int(3, 5)),
    addressable: rng.int(12, 95) * 1_000,
    cac: venture.value('cac', round(drafted * (1.5 + rng.next() * 2), 5)),
    money: venture.money,
    /** The market's yearly growth as the venture's research states it: the plan restates it, never its own. */
    marketGrowth: marketGrowthIn(research?.marketSize),
    ...modelDates(venture),
  };
}

/**
 * The model's dates, when the venture has a model: customers from its launch month (with its
 * starting customers), the round in the month of the founder's first funding event (else the
 * month before cash would run out), break-even where the projection reaches it.
 */
function modelDates(venture: DraftFigures) {
  if (!venture.has('launchMonth')) return { launched: false as const, raiseMonth: 18 };
  const cashOut = venture.has('cashOutMonth') ? Math.max(1, venture.value('cashOutMonth', 19) - 1) : 18;
  const breakEven = venture.value('breakEvenMonth', HORIZON_MONTHS + 1);
  return {
    launched: true as const,
    startingCustomers: venture.value('startingCustomers', 0),
    raiseMonth: venture.values('fundingMonth')[0] ?? cashOut,
    ...(breakEven <= HORIZON_MONTHS ? { breakEvenMonth: breakEven } : {}),
  };
}

type Numbers = ReturnType<typeof numbersFor>;

function executiveSummary(brief: Brief, n: Numbers, rng: Seeded): string {
  const why = rng.pick([
    `Customers in ${brief.sector.label} now expect to manage everything from their phone, and the tools they use have not caught up.`,
    `Rising costs have made ${brief.audience} look harder at every expense and every wasted hour, which makes a focused solution easier to sell now than five years ago.`,
    `Buying habits in ${brief.sector.label} moved online during the last few years, and the incumbents still serve them with offline-era products.`,
  ]);
  return [
    describe(brief),
    `It serves ${brief.audience}${brief.region ? ` in ${brief.region}` : ''}, who today live with ${rng.pick(brief.words.costs)}.`,
    why,
    `The plan is to ${launching(n)}, win ${n.yearOneCustomers.toLocaleString('en-US')} paying customers in the first year and use that traction to raise a seed round of about ${n.money(n.seedRound)}.`,
  ].join(' ');
}

/** The launch as the model dates it ("launch with 100 paying customers in month 1"), or as the draft plans it. */
function launching(n: Numbers): string {
  return n.launched
    ? `launch with ${n.startingCustomers.toLocaleString('en-US')} paying customers in month ${n.launchMonth}`
    : `launch a focused first version in month ${n.launchMonth}`;
}

function problemStatement(brief: Brief, rng: Seeded): string {
  const [first, second] = rng.sample(brief.words.costs, 2);
  const [alternative] = rng.sample(brief.words.alternatives, 1);
  return [
    `${capitalise(brief.audience)} face ${first} and ${second}.`,
    `Most of them get by with ${alternative}, which were built for a different customer and leave the hardest part of the job to them.`,
    rng.pick([
      'The result is time and money lost every month, and a problem that grows every month instead of shrinking.',
      'Every workaround adds another tool, another login and another place where things fall through the cracks.',
      'Interviews with early prospects show the same pattern: they know the problem well, they have tried to fix it, and they would pay for something that actually does.',
    ]),
  ].join(' ');
}

function solutionOverview(brief: Brief, rng: Seeded): string {
  const difference = rng.pick([
    'it is built for one customer group and does that job end to end, instead of offering a toolbox they have to assemble themselves',
    'it starts working within minutes, with sensible defaults, rather than after weeks of setup',
    'it combines software with a little human help at the moments customers need it most',
  ]);
  const gist = brief.gist;
  const offer = /^(a|an)\s/i.test(gist)
    ? `${brief.name} solves this with ${lowerFirst(gist)}.`
    : `${brief.name} turns the idea into a product customers can use from their first day.`;
  return [
    offer,
    `What makes it different is that ${difference}.`,
    `The first version covers the core job only; everything else waits until paying customers ask for it.`,
    `Trust is designed in from day one: ${brief.words.trust}.`,
  ].join(' ');
}

function targetMarket(brief: Brief, n: Numbers): string {
  const where = brief.region ?? 'the launch region';
  return [
    `Within ${brief.sector.label}, the primary segment is ${brief.audience}${brief.region ? ` in ${brief.region}` : ''}: customers who feel the problem every week and can decide to buy on their own.`,
    `We estimate about ${n.addressable.toLocaleString('en-US')} of them in ${where} alone, reachable through a handful of communities and channels.`,
    ...(n.marketGrowth === undefined
      ? []
      : [`According to the market research, the wider market is ${growthPhrase(n.marketGrowth)}.`]),
    `The secondary segment is ${brief.words.secondary}, who have the same problem at a larger scale and pay more per account.`,
    `Early adopters are the ones already paying for ${brief.words.alternatives[0]} and complaining about it: they know the cost of the problem and are easy to find.`,
  ].join(' ');
}

/** Month 12's revenue: the model's as it is, a target of the draft's own as roughly that. */
function monthTwelve(brief: Brief, n: Numbers): string {
  return n.modelled
    ? `By Month 12, at ${n.yearOneCustomers.toLocaleString('en-US')} customers, ${brief.nameMidSentence} brings in ${n.money(n.monthTwelveRevenue)} in monthly revenue.`
    : `At ${n.yearOneCustomers.toLocaleString('en-US')} customers ${brief.nameMidSentence} reaches ${n.money(n.monthTwelveRevenue)} in monthly revenue, enough to cover a small team.`;
}

/** The model in one sentence: one price, as the venture has one (its facts hold one price per customer). */
function businessModel(brief: Brief, n: Numbers): string {
  const price = n.money(n.price);
  const core = {
    marketplace: `${brief.name} takes a ${n.commission}% commission on every completed transaction, paid by the provider side, worth about ${price} per customer per month, and offers providers a paid featured plan for more visibility.`,
    subscription: `${brief.name} sells a monthly subscription at ${price} per month, with a premium tier for advanced features and priority support, and two months free on annual billing.`,
    service: `${brief.name} charges a monthly retainer of ${price} for a fixed scope of work, with extra requests billed as pre-paid credits, so revenue is predictable and grows with usage.`,
    product: `${brief.name} sells its core product at about ${n.money(n.price * 3)} with healthy gross margins and adds a ${price} per month plan for refills, upgrades and extended support.`,
  }[brief.model];
  return [
    core,
    `We expect a customer acquisition cost of about ${n.money(n.cac)} at launch, recovered within the first months of revenue.`,
    `Partnerships with ${brief.words.partners[0]} add a second, lower-cost source of customers through referral fees.`,
    monthTwelve(brief, n),
  ].join(' ');
}

function goToMarket(brief: Brief, n: Numbers, rng: Seeded): string {
  const [firstPartner, secondPartner] = rng.sample(brief.words.partners, 2);
  const content = rng.pick([
    `short, practical guides that answer the questions ${brief.audience} search for`,
    'a free calculator or checklist that shows prospects the cost of the problem',
    'weekly case studies from pilot customers',
  ]);
  return [
    `Launch starts with a paid pilot of ${n.pilotCustomers} ${brief.audience}${brief.region ? ` in ${brief.region}` : ''}, recruited by hand through interviews and personal networks.`,
    `From month ${n.launchMonth}, the public launch combines three channels: partnerships with ${firstPartner}, ${content}, and referrals from happy pilot customers with a reward on both sides.`,
    `Once these work, ${secondPartner} become the second partner channel and paid search is tested with a strict cost-per-customer limit of ${n.money(n.cac)}.`,
  ].join(' ');
}

function competitiveAnalysis(brief: Brief, rng: Seeded): string {
  const [first, second] = brief.words.alternatives;
  return [
    `The main alternatives are ${joinList(brief.words.alternatives)}.`,
    `${capitalise(first ?? 'incumbents')} have brand recognition and large budgets but serve everyone at once, so ${brief.audience} get a generic product.`,
    `${capitalise(second ?? 'specialists')} are capable but complex and priced for larger customers.`,
    rng.pick([
      `${brief.name} wins on focus: a product shaped around one customer group, faster setup and support that knows their work.`,
      `${brief.name} wins on speed and price: customers see a result in their first week for a fraction of what the incumbents charge.`,
      `${brief.name} wins on trust: ${brief.words.trust}, backed by reviews from the pilot.`,
    ]),
    'The main risk is an incumbent copying the core feature; the answer is to move fast and build a community the incumbents cannot copy.',
  ].join(' ');
}

function keyMilestones(brief: Brief, n: Numbers): string[] {
  if (n.launched) return datedMilestones(brief, n);
  const pilotMonth = n.launchMonth - 1;
  return [
    `Month 1: interview 30 ${brief.audience} and confirm the problem and the price`,
    `Month ${pilotMonth}: start the paid pilot with ${n.pilotCustomers} customers`,
    `Month ${n.launchMonth}: public launch${brief.region ? ` in ${brief.region}` : ''} with the first partner channel`,
    n.modelled
      ? `Month 9: the first partner channel proven at a customer acquisition cost of ${n.money(n.cac)}`
      : `Month 9: ${Math.round(n.yearOneCustomers / 2)} paying customers and a customer acquisition cost under ${n.money(n.cac)}`,
    `Month 12: ${n.yearOneCustomers.toLocaleString('en-US')} paying customers and ${n.money(n.monthTwelveRevenue)} in monthly revenue`,
    `Month ${n.raiseMonth}: raise a seed round of about ${n.money(n.seedRound)} and open the second segment: ${brief.words.secondary}`,
  ];
}

/** The milestones of a venture with a model, each on the month the model gives it, in order. */
function datedMilestones(brief: Brief, n: Numbers & { launched: true }): string[] {
  const launch = n.launchMonth;
  const dated: [number, string][] = [
    [
      launch,
      `Month ${launch}: launch${brief.region ? ` in ${brief.region}` : ''} with ${n.startingCustomers.toLocaleString('en-US')} paying customers and the first partner channel`,
    ],
    [launch + 1, `Month ${launch + 1}: interview 30 ${brief.audience} and confirm the problem and the price`],
    [9, `Month 9: the first partner channel proven at a customer acquisition cost of ${n.money(n.cac)}`],
    [
      12,
      `Month 12: ${n.yearOneCustomers.toLocaleString('en-US')} paying customers and ${n.money(n.monthTwelveRevenue)} in monthly revenue`,
    ],
    [
      n.raiseMonth,
      `Month ${n.raiseMonth}: raise a seed round of about ${n.money(n.seedRound)} and open the second segment: ${brief.words.secondary}`,
    ],
    ...(n.breakEvenMonth === undefined
      ? []
      : ([[n.breakEvenMonth, `Month ${n.breakEvenMonth}: break even, revenue covering every cost`]] as [
          number,
          string,
        ][])),
  ];
  // Sorted by month, the launch first among those of its month.
  return dated.sort((a, b) => a[0] - b[0]).map(([, line]) => line);
}

/**
 * Builds an offline business plan from the idea: same idea and venture, same plan. `venture`: its
 * facts (the model's figures, in its currency), which the plan states where it names them, and the
 * research it builds on, whose growth it restates.
 */
export function offlineBusinessPlan(input: BusinessPlanInput, venture: OfflineVenture = NO_VENTURE): BusinessPlan {
  const rng = seeded('business-plan', input.idea);
  const brief = readBrief(input.idea);
  const figures = draftFigures(venture.facts, ventureWords([input.idea], venture, businessPlanSources));
  const n = numbersFor(brief, rng, figures, venture.sources['market-research']?.result);
  return {
    executiveSummary: executiveSummary(brief, n, rng),
    problemStatement: problemStatement(brief, rng),
    solutionOverview: solutionOverview(brief, rng),
    targetMarket: targetMarket(brief, n),
    businessModel: businessModel(brief, n),
    goToMarket: goToMarket(brief, n, rng),
    competitiveAnalysis: competitiveAnalysis(brief, rng),
    keyMilestones: keyMilestones(brief, n),
  };
}
