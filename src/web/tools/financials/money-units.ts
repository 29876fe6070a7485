/**
 * The model's currency on the screen: units beside inputs and amounts in hints. The bounds in core
 * write money units in dollars ("$ per month", docs/product.md's texts); a model in another
 * currency reads the same unit with its own symbol ("€ per month"). Nothing is converted.
 */
import type { ScalarKey } from '@/core/finance/bounds';
import { currencySymbol, formatMoney, formatMoneyPerMonth, type Currency } from '@/core/finance/currency';
import { formatPercent } from '@/core/finance/money';

/** "$ per month" in `currency`: "€ per month", "CHF per month". */
export function unitIn(unit: string, currency: Currency): string {
  return unit.replace('$', currencySymbol(currency));
}

const names = new Map<Currency, string>();
/** The currency's name in a sentence, one unit of it: "US dollar", "euro", "Japanese yen". */
export function currencyName(currency: Currency): string {
  let name = names.get(currency);
  if (!name) {
    const parts = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'name',
      maximumFractionDigits: 0,
    }).formatToParts(1);
    name = parts.find((part) => part.type === 'currency')?.value ?? currency;
    names.set(currency, name);
  }
  return name;
}

/** How a currency is offered in a list: "Euro (EUR)". */
export function currencyOption(currency: Currency): string {
  return `${new Intl.DisplayNames('en', { type: 'currency' }).of(currency) ?? currency} (${currency})`;
}

/** How each scalar assumption reads in a sentence, in the model's currency ("€100/month", "12%"). */
const READ: Record<ScalarKey, (value: number, currency: Currency) => string> = {
  monthlyPricePerCustomer: formatMoneyPerMonth,
  startingCustomers: (value) => value.toLocaleString('en-US'),
  monthlyGrowthPercent: formatPercent,
  monthlyChurnPercent: formatPercent,
  customerAcquisitionCost: formatMoney,
  variableCostPerCustomer: formatMoneyPerMonth,
};

export function readAssumption(key: ScalarKey, value: number, currency: Currency): string {
  return READ[key](value, currency);
}
