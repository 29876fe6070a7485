/**
 * The ask, as the model states it (issue 27, "The ask is the model's"): how much to raise, what it
 * buys and what it costs the founders, derived from the runway engine so the deck, the plan and
 * the venture's facts say the same. The raise is the funding need when there is one (the smallest
 * raise that keeps cash at or above zero through break-even plus the buffer); otherwise the
 * founder's planned rounds, when they plan any; otherwise nothing is asked.
 */
import { HORIZON_MONTHS } from '../bounds';
import type { RoundDilution } from './dilution';
import type { UseOfFunds } from './funding';
import type { RunwayModel } from './recompute';
import type { FundingEvent } from './schema';

export interface Ask {
  raise: number;
  /** Months the cash lasts with the raise: through Month `runwayMonths` (HORIZON + 1 when past the projection). */
  runwayMonths: number;
  breakEvenMonth: number | null;
  bufferMonths: number;
  /** True when the raise is the founder's planned rounds, false when it is the model's funding need. */
  planned: boolean;
  useOfFunds: UseOfFunds;
  /** The planned equity rounds' dilution; none for a funding need, which has no valuation yet. */
  dilution: RoundDilution[];
}

export function askOf(runway: RunwayModel, events: readonly FundingEvent[], bufferMonths: number): Ask | null {
  const common = { breakEvenMonth: runway.breakEvenMonth, bufferMonths, useOfFunds: runway.useOfFunds };
  const need = runway.fundingNeed;
  if (need.amount > 0)
    return { ...common, raise: need.amount, runwayMonths: need.windowEnd, planned: false, dilution: [] };
  const planned = events.reduce((total, event) => total + event.amount, 0);
  if (planned === 0) return null;
  const lasts = runway.cashOutMonth === null ? HORIZON_MONTHS + 1 : runway.cashOutMonth - 1;
  return { ...common, raise: planned, runwayMonths: lasts, planned: true, dilution: runway.dilution };
}
