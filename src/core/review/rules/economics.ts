/**
 * The business model's economics, computed by the engine from the model's assumptions: LTV:CAC and
 * CAC payback (rules of thumb, labelled as such), the gross margin against the sector's, growth the
 * drivers compound into a hockey stick, and the burn against the team it pays.
 */
import { formatPercent, formatRatio } from '../../finance/money';
import { monthCount } from '../../finance/runway/sentences';
import { sectorOf } from '../../offline/sectors';
import type { ReviewInput } from '../input';
import { SECTOR_MARGINS, THRESHOLDS } from '../thresholds';
import type { Finding } from '../types';
import { factFigure, factOf, finding, MODEL_PLACES, modelFigure, thresholdFigure, type ReviewRule } from './common';

const ltvCac = {
  id: 'ltv-cac',
  text: `LTV is at least ${THRESHOLDS.ltvCac.min} times CAC (a rule of thumb).`,
} as const;

function checkLtvCac(input: ReviewInput): Finding[] {
  const ratio = factOf(input, 'ltvCac');
  const { min, majorBelow } = THRESHOLDS.ltvCac;
  if (!input.model || !ratio || ratio.value >= min) return [];
  return [
    finding(ltvCac, {
      area: 'businessModel',
      severity: ratio.value < majorBelow ? 'major' : 'minor',
      text: `LTV:CAC is ${ratio.display}; the rule of thumb is ${formatRatio(min)} or better.`,
      action: 'Improve LTV:CAC',
      figures: [factFigure(ratio), thresholdFigure('ltvCac', 'Rule of thumb', min, formatRatio(min))],
      where: MODEL_PLACES.metrics,
      fix: { kind: 'openAssumption', assumption: 'customerAcquisitionCost' },
    }),
  ];
}

const payback = {
  id: 'cac-payback',
  text: `A customer’s gross margin pays back their CAC within ${THRESHOLDS.cacPayback.max} months (a rule of thumb).`,
} as const;

function checkPayback(input: ReviewInput): Finding[] {
  const model = input.model;
  if (!model) return [];
  const months = model.runway.cacPaybackMonths;
  const { max, majorAbove } = THRESHOLDS.cacPayback;
  if (months !== null && months <= max) return [];
  const cac = factOf(input, 'cac');
  const text =
    months === null
      ? 'Each customer costs more to serve than they pay: their CAC is never paid back.'
      : `CAC payback is ${monthCount(months)}; the rule of thumb is ${max} months or less.`;
  return [
    finding(payback, {
      area: 'businessModel',
      severity: months === null || months > majorAbove ? 'major' : 'minor',
      text,
      action: 'Shorten CAC payback',
      figures: [
        ...(months === null
          ? []
          : [modelFigure('CAC payback', months, monthCount(months), MODEL_PLACES.metrics.label)]),
        ...(cac ? [factFigure(cac)] : []),
        thresholdFigure('cacPayback', 'Rule of thumb', max, `${max} months`),
      ],
      where: MODEL_PLACES.metrics,
      fix: { kind: 'openAssumption', assumption: 'customerAcquisitionCost' },
    }),
  ];
}

const margin = { id: 'gross-margin', text: 'The gross margin is what the sector’s investors expect.' } as const;

/** The venture's sector, from its profile's words (else its plan's summary), as the offline drafts read it. */
const sectorWords = (input: ReviewInput) =>
  input.profile
    ? [input.profile.industry, input.profile.targetMarket, input.profile.name, input.profile.description].join(' ')
    : (input.plan?.result.executiveSummary ?? '');

function checkMargin(input: ReviewInput): Finding[] {
  const fact = factOf(input, 'grossMargin');
  if (!input.model || !fact) return [];
  const sector = sectorOf(sectorWords(input));
  const { min, source } = SECTOR_MARGINS[sector.id];
  if (fact.value >= min) return [];
  return [
    finding(margin, {
      area: 'businessModel',
      severity: fact.value < min / 2 ? 'major' : 'minor',
      text: `The gross margin is ${fact.display}; in ${sector.label} investors expect ${formatPercent(min)} or more.`,
      action: 'Raise the gross margin',
      figures: [
        factFigure(fact),
        thresholdFigure('grossMargin', `Expected in ${sector.label}`, min, formatPercent(min), source),
      ],
      where: {
        document: 'model',
        path: ['assumptions', 'variableCostPerCustomer'],
        label: 'Assumptions: Variable cost per customer',
      },
      fix: { kind: 'openAssumption', assumption: 'variableCostPerCustomer' },
    }),
  ];
}

const hockey = {
  id: 'hockey-stick',
  text: 'Revenue grows no faster than the best companies have: at most tripling a year (T2D3).',
} as const;

function checkHockeyStick(input: ReviewInput): Finding[] {
  const years = ['year1Revenue', 'year2Revenue', 'year3Revenue'].map((id) => factOf(input, id as 'year1Revenue'));
  const [year1, year2, year3] = years;
  if (!input.model || !year1 || !year2 || !year3 || year1.value <= 0 || year2.value <= 0) return [];
  const { max } = THRESHOLDS.yearlyGrowth;
  const multiples = [year2.value / year1.value, year3.value / year2.value];
  const over = multiples.filter((multiple) => multiple > max).length;
  if (over === 0) return [];
  const growth = factOf(input, 'monthlyGrowth');
  const times = (multiple: number) => `${Math.round(multiple * 10) / 10}×`;
  return [
    finding(hockey, {
      area: 'finances',
      severity: over === 2 ? 'major' : 'minor',
      text: `Revenue grows ${times(multiples[0]!)} in Year 2 and ${times(multiples[1]!)} in Year 3${growth ? `, from ${growth.display} a month held for three years` : ''}: a hockey stick few companies have drawn.`,
      action: 'Temper the growth',
      figures: [
        ...[year1, year2, year3, ...(growth ? [growth] : [])].map(factFigure),
        thresholdFigure('yearlyGrowth', 'Best case a year', max, `${max}×`),
      ],
      where: MODEL_PLACES.revenue,
      fix: { kind: 'openAssumption', assumption: 'monthlyGrowthPercent' },
    }),
  ];
}

export const ltvCacRule: ReviewRule = { ...ltvCac, check: checkLtvCac };
export const cacPaybackRule: ReviewRule = { ...payback, check: checkPayback };
export const grossMarginRule: ReviewRule = { ...margin, check: checkMargin };
export const hockeyStickRule: ReviewRule = { ...hockey, check: checkHockeyStick };
