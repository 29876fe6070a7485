/**
 * A change of the model's currency: a change of unit, never a conversion. The numbers stay; every
 * amount the rationales write in the old currency is written in the new one ("$54 a month" becomes
 * "€54 a month"), so no text on the screen or in the files still speaks the old unit.
 */
import { formatCompactMoney, formatMoney, type Currency } from '../../finance/currency';
import type { Assumptions } from '../../finance/schema';
import { scanAmounts } from '../../venture/figures/amounts';

/** `text` with each amount written in `from` (a bare "$" counts as dollars) written in `to`. */
export function relabelMoney(text: string, from: Currency, to: Currency): string {
  if (from === to) return text;
  let relabelled = '';
  let at = 0;
  for (const amount of scanAmounts(text)) {
    const currency = amount.currency;
    const written = currency && (currency.code === from || (currency.anyDollar === true && from === 'USD'));
    if (!written) continue;
    relabelled += text.slice(at, amount.start);
    // A scale ("$1.2M") keeps its brevity; a plain amount is written whole.
    relabelled += amount.scale > 1 ? formatCompactMoney(amount.value, to) : formatMoney(amount.value, to);
    at = amount.end;
  }
  return relabelled + text.slice(at);
}

/** The assumptions in `currency`: the same numbers, their rationales relabelled. */
export function withCurrency<A extends Pick<Assumptions, 'currency'> & Partial<Assumptions>>(
  assumptions: A,
  currency: Currency,
): A {
  const from = assumptions.currency;
  if (from === currency) return assumptions;
  const relabel = <T extends { rationale: string }>(line: T): T => ({
    ...line,
    rationale: relabelMoney(line.rationale, from, currency),
  });
  const scalars = (
    [
      'monthlyPricePerCustomer',
      'startingCustomers',
      'monthlyGrowthPercent',
      'monthlyChurnPercent',
      'customerAcquisitionCost',
      'variableCostPerCustomer',
      'grossMarginPercent',
    ] as const
  ).flatMap((key) => (assumptions[key] ? [[key, relabel(assumptions[key])]] : []));
  return {
    ...assumptions,
    ...Object.fromEntries(scalars),
    ...(assumptions.costs ? { costs: assumptions.costs.map(relabel) } : {}),
    currency,
  };
}
