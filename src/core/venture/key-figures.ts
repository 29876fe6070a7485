/**
 * The financial model's key figures as a finished document's table states them: computed by the
 * engine from the saved model's assumptions, in the venture's currency, formatted as the app shows
 * them (the same figures as the model's screen and the venture's facts), never read from prose.
 */
import { formatMoney } from '../finance/currency';
import { HORIZON_MONTHS } from '../finance/bounds';
import { askOf } from '../finance/runway/ask';
import { runwayOf } from '../finance/runway/recompute';
import type { FinancialModel } from '../finance/schema';
import { displayFact } from './facts';
import { headlineFigures } from './model-figures';

/** The table's section heading and its columns (docs/product.md, "Finished documents"). */
export const KEY_FIGURES_TEXTS = { title: 'Key Figures', header: ['Figure', 'Value'] } as const;

/** Revenue in Years 1–3, gross margin, break-even, funding need, the ask and the runway it buys: a label and a value each. */
export function keyFigureRows(saved: FinancialModel): [label: string, value: string][] {
  const figures = headlineFigures(saved);
  const { assumptions } = saved;
  const { currency, funding } = assumptions;
  const runway = runwayOf(assumptions);
  const ask = askOf(runway, funding.fundingEvents, funding.bufferMonths);
  // Without a raise, cash lasts until the month before it runs out, or past the projection.
  const lasts = runway.cashOutMonth === null ? HORIZON_MONTHS + 1 : runway.cashOutMonth - 1;
  return [
    ['Year 1 revenue', figures.year1Revenue],
    ['Year 2 revenue', `${figures.year2Revenue} (${figures.year2Growth} growth)`],
    ['Year 3 revenue', `${figures.year3Revenue} (${figures.year3Growth} growth)`],
    ['Gross margin', displayFact('grossMargin', assumptions.grossMarginPercent.value)],
    ['Break-even', figures.breakEven],
    ['Funding need', formatMoney(runway.fundingNeed.amount, currency)],
    ...(ask
      ? ([
          ['The ask', formatMoney(ask.raise, currency)],
          ['Runway with the raise', displayFact('runwayMonths', ask.runwayMonths)],
        ] as [string, string][])
      : ([['Runway', displayFact('runwayMonths', lasts)]] as [string, string][])),
  ];
}
