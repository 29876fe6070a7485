/**
 * The financial model's key figures as a finished document's table states them: computed by the
 * engine from the saved model's assumptions, in the venture's currency, formatted as the app shows
 * them (the same figures as the model's screen and the venture's facts, the founder's pins over
 * them), never read from prose. The funding need stands beside the founder's own round, never in
 * its place, in the runway engine's words (finance/runway/sentences.ts).
 */
import { runwayOf } from '../finance/runway/recompute';
import { fundingNeedStatement, needSentence, runwayValue } from '../finance/runway/sentences';
import type { FinancialModel } from '../finance/schema';
import type { FactPins } from './fact-kinds';
import { displayFact } from './facts';
import { headlineFigures } from './model-figures';
import { pinValue } from './pins';

/** The table's section heading and its columns (docs/product.md, "Finished documents"). */
export const KEY_FIGURES_TEXTS = { title: 'Key Figures', header: ['Figure', 'Value'] } as const;

/** Revenue in Years 1–3, gross margin, break-even, the runway, the funding need, and the ask: a label and a value each. */
export function keyFigureRows(saved: FinancialModel, pins: FactPins = {}): [label: string, value: string][] {
  const figures = headlineFigures(saved, pins);
  const { assumptions } = saved;
  const { currency, funding } = assumptions;
  const plan = runwayOf(assumptions).funding;
  const need = fundingNeedStatement(plan, funding.fundingEvents, currency);
  // "Funding need: €459,389: your round..." would say its label twice: the sentence without it.
  const needText = needSentence(need).replace(/^Funding need /, '');
  return [
    ['Year 1 revenue', figures.year1Revenue],
    ['Year 2 revenue', `${figures.year2Revenue} (${figures.year2Growth} growth)`],
    ['Year 3 revenue', `${figures.year3Revenue} (${figures.year3Growth} growth)`],
    ['Gross margin', displayFact('grossMargin', pinValue(pins.grossMargin) ?? assumptions.grossMarginPercent.value)],
    ['Break-even', figures.breakEven],
    ['Runway', runwayValue(plan.runwayMonths)],
    ['Funding need', needText],
    ...(figures.ask ? ([['The ask', figures.ask]] as [string, string][]) : []),
  ];
}
