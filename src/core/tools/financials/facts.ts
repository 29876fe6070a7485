/**
 * The venture's facts a saved model gives (its `facts`, read by core/venture/facts.ts): computed by
 * the engine from the model's assumptions, never read from its stored figures.
 */
import { buildFinancialModel } from '../../finance/engine';
import { HORIZON_MONTHS } from '../../finance/bounds';
import type { Assumptions, FinancialModel } from '../../finance/schema';
import { askOf } from '../../finance/runway/ask';
import { runwayOf, type RunwayModel } from '../../finance/runway/recompute';
import { fundingNeedStatement, needSentence } from '../../finance/runway/sentences';
import type { FactId, FactPins } from '../../venture/fact-kinds';
import { makeFact, type FactSource, type VentureFact } from '../../venture/facts';
import { pinValue } from '../../venture/pins';

/** "Month 3", "Months 3 and 18", "Months 3, 9 and 18". */
function monthsText(months: readonly number[]): string {
  if (months.length < 2) return `Month ${months[0] ?? ''}`;
  return `Months ${months.slice(0, -1).join(', ')} and ${months[months.length - 1] ?? ''}`;
}

/** The month of each funding event the founder planned, as one fact (none without events). */
function fundingMonthFact(events: readonly { month: number }[], source: FactSource): VentureFact[] {
  const months = [...new Set(events.map((event) => event.month))].sort((a, b) => a - b);
  const [first] = months;
  if (first === undefined) return [];
  const made = makeFact('fundingMonth', first, source);
  return [months.length > 1 ? { ...made, values: months, display: monthsText(months) } : made];
}

/**
 * With no funding of the founder's, the raise is the model's funding need, and the runway it buys
 * is what the raise would bring: the cash-out month is without it, and says so ("Cash runs out:
 * Month 1" beside "Runway with the raise: more than 36 months" read as a contradiction).
 */
function cashOutFact(fact: VentureFact, runway: RunwayModel): VentureFact {
  return runway.funding.planned > 0 ? fact : { ...fact, note: 'Without new money.' };
}

/**
 * The raise (with the funding need beside it), the runway it buys and, without new money, the
 * month cash runs out (finance/runway/ask.ts). The raise is the model's (a pin then overrides it as
 * any fact); the runway is the one the raise the venture states buys, a pinned raise included.
 */
function askFacts(assumptions: Assumptions, pins: FactPins, source: FactSource): VentureFact[] {
  const runway = runwayOf(assumptions);
  const ask = askOf(runway);
  const stated = askOf(runway, pinValue(pins.raise));
  const need = needSentence(
    fundingNeedStatement(runway.funding, assumptions.funding.fundingEvents, assumptions.currency),
  );
  const made = (id: FactId, value: number) => makeFact(id, value, source, assumptions.currency);
  return [
    ...(ask ? [{ ...made('raise', ask.raise), note: need }] : []),
    ...(stated ? [made('runwayMonths', stated.runwayMonths)] : []),
    ...(runway.cashOutMonth === null ? [] : [cashOutFact(made('cashOutMonth', runway.cashOutMonth), runway)]),
  ];
}

/** The model's facts: its assumptions and what the engine computes from them, the ask, the funding's months. */
export function modelFacts(model: FinancialModel, source: FactSource, pins: FactPins): VentureFact[] {
  const { figures, assumptions } = buildFinancialModel(model.assumptions);
  // The first month with paying customers: the model's launch (Month 1 whenever it starts with some).
  const launch = figures.months.find((month) => month.customers > 0)?.month;
  const values: [FactId, number][] = [
    ['price', assumptions.monthlyPricePerCustomer.value],
    ['startingCustomers', assumptions.startingCustomers.value],
    ...(launch === undefined ? [] : ([['launchMonth', launch]] as [FactId, number][])),
    ['customersMonth12', figures.months[11]?.customers ?? 0],
    ['monthlyGrowth', assumptions.monthlyGrowthPercent.value],
    ['monthlyChurn', assumptions.monthlyChurnPercent.value],
    ['grossMargin', assumptions.grossMarginPercent.value],
    ['cac', figures.cac],
    ['ltv', figures.ltv],
    ['ltvCac', figures.ltvCacRatio],
    ['year1Revenue', figures.year1Revenue],
    ['year2Revenue', figures.year2Revenue],
    ['year3Revenue', figures.year3Revenue],
    // Never reached within the projection: the first month past it, so "Beyond 36 months" states it.
    ['breakEvenMonth', figures.breakEvenMonth ?? HORIZON_MONTHS + 1],
    ['burnRate', figures.burnRate],
  ];
  const made = values.map(([id, value]) => makeFact(id, value, source, assumptions.currency));
  return [
    ...made,
    ...askFacts(assumptions, pins, source),
    ...fundingMonthFact(assumptions.funding.fundingEvents, source),
  ];
}
