/**
 * What each equity round costs the founders:
 *
 *   post-money          pre-money valuation + amount
 *   dilution            amount ÷ post-money: the new investors' share, strictly between 0 and 1
 *                       for any amount above 0 (the pre-money is at least 1)
 *   founders after      founders before × (1 − dilution), compounding round after round in the
 *                       order the cash arrives (the order entered on the same month)
 *
 * Ownership is kept unrounded (percent); a display rounds it.
 */
import type { EquityRound, FundingEvent } from './schema';

/** The share of the company a round of `amount` at `preMoneyValuation` sells, from 0 to 1. */
export function dilutionOf(amount: number, preMoneyValuation: number): number {
  return amount / (preMoneyValuation + amount);
}

export interface RoundDilution {
  round: EquityRound;
  postMoneyValuation: number;
  dilution: number;
  founderPercentBefore: number;
  founderPercentAfter: number;
}

/** Each equity round in the order its cash arrives, with the founders' ownership before and after it. */
export function dilutionByRound(events: readonly FundingEvent[], founderOwnershipPercent: number): RoundDilution[] {
  const rounds = events
    .filter((event): event is EquityRound => event.kind === 'equity')
    .map((round, order) => ({ round, order }))
    .sort((a, b) => a.round.month - b.round.month || a.order - b.order);
  let founders = founderOwnershipPercent;
  return rounds.map(({ round }) => {
    const dilution = dilutionOf(round.amount, round.preMoneyValuation);
    const before = founders;
    founders = before * (1 - dilution);
    return {
      round,
      postMoneyValuation: round.preMoneyValuation + round.amount,
      dilution,
      founderPercentBefore: before,
      founderPercentAfter: founders,
    };
  });
}
