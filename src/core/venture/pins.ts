/**
 * A founder's pinned value for a fact, checked like an assumption: a number within the fact's
 * bounds, whole where the fact counts something, and refused with a message that says why in the
 * fact's own unit. The model's assumptions keep the engine's bounds (finance/bounds.ts).
 */
import { ASSUMPTION_BOUNDS, HORIZON_MONTHS } from '../finance/bounds';
import { currencyAffixes, DEFAULT_CURRENCY, type Currency } from '../finance/currency';
import { FACT_LABELS, FACT_UNITS, type FactId, type FactPin } from './fact-kinds';

interface PinBounds {
  min: number;
  max: number;
  /** How the range reads: "Between $1 and $50,000 per customer per month". */
  hint: string;
}

/** Money is written in the venture's currency: `$` stands for its prefix ("€", "CHF "). */
const money = (suffix = '') => ({ prefix: '$', suffix });
const BIG_MONEY = 1_000_000_000_000;

/** Each fact's range, and how its numbers are written in a message. */
const PIN_BOUNDS: Record<FactId, { min: number; max: number; prefix?: string; suffix?: string }> = {
  price: { ...ASSUMPTION_BOUNDS.monthlyPricePerCustomer, ...money(' per customer per month') },
  startingCustomers: { ...ASSUMPTION_BOUNDS.startingCustomers, suffix: ' customers' },
  launchMonth: { min: 1, max: HORIZON_MONTHS, prefix: 'Month ' },
  customersMonth12: { min: 0, max: 100_000_000, suffix: ' customers' },
  monthlyGrowth: { ...ASSUMPTION_BOUNDS.monthlyGrowthPercent, suffix: '% per month' },
  monthlyChurn: { ...ASSUMPTION_BOUNDS.monthlyChurnPercent, suffix: '% per month' },
  grossMargin: { min: 0, max: 100, suffix: '%' },
  cac: { ...ASSUMPTION_BOUNDS.customerAcquisitionCost, ...money(' per customer') },
  ltv: { min: 0, max: 100_000_000, ...money(' per customer') },
  ltvCac: { min: 0, max: 1_000, suffix: ':1' },
  year1Revenue: { min: 0, max: BIG_MONEY, ...money(' a year') },
  year2Revenue: { min: 0, max: BIG_MONEY, ...money(' a year') },
  year3Revenue: { min: 0, max: BIG_MONEY, ...money(' a year') },
  breakEvenMonth: { min: 1, max: HORIZON_MONTHS, prefix: 'Month ' },
  burnRate: { min: 0, max: BIG_MONEY, ...money(' a month') },
  marketSize: { min: 1_000, max: 1_000 * BIG_MONEY, ...money(' a year') },
  tam: { min: 1_000, max: 1_000 * BIG_MONEY, ...money(' a year') },
  sam: { min: 1_000, max: 1_000 * BIG_MONEY, ...money(' a year') },
  som: { min: 1_000, max: 1_000 * BIG_MONEY, ...money(' a year') },
  raise: { min: 1_000, max: 10 * 1_000_000_000, ...money() },
  fundingMonth: { min: 1, max: HORIZON_MONTHS, prefix: 'Month ' },
  runwayMonths: { min: 1, max: 120, suffix: ' months' },
  cashOutMonth: { min: 1, max: HORIZON_MONTHS, prefix: 'Month ' },
  teamSize: { min: 1, max: 100_000, suffix: ' people' },
};

/** Facts that count whole things, or name a month: a pin of 2.5 of them means nothing. */
const WHOLE: ReadonlySet<string> = new Set(['count', 'month']);

const prefixOf = (id: FactId, currency: Currency) => {
  const prefix = PIN_BOUNDS[id].prefix ?? '';
  return prefix === '$' ? currencyAffixes(currency).prefix : prefix;
};

const written = (id: FactId, value: number, currency: Currency) =>
  `${prefixOf(id, currency)}${value.toLocaleString('en-US')}${PIN_BOUNDS[id].suffix ?? ''}`;

/** "$1 and $50,000 per customer per month", "5% and 95%": a unit in words is said once, at the end. */
function range(id: FactId, currency: Currency): string {
  const { min, max, suffix = '' } = PIN_BOUNDS[id];
  const low = suffix.startsWith(' ')
    ? `${prefixOf(id, currency)}${min.toLocaleString('en-US')}`
    : written(id, min, currency);
  return `${low} and ${written(id, max, currency)}`;
}

/** The range a pin of `id` may take, for the input's hint and its min and max; money in the venture's `currency`. */
export function pinBounds(id: FactId, currency: Currency = DEFAULT_CURRENCY): PinBounds {
  const { min, max } = PIN_BOUNDS[id];
  return { min, max, hint: `Between ${range(id, currency)}` };
}

export type PinCheck = { ok: true; value: number } | { ok: false; message: string };

/** Whether `value` may be pinned as `id`; the message names the fact and its range. */
export function checkPin(id: FactId, value: number, currency: Currency = DEFAULT_CURRENCY): PinCheck {
  const label = FACT_LABELS[id];
  if (!Number.isFinite(value)) return { ok: false, message: `${label} must be a number.` };
  const { min, max } = PIN_BOUNDS[id];
  if (value < min || value > max) return { ok: false, message: `${label} must be between ${range(id, currency)}.` };
  if (WHOLE.has(FACT_UNITS[id]) && !Number.isInteger(value))
    return { ok: false, message: `${label} must be a whole number.` };
  return { ok: true, value };
}

/** A pin's number, whether stored bare or with the time it was pinned; undefined when not pinned. */
export const pinValue = (pin: FactPin | undefined): number | undefined =>
  pin === undefined ? undefined : typeof pin === 'number' ? pin : pin.value;
