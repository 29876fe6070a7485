/**
 * The financial model's headline figures, as the other tools state them: computed by the engine
 * from the saved model's assumptions, formatted exactly as the model's own screen shows them, with
 * the founder's pins over them (a pinned fact always wins over a tool's value).
 * The deck's Financials & Ask slide and the plan's business model take these, never the model's words.
 */
import { formatMoney, type Currency } from '../finance/currency';
import { breakEvenText, buildFinancialModel } from '../finance/engine';
import { formatPercent, formatRatio } from '../finance/money';
import { askOf, type Ask } from '../finance/runway/ask';
import { runwayOf } from '../finance/runway/recompute';
import { askSentence, fundsSplitText } from '../finance/runway/sentences';
import type { FinancialModel } from '../finance/schema';
import type { FactPins } from './fact-kinds';
import { displayFact } from './facts';
import { pinValue } from './pins';

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

const growth = (current: number, previous: number) =>
  formatPercent(previous === 0 ? 0 : Math.round((current / previous - 1) * 100));

export function headlineFigures(saved: FinancialModel, pins: FactPins = {}): HeadlineFigures {
  const { figures, assumptions } = buildFinancialModel(saved.assumptions);
  const { currency } = assumptions;
  const pinned = (id: keyof FactPins, value: number) => pinValue(pins[id]) ?? value;
  const [year1, year2, year3] = [
    pinned('year1Revenue', figures.year1Revenue),
    pinned('year2Revenue', figures.year2Revenue),
    pinned('year3Revenue', figures.year3Revenue),
  ];
  const breakEven = pinValue(pins.breakEvenMonth) ?? figures.breakEvenMonth;
  const ask = askOf(runwayOf(assumptions), pinValue(pins.raise));
  const runway = pinValue(pins.runwayMonths);
  return {
    year1Revenue: formatMoney(year1, currency),
    year2Revenue: formatMoney(year2, currency),
    year2Growth: growth(year2, year1),
    year3Revenue: formatMoney(year3, currency),
    year3Growth: growth(year3, year2),
    breakEven: breakEvenText(breakEven),
    ltvCacRatio: formatRatio(pinned('ltvCac', figures.ltvCacRatio)),
    burnRate: displayFact('burnRate', pinned('burnRate', figures.burnRate), currency),
    ...(ask ? askTexts(runway === undefined ? ask : { ...ask, runwayMonths: runway }, currency) : {}),
  };
}

/**
 * "Raising $114,860 for more than 36 months of runway, past break-even in Month 15": the raise and
 * what it buys (finance/runway/sentences.ts), the split of the raise, the planned round's dilution.
 */
function askTexts(ask: Ask, currency: Currency): Pick<HeadlineFigures, 'ask' | 'useOfFunds' | 'dilution'> {
  const uses = fundsSplitText(ask.useOfFunds);
  const last = ask.dilution[ask.dilution.length - 1];
  return {
    ask: askSentence(ask, currency),
    ...(uses ? { useOfFunds: uses } : {}),
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
