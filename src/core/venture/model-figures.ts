/**
 * The financial model's headline figures, as the other tools state them: computed by the engine
 * from the saved model's assumptions, formatted exactly as the model's own screen shows them.
 * The deck's Financials & Ask slide and the plan's business model take these, never the model's words.
 */
import { buildFinancialModel } from '../finance/engine';
import type { FinancialModel } from '../finance/schema';

export interface HeadlineFigures {
  year1Revenue: string;
  year2Revenue: string;
  year2Growth: string;
  year3Revenue: string;
  year3Growth: string;
  breakEven: string;
  ltvCacRatio: string;
  burnRate: string;
}

export function headlineFigures(saved: FinancialModel): HeadlineFigures {
  const model = buildFinancialModel(saved.assumptions);
  const { year1, year2, year3 } = model.revenueProjections;
  return {
    year1Revenue: year1.total,
    year2Revenue: year2.revenue,
    year2Growth: year2.growth,
    year3Revenue: year3.revenue,
    year3Growth: year3.growth,
    breakEven: model.breakEven.timeframe,
    ltvCacRatio: model.metrics.ltvCacRatio,
    burnRate: model.expenses.burnRate,
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
  };
}
