/**
 * The financial model's headline figures, as the other tools state them: computed by the engine
 * from the saved model's assumptions, formatted exactly as the model's own screen shows them.
 * The deck's Financials & Ask slide and the plan's business model take these, never the model's words.
 */
import { formatMoney } from '../finance/currency';
import { breakEvenText, buildFinancialModel } from '../finance/engine';
import { askOf, type Ask } from '../finance/runway/ask';
import { runwayOf } from '../finance/runway/recompute';
import type { FinancialModel } from '../finance/schema';
import { displayFact } from './facts';

export interface HeadlineFigures {
  year1Revenue: string;
  year2Revenue: string;
  year2Growth: string;
  year3Revenue: string;
  year3Growth: string;
  breakEven: string;
  ltvCacRatio: string;
  burnRate: string;
  /** The raise and what it buys, when the model asks for one (finance/runway/ask.ts). */
  ask?: string;
  useOfFunds?: string;
  dilution?: string;
}

export function headlineFigures(saved: FinancialModel): HeadlineFigures {
  const model = buildFinancialModel(saved.assumptions);
  const { year1, year2, year3 } = model.revenueProjections;
  const { funding, currency } = model.assumptions;
  const ask = askOf(runwayOf(model.assumptions), funding.fundingEvents, funding.bufferMonths);
  return {
    year1Revenue: year1.total,
    year2Revenue: year2.revenue,
    year2Growth: year2.growth,
    year3Revenue: year3.revenue,
    year3Growth: year3.growth,
    breakEven: model.breakEven.timeframe,
    ltvCacRatio: model.metrics.ltvCacRatio,
    burnRate: model.expenses.burnRate,
    ...(ask ? askTexts(ask, (amount) => formatMoney(amount, currency)) : {}),
  };
}

/**
 * "Raising $114,860 for 21 months of runway, past break-even in Month 15": the raise and what it
 * buys (the buffer is not written as months of its own, which would read as a second break-even).
 */
function askTexts(
  ask: Ask,
  money: (amount: number) => string,
): Pick<HeadlineFigures, 'ask' | 'useOfFunds' | 'dilution'> {
  const runway = displayFact('runwayMonths', ask.runwayMonths);
  const past =
    ask.planned || ask.breakEvenMonth === null ? '' : `, past break-even in ${breakEvenText(ask.breakEvenMonth)}`;
  const uses = ask.useOfFunds.categories
    .filter((category) => category.percent > 0)
    .map((category) => `${category.label.toLowerCase()} ${category.percent}%`);
  const last = ask.dilution[ask.dilution.length - 1];
  return {
    ask: `Raising ${money(ask.raise)} for ${runway} of runway${past}`,
    ...(uses.length > 0 ? { useOfFunds: uses.join(', ') } : {}),
    ...(last
      ? {
          dilution: `${Math.round(last.dilution * 1000) / 10}% for the round; founders keep ${Math.round(last.founderPercentAfter * 10) / 10}%`,
        }
      : {}),
  };
}

/**
 * One line per figure, by name, in the order the deck's Financials & Ask slide lists them: the
 * slide, the plan's business model and the model as context for other tools all read these.
 */
export function figureLines(figures: HeadlineFigures) {
  return {
    year1Revenue: `Year 1 revenue: ${figures.year1Revenue}`,
    year2Revenue: `Year 2 revenue: ${figures.year2Revenue} (${figures.year2Growth} growth)`,
    year3Revenue: `Year 3 revenue: ${figures.year3Revenue} (${figures.year3Growth} growth)`,
    breakEven: `Break-even: ${figures.breakEven}`,
    ltvCacRatio: `LTV:CAC: ${figures.ltvCacRatio}`,
    burnRate: `Burn rate: ${figures.burnRate}`,
    ...(figures.ask ? { ask: `The ask: ${figures.ask}` } : {}),
    ...(figures.useOfFunds ? { useOfFunds: `Use of funds: ${figures.useOfFunds}` } : {}),
    ...(figures.dilution ? { dilution: `Dilution: ${figures.dilution}` } : {}),
  };
}
