/**
 * The market as the research sizes it: TAM ⊇ SAM ⊇ SOM at plausible shares, and the model's Year 3
 * revenue within the SOM. Sizes are the venture's facts read from the research's size text, in the
 * research's own currency: a model in another currency is not compared (no conversion, ever).
 */
import { formatPercent } from '../../finance/money';
import type { VentureFact } from '../../venture/facts';
import type { ReviewInput } from '../input';
import { THRESHOLDS } from '../thresholds';
import type { Finding, FindingPlace } from '../types';
import { factFigure, factOf, finding, placeIn, thresholdFigure, type ReviewRule } from './common';

const sizePlace = (input: ReviewInput): FindingPlace => placeIn(input, 'research', ['marketSize']);
const regenerateResearch = (input: ReviewInput) => ({ kind: 'regenerate', tool: input.tools.research }) as const;

const nesting = {
  id: 'market-nesting',
  text: 'The markets nest: the total (TAM) holds the serviceable (SAM), which holds the obtainable (SOM), at a plausible share.',
} as const;

function outOfOrder(input: ReviewInput, wide: VentureFact, narrow: VentureFact): Finding {
  return finding(nesting, {
    about: `${narrow.id}>${wide.id}`,
    area: 'market',
    severity: 'blocker',
    text: `The ${narrow.label} of ${narrow.display} is larger than the ${wide.label} of ${wide.display}: a market cannot hold more than the one it is part of.`,
    action: 'Nest the market sizes',
    figures: [factFigure(narrow), factFigure(wide)],
    where: sizePlace(input),
    fix: regenerateResearch(input),
  });
}

function tooLargeShare(input: ReviewInput, sam: VentureFact, som: VentureFact): Finding[] {
  const share = som.value / sam.value;
  const { max } = THRESHOLDS.somShareOfSam;
  if (share <= max) return [];
  return [
    finding(nesting, {
      about: 'somShare',
      area: 'market',
      severity: 'minor',
      text: `The obtainable market is ${formatPercent(Math.round(share * 1000) / 10)} of the serviceable one: investors expect a new entrant to win a smaller share.`,
      action: 'Size the SOM as a share',
      figures: [
        factFigure(som),
        factFigure(sam),
        thresholdFigure('somShareOfSam', 'Usual ceiling', max * 100, formatPercent(max * 100)),
      ],
      where: sizePlace(input),
      fix: regenerateResearch(input),
    }),
  ];
}

function checkNesting(input: ReviewInput): Finding[] {
  if (!input.research) return [];
  const tam = factOf(input, 'tam') ?? factOf(input, 'marketSize');
  const sam = factOf(input, 'sam');
  const som = factOf(input, 'som');
  const sameCurrency = (a: VentureFact, b: VentureFact) => a.currency === b.currency;
  const found: Finding[] = [];
  if (tam && sam && sameCurrency(tam, sam) && sam.value > (tam.upper ?? tam.value))
    found.push(outOfOrder(input, tam, sam));
  if (sam && som && sameCurrency(sam, som)) {
    if (som.value > (sam.upper ?? sam.value)) found.push(outOfOrder(input, sam, som));
    else found.push(...tooLargeShare(input, sam, som));
  }
  const unnamed = [sam, som].every((size) => size === undefined);
  if (unnamed)
    found.push(
      finding(nesting, {
        about: 'unnamed',
        area: 'market',
        severity: 'major',
        text: 'The research names no serviceable (SAM) or obtainable (SOM) market: only the total.',
        action: 'Size the SAM and SOM',
        figures: tam ? [factFigure(tam)] : [],
        where: sizePlace(input),
        fix: regenerateResearch(input),
      }),
    );
  return found;
}

const revenueSom = {
  id: 'revenue-som',
  text: 'Year 3 revenue stays within the obtainable market (SOM) the research sizes.',
} as const;

function checkRevenue(input: ReviewInput): Finding[] {
  const revenue = factOf(input, 'year3Revenue');
  const som = factOf(input, 'som');
  if (!revenue || !som || revenue.currency !== som.currency) return [];
  if (revenue.value <= (som.upper ?? som.value) * THRESHOLDS.revenueShareOfSom.max) return [];
  return [
    finding(revenueSom, {
      area: 'market',
      severity: 'major',
      text: `Year 3 revenue of ${revenue.display} is more than the obtainable market of ${som.display}: the model sells more than the research says the venture can win.`,
      action: 'Bring revenue within the SOM',
      figures: [factFigure(revenue), factFigure(som)],
      where: { document: 'model', path: ['assumptions', 'monthlyGrowthPercent'], label: 'Assumptions: Monthly growth' },
      fix: { kind: 'openAssumption', assumption: 'monthlyGrowthPercent' },
    }),
  ];
}

export const marketNestingRule: ReviewRule = { ...nesting, check: checkNesting };
export const revenueSomRule: ReviewRule = { ...revenueSom, check: checkRevenue };
