import { formatCompactMoney } from '../../finance/currency';
import { runwayText } from '../../finance/runway/sentences';
import { customersIn, regionIn } from '../../offline/founder-text';
import { marketGrowthIn } from '../../offline/market-growth';
import { niceNumber } from '../../offline/numbers';
import { draftFigures, type DraftFigures } from '../../offline/draft-figures';
import { seeded, type Seeded } from '../../offline/seeded';
import { ventureWords } from '../../offline/venture-words';
import { sectorOf, type Sector } from '../../offline/sectors';
import { capitalise, firstSentence, lowerFirst, oneLine } from '../../offline/text';
import type { VentureFact } from '../../venture/facts';
import { factFor } from '../../venture/figures';
import { NO_VENTURE, type OfflineVenture } from '../define-tool';
import type { ToolResults } from '../results';
import { pitchDeckSources } from './context';
import { SLIDE_TITLES, type PitchDeckInput, type PitchDeckResult, type Slide } from './schema';
import { BUSINESS_WORDS, type BusinessWords, type Money } from './offline-business';
import { PROBLEM_WORDS, type ProblemWords } from './offline-problem';
import { PRODUCT_WORDS, type ProductWords } from './offline-product';

type Words = ProblemWords & ProductWords & BusinessWords;
type MarketResearch = ToolResults['market-research'];

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

/**
 * The market's sizes, written as the deck states them: total, the part we can serve, the part we
 * can win in five years. The research's, where the venture has them (its TAM, or its market size
 * standing in, in the research's own currency), with the serviceable and obtainable parts it names
 * or, else, the deck's shares of it, so the three always nest (TAM ≥ SAM ≥ SOM); without research,
 * the sector's, in the venture's currency. The shares are drawn either way, so the figures drawn after them stay the same.
 */
function marketSizes(rng: Seeded, table: Words, venture: DraftFigures, facts: readonly VentureFact[]) {
  const drawnTotal = venture.scaled(rng.int(table.market[0], table.market[1]) * 1e9);
  const serviceable = 0.04 + rng.next() * 0.12;
  const obtainable = 0.01 + rng.next() * 0.04;
  const researched = factFor('tam', facts);
  const tam = researched?.value ?? drawnTotal;
  const stated = (candidate: VentureFact | undefined, below: number) =>
    researched && candidate && candidate.value <= below ? candidate.value : undefined;
  const sam = stated(factFor('sam', facts), tam) ?? tam * serviceable;
  const som = stated(factFor('som', facts), sam) ?? sam * obtainable;
  const currency = researched?.currency ?? venture.currency;
  const write = (amount: number) => formatCompactMoney(amount, currency);
  return { tam: write(tam), sam: write(sam), som: write(som), researched: researched !== undefined };
}

/**
 * The deck's numbers, drawn in a fixed order so the same inputs give the same deck. In a venture
 * with a financial model, its facts take their place (the price, the margin, the acquisition cost,
 * Month 12's customers, the raise), in its currency; with research, its market sizes (marketSizes).
 */
function deckFigures(
  rng: Seeded,
  table: Words,
  venture: DraftFigures,
  facts: readonly VentureFact[],
  research: MarketResearch | undefined,
) {
  const market = marketSizes(rng, table, venture, facts);
  // The research's growth where it states one: one market grows at one rate across the venture.
  const drawnGrowth = rng.int(8, 24);
  const growth = (market.researched && marketGrowthIn(research?.marketSize)) || drawnGrowth;

  const drafted = niceNumber(rng.int(table.revenuePerCustomer[0], table.revenuePerCustomer[1]));
  // A year of the model's price; else the deck's own yearly revenue per customer.
  const yearly = venture.has('price') ? venture.value('price', drafted / 12) * 12 : drafted;
  const margin = venture.value('grossMargin', rng.int(table.grossMargin[0], table.grossMargin[1]));
  const customers1 = venture.value(
    'customersMonth12',
    niceNumber(rng.int(60, 400) * Math.max(1, Math.round(3000 / drafted))),
  );
  const customers2 = niceNumber(customers1 * (2.5 + rng.next() * 1.5));
  const customers3 = niceNumber(customers2 * (2 + rng.next()));
  const raise = venture.value(
    'raise',
    rng.pick([500_000, 750_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000]),
  );
  const runway = venture.value('runwayMonths', rng.pick([18, 24]));
  const cac = venture.value('cac', niceNumber(drafted * (0.3 + rng.next() * 0.5)));
  return { market, growth, yearly, margin, customers1, customers2, customers3, raise, runway, cac };
}

/** When the founder's first funding event arrives, as the ask states it: ", the round closing in Month 3,". */
function roundMonth(venture: DraftFigures): string {
  const [month] = venture.values('fundingMonth');
  return month === undefined ? '' : `, the round closing in Month ${month},`;
}

/** The sector's words the deck uses, sampled after the figures. */
function deckWords(rng: Seeded, table: Words) {
  return {
    pains: rng.sample(table.pains, 3),
    benefits: rng.sample(table.benefits, 3),
    features: rng.sample(table.features, 4),
    channels: rng.sample(table.channels, 3),
    competitors: rng.sample(table.competitors, 3),
    extra: rng.pick(table.extraRevenue),
    whyNow: rng.pick(table.whyNow),
    opening: rng.pick([
      'Good morning, and thank you for your time.',
      'Thank you for having us today.',
      'Thanks for making the time to meet.',
    ]),
  };
}

/** Everything a slide's text is made from. */
interface DeckContext {
  rng: Seeded;
  name: string;
  tagline: string;
  audience: string;
  pitch: string;
  sector: Sector;
  /** The sector's words for the deck. */
  table: Words;
  figures: ReturnType<typeof deckFigures>;
  words: ReturnType<typeof deckWords>;
  venture: DraftFigures;
  /** An amount as the deck writes it: the venture's exactly, one of its own rounded as a founder would. */
  money: Money;
}

/** Slides 1 to 5, as [content, notes]: the title, the problem, the solution, the market, the product. */
function storySlides({
  name,
  tagline,
  audience,
  pitch,
  sector,
  figures,
  words,
  venture,
}: DeckContext): [string, string][] {
  const [pain1, pain2, pain3] = words.pains;
  const { market, growth, raise } = figures;
  return [
    [
      `${name}\n${capitalise(tagline)}\nInvestor presentation · ${raise >= venture.scaled(2_000_000) ? 'Series A' : 'Seed'} round`,
      `${words.opening} Open with the one-line pitch: "${pitch.replace(/[.!?]+$/, '')}". Say who you are, and in one sentence why you are the person to build ${name}.`,
    ],
    [
      `${slideBullets([pain1 ?? '', pain2 ?? '', pain3 ?? ''])}\nWho feels it most: ${audience}`,
      `Tell the story of one real customer who lives with this problem. ${pain1 ?? ''} Replace any estimate here with figures from your own customer interviews before the meeting.`,
    ],
    [
      `${pitch}\n${slideBullets(words.benefits)}`,
      `Explain how ${name} removes the pain you just described, in plain words. Keep technology in the background: investors should remember the outcome for ${audience}.`,
    ],
    [
      slideBullets([
        market.researched
          ? `Total addressable market: ${market.tam}, as our market research sizes it`
          : `Total addressable market: ${market.tam} in ${sector.label} worldwide`,
        `Serviceable market: ${market.sam} among ${audience}`,
        `Obtainable in five years: ${market.som}`,
        `The market grows about ${growth}% a year`,
      ]),
      `Walk from the total market down to the share ${name} can realistically win. ${words.whyNow} These sizes are first estimates: check them against an industry report and say where they come from.`,
    ],
    [
      slideBullets(words.features),
      `Show the product rather than describe it: a screenshot, a short demo or a photo. Focus on the one feature customers mention first when they talk about ${name}.`,
    ],
  ];
}

/** Slides 6 to 10, as [content, notes]: the model, go-to-market, competition, the team, the financials and ask. */
function businessSlides({
  rng,
  name,
  audience,
  sector,
  table,
  figures,
  words,
  venture,
  money,
}: DeckContext): [string, string][] {
  const { yearly, margin, cac, customers1, customers2, customers3, raise, runway } = figures;
  const [first = '', next = '', then = ''] = words.channels;
  return [
    [
      slideBullets([
        table.pricing(yearly, money),
        `Revenue per customer: about ${money(yearly)} a year`,
        `Target gross margin: ${margin}%`,
        `Also: ${lowerFirst(words.extra)}`,
      ]),
      `Explain who pays, how much and how often. A customer worth ${money(yearly)} a year at a ${margin}% margin pays back its acquisition cost of about ${money(cac)} quickly; say how quickly.`,
    ],
    [
      slideBullets([
        `First: ${lowerFirst(first)}, to win the first 100 ${table.unit}`,
        `Next: ${lowerFirst(next)}`,
        `Then: ${lowerFirst(then)}`,
        `Target customer acquisition cost: about ${money(cac)}`,
      ]),
      `Be specific about the first channel: who you will call next week and why they will say yes. Investors look for a repeatable way to reach ${audience}, not a list of every channel.`,
    ],
    [
      `${slideBullets(words.competitors.map(([rival, gap]) => `${rival}: ${gap}`))}\nOur edge: ${name} is built for ${audience}, end to end`,
      `Name real competitors; saying there are none worries investors. Show where each falls short for ${audience} and why ${name} is hard to copy.`,
    ],
    [
      slideBullets([
        'Founder & CEO: vision, fundraising and the first sales',
        'Co-founder & CTO: product and engineering',
        `Next hire: ${table.keyHire}`,
        `Advisors with experience in ${sector.label}`,
      ]),
      `Replace these roles with your team's names, photos and the one past achievement that makes each person credible. Explain why this team is the right one to build ${name}.`,
    ],
    [
      slideBullets([
        `Year 1: ${venture.compact(customers1 * yearly)} revenue from ${customers1.toLocaleString('en-US')} ${table.unit}`,
        `Year 2: ${venture.compact(customers2 * yearly)} revenue`,
        `Year 3: ${venture.compact(customers3 * yearly)} revenue`,
        `Raising ${venture.compact(raise)} for ${runwayText(runway)} of runway`,
        useOfFunds(rng),
      ]),
      `Close with the ask: ${venture.compact(raise)}${roundMonth(venture)} to reach the milestones that make the next round easy. Say what those milestones are, then pause and invite questions.`,
    ],
  ];
}

/**
 * Builds a ten-slide deck from the name and description: same inputs and venture, same deck.
 * `venture`: its facts (the model's figures, in its currency; the research's market sizes, in
 * theirs), which the deck states, and the research it builds on, whose growth it restates.
 */
export function offlinePitchDeck(
  input: PitchDeckInput,
  { sources, facts }: OfflineVenture = NO_VENTURE,
): PitchDeckResult {
  const rng = seeded('pitch-deck', input.businessName, input.businessDescription);
  const name = oneLine(input.businessName);
  const sector = sectorOf(`${input.businessName} ${input.businessDescription}`);
  const table: Words = { ...PROBLEM_WORDS[sector.id], ...PRODUCT_WORDS[sector.id], ...BUSINESS_WORDS[sector.id] };
  const tagline = firstSentence(input.businessDescription, 160);
  const region = regionIn(input.businessDescription);
  const audience = `${customersIn(input.businessDescription) ?? sector.customers}${region ? ` in ${region}` : ''}`;
  const pitch = tagline.toLowerCase().includes(name.toLowerCase()) ? tagline : `${name}: ${tagline}`;
  const venture = draftFigures(facts, ventureWords([input.businessDescription], { sources }, pitchDeckSources));
  const figures = deckFigures(rng, table, venture, facts, sources['market-research']?.result);
  const words = deckWords(rng, table);
  // The model's amounts exactly; the deck's own rounded as a founder would price.
  const money = (amount: number) => venture.money(venture.has('price') ? amount : niceNumber(amount));
  const deck: DeckContext = { rng, name, tagline, audience, pitch, sector, table, figures, words, venture, money };
  const contents = [...storySlides(deck), ...businessSlides(deck)];

  const slides = SLIDE_TITLES.map((title, index): Slide => {
    const [content, notes] = contents[index] as [string, string];
    return { title, content, notes };
  });
  return { slides };
}
