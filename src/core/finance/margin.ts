/**
 * One consistent cost structure (docs/decisions.md): the variable cost per customer is entered, and
 * the gross margin follows from it and the price, so the two can never disagree.
 *
 *   gross margin   (price − variable cost) ÷ price, shown in percent to a tenth
 *   LTV            (price − variable cost) ÷ monthly churn, in whole dollars, never below $0
 */
import { DEFAULT_CURRENCY, formatMoney, formatMoneyPerMonth, type Currency } from './currency';
import { formatPercent } from './money';

interface CostStructure {
  monthlyPricePerCustomer: { value: number };
  variableCostPerCustomer: { value: number };
  /** The model's currency; dollars for a model saved before it had one. */
  currency?: Currency;
}

/** The gross margin in percent, to a tenth: what is left of the price after serving the customer. */
export function grossMarginOf({ monthlyPricePerCustomer, variableCostPerCustomer }: CostStructure): number {
  const price = monthlyPricePerCustomer.value;
  return Math.round(((price - variableCostPerCustomer.value) / price) * 1000) / 10;
}

/** How the derived margin's rationale begins: a margin saved with it was derived, not entered. */
export const DERIVED_MARGIN_PREFIX = 'Follows from the price and the variable cost:';

/** Why the gross margin reads as it does: its rationale, stated from the two numbers it follows from. */
export function grossMarginRationale(assumptions: CostStructure): string {
  const price = assumptions.monthlyPricePerCustomer.value;
  const variable = assumptions.variableCostPerCustomer.value;
  const money = (amount: number) => formatMoney(amount, assumptions.currency ?? DEFAULT_CURRENCY);
  return `${DERIVED_MARGIN_PREFIX} (${money(price)} − ${money(variable)}) ÷ ${money(price)}.`;
}

/**
 * The warning a model whose variable cost is at or above its price carries: each customer costs
 * more to serve than they pay, so the margin is zero or negative and LTV is $0. Null otherwise.
 */
export function costStructureWarning(assumptions: CostStructure): string | null {
  const price = assumptions.monthlyPricePerCustomer.value;
  const variable = assumptions.variableCostPerCustomer.value;
  if (variable < price) return null;
  const currency = assumptions.currency ?? DEFAULT_CURRENCY;
  const perMonth = (amount: number) => formatMoneyPerMonth(amount, currency);
  return (
    `The variable cost (${perMonth(variable)} per customer) is at or above the price (${perMonth(price)}): ` +
    `the gross margin is ${formatPercent(grossMarginOf(assumptions))}, so every customer loses money and LTV is ${formatMoney(0, currency)}. ` +
    'Lower the variable cost or raise the price.'
  );
}
