/**
 * The ask: the raise the venture states (the deck's, else the venture's raise fact) against the
 * model's funding need, and the runway it buys against the 18 to 24 months investors expect.
 */
import { askOf } from '../../finance/runway/ask';
import { runwayText } from '../../finance/runway/sentences';
import type { ReviewInput, ReviewModel } from '../input';
import { THRESHOLDS } from '../thresholds';
import type { ComparedFigure, FindingFix, FindingPlace } from '../types';
import {
  documentFigure,
  factFigure,
  factOf,
  finding,
  MODEL_PLACES,
  modelFigure,
  money,
  placeIn,
  type ReviewRule,
} from './common';

interface StatedAsk {
  raise: number;
  figure: ComparedFigure;
  where: FindingPlace;
  /** Use Fact, when the deck's figure is not the venture's raise and the raise would fix it. */
  useFact?: FindingFix;
}

/**
 * The raise the deck states where it states one (the lowest, where it states several: the one an
 * investor holds it to); else the venture's raise fact, stated on the model's Cash & Runway.
 */
function statedAsk(input: ReviewInput): StatedAsk | undefined {
  const stated = (input.deck?.checks ?? []).flatMap(({ path, checks }) =>
    checks.filter((check) => check.fact.id === 'raise').map((check) => ({ path, check })),
  );
  const lowest = stated.sort((a, b) => a.check.figure.value - b.check.figure.value)[0];
  if (!lowest) {
    const fact = factOf(input, 'raise');
    return fact ? { raise: fact.value, figure: factFigure(fact), where: MODEL_PLACES.runway } : undefined;
  }
  const { path, check } = lowest;
  const where = placeIn(input, 'deck', path);
  const figure = documentFigure('deck', path, where.label, {
    label: 'The deck’s ask',
    value: check.figure.value,
    display: check.figure.text,
  });
  const useFact: FindingFix | undefined =
    check.status === 'conflict' ? { kind: 'useFact', factId: 'raise', document: 'deck', path } : undefined;
  return { raise: check.figure.value, figure, where, ...(useFact ? { useFact } : {}) };
}

const needFigure = (input: ReviewInput, model: ReviewModel) =>
  modelFigure(
    'Funding need',
    model.runway.funding.need.amount,
    money(input, model.runway.funding.need.amount),
    MODEL_PLACES.runway.label,
  );

/**
 * Whether the deck's raise figure is below the funding need: the ask rule reports it (with Use
 * Fact when the venture's raise covers the need), so the figure-conflict rule leaves it out.
 */
export const askBelowNeed = (input: ReviewInput, raise: number) =>
  input.model !== undefined && raise < input.model.runway.funding.need.amount;

const askNeed = { id: 'ask-need', text: 'The raise covers the funding need the model computes.' } as const;

function checkNeed(input: ReviewInput): ReturnType<ReviewRule['check']> {
  const { model } = input;
  const stated = statedAsk(input);
  const need = model?.runway.funding.need.amount ?? 0;
  if (!model || !stated || stated.raise >= need) return [];
  const raiseFact = factOf(input, 'raise');
  const factCovers = raiseFact !== undefined && raiseFact.value >= need;
  const runsOut = askOf(model.runway, stated.raise)?.cashOutMonth;
  return [
    finding(askNeed, {
      area: 'ask',
      severity: 'blocker',
      text: `The ask of ${money(input, stated.raise)} is less than the funding need of ${money(input, need)}${runsOut ? `: cash runs out in Month ${runsOut}` : ''}.`,
      action: 'Fix the ask',
      figures: [stated.figure, needFigure(input, model)],
      where: stated.where,
      fix: stated.useFact && factCovers ? stated.useFact : { kind: 'openAssumption', assumption: 'funding' },
    }),
  ];
}

const askRunway = {
  id: 'ask-runway',
  text: `The raise buys ${THRESHOLDS.runway.min} to ${THRESHOLDS.runway.max} months of runway, or reaches break-even.`,
} as const;

function checkRunway(input: ReviewInput): ReturnType<ReviewRule['check']> {
  const { model } = input;
  const stated = statedAsk(input);
  if (!model || !stated || stated.raise < model.runway.funding.need.amount) return [];
  const ask = askOf(model.runway, stated.raise);
  if (!ask || ask.cashOutMonth === null || ask.runwayMonths >= THRESHOLDS.runway.min) return [];
  const { min, max, majorBelow, source } = THRESHOLDS.runway;
  return [
    finding(askRunway, {
      area: 'ask',
      severity: ask.runwayMonths < majorBelow ? 'major' : 'minor',
      text: `The raise of ${money(input, stated.raise)} lasts ${runwayText(ask.runwayMonths)}; investors expect ${min} to ${max}.`,
      action: 'Lengthen the runway',
      figures: [
        stated.figure,
        modelFigure('Runway with the raise', ask.runwayMonths, runwayText(ask.runwayMonths), MODEL_PLACES.runway.label),
        {
          label: 'Usual target',
          value: min,
          display: `${min} to ${max} months`,
          from: { kind: 'threshold', threshold: 'runway', source },
        },
      ],
      where: stated.where,
      fix: { kind: 'openAssumption', assumption: 'funding' },
    }),
  ];
}

export const askNeedRule: ReviewRule = { ...askNeed, check: checkNeed };
export const askRunwayRule: ReviewRule = { ...askRunway, check: checkRunway };
