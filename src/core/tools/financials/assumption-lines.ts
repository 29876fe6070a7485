import { DEFAULT_CURRENCY, formatMoney, formatMoneyPerMonth, type Currency } from '../../finance/currency';
import { formatPercent } from '../../finance/money';
import type { DeepPartial } from '../../stream/partial-shape';
import type { ScalarKey } from '../../finance/bounds';
import { grossMarginOf, grossMarginRationale } from '../../finance/margin';
import type { Assumptions, Proposal } from '../../finance/schema';

/** One assumption as a founder reads it: what it is, its value and why. */
export interface AssumptionLine {
  label: string;
  value: string;
  rationale: string;
}

type Format = (value: number, currency?: Currency) => string;
const perMonth: Format = (value, currency = DEFAULT_CURRENCY) => formatMoneyPerMonth(value, currency);
const money: Format = (value, currency = DEFAULT_CURRENCY) => formatMoney(value, currency);
const percent: Format = (value) => formatPercent(value);

/** The scalar assumptions in reading order, with their labels and how their values read (money in `currency`, US dollars unless given). */
export const SCALAR_ASSUMPTIONS = [
  ['monthlyPricePerCustomer', 'Price per customer', perMonth],
  ['startingCustomers', 'Starting customers', (value: number) => value.toLocaleString('en-US')],
  ['monthlyGrowthPercent', 'Monthly growth', percent],
  ['monthlyChurnPercent', 'Monthly churn', percent],
  ['customerAcquisitionCost', 'Customer acquisition cost', money],
  ['variableCostPerCustomer', 'Variable cost per customer', perMonth],
] as const satisfies readonly (readonly [ScalarKey, string, Format])[];

/** What a cost line reads after its rationale: "Edited" once the founder changed it, else the AI's own for that line. */
export const EDITED_COST = 'Edited';
export function costRationale(cost: { rationale?: string; edited?: boolean }): string {
  return cost.edited ? EDITED_COST : (cost.rationale ?? '');
}

/** The gross margin's label: a figure that follows from the price and the variable cost, never entered. */
export const GROSS_MARGIN_LABEL = 'Gross margin';

/**
 * The assumptions behind a model, shared by the screen and the text download, money in the model's
 * currency. Takes a partial set too, while the model's answer streams in: only entries whose
 * number has arrived are listed.
 */
export function assumptionLines(assumptions: DeepPartial<Proposal & Pick<Assumptions, 'costs'>>): {
  drivers: AssumptionLine[];
  costs: AssumptionLine[];
} {
  const currency = assumptions.currency ?? DEFAULT_CURRENCY;
  const drivers: AssumptionLine[] = [];
  for (const [key, label, format] of SCALAR_ASSUMPTIONS) {
    const entry = assumptions[key];
    if (typeof entry?.value === 'number')
      drivers.push({ label, value: format(entry.value, currency), rationale: entry.rationale ?? '' });
    // Beside the variable cost, once both numbers it follows from are known.
    const price = assumptions.monthlyPricePerCustomer?.value;
    const variable = assumptions.variableCostPerCustomer?.value;
    if (key === 'variableCostPerCustomer' && typeof price === 'number' && typeof variable === 'number' && price > 0) {
      const structure = {
        monthlyPricePerCustomer: { value: price },
        variableCostPerCustomer: { value: variable },
        currency,
      };
      drivers.push({
        label: GROSS_MARGIN_LABEL,
        value: formatPercent(grossMarginOf(structure)),
        rationale: grossMarginRationale(structure),
      });
    }
  }
  const costs: AssumptionLine[] = [];
  for (const cost of assumptions.costs ?? []) {
    if (cost.name && typeof cost.monthlyAmount === 'number')
      costs.push({
        label: cost.name,
        value: formatMoneyPerMonth(cost.monthlyAmount, currency),
        rationale: costRationale(cost),
      });
  }
  return { drivers, costs };
}
