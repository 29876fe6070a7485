/**
 * Edits of the runway's assumptions (issue 27): the hiring plan, the funding events and the cash
 * the founder has. Pure: each returns the assumptions changed, kept within the engine's counts.
 */
import { RUNWAY_BOUNDS } from '@/core/finance/runway/bounds';
import type { EquityRound, FundingEvent, Loan, Role } from '@/core/finance/runway/schema';
import type { Funding } from '@/core/finance/schema';
import type { Assumptions } from '@/core/tools/financials/client';

/** What a role the founder adds starts as: one person from Month 1, salary to fill in. */
export const NEW_ROLE: Role = { title: 'New role', count: 1, monthlySalary: 0, startMonth: 1, employerCostPercent: 20 };
/** A round or a loan as added: round numbers in Month 1, for the founder to change. */
export const NEW_EQUITY: EquityRound = { kind: 'equity', amount: 100_000, month: 1, preMoneyValuation: 900_000 };
export const NEW_LOAN: Loan = { kind: 'loan', amount: 50_000, month: 1, annualInterestPercent: 8, termMonths: 36 };

export function withRole(assumptions: Assumptions, index: number, change: Partial<Role>): Assumptions {
  return {
    ...assumptions,
    hiringPlan: assumptions.hiringPlan.map((role, at) => (at === index ? { ...role, ...change } : role)),
  };
}

/** One more role, while the plan takes more. */
export function withNewRole(assumptions: Assumptions): Assumptions {
  if (assumptions.hiringPlan.length >= RUNWAY_BOUNDS.roleCount.max) return assumptions;
  return { ...assumptions, hiringPlan: [...assumptions.hiringPlan, NEW_ROLE] };
}

export function withoutRole(assumptions: Assumptions, index: number): Assumptions {
  return { ...assumptions, hiringPlan: assumptions.hiringPlan.filter((_, at) => at !== index) };
}

export function withFunding(assumptions: Assumptions, change: Partial<Funding>): Assumptions {
  return { ...assumptions, funding: { ...assumptions.funding, ...change } };
}

/** Numbers of one round or loan; its kind never changes. */
export type EventChange = Partial<Omit<EquityRound, 'kind'>> | Partial<Omit<Loan, 'kind'>>;

/** A number of one event changed; its kind stays. */
export function withEvent(assumptions: Assumptions, index: number, change: EventChange): Assumptions {
  const fundingEvents = assumptions.funding.fundingEvents.map((event, at) =>
    at === index ? ({ ...event, ...change } as FundingEvent) : event,
  );
  return withFunding(assumptions, { fundingEvents });
}

/** One more round or loan, while the model takes more. */
export function withNewEvent(assumptions: Assumptions, event: FundingEvent): Assumptions {
  const { fundingEvents } = assumptions.funding;
  if (fundingEvents.length >= RUNWAY_BOUNDS.fundingEventCount.max) return assumptions;
  return withFunding(assumptions, { fundingEvents: [...fundingEvents, event] });
}

export function withoutEvent(assumptions: Assumptions, index: number): Assumptions {
  return withFunding(assumptions, { fundingEvents: assumptions.funding.fundingEvents.filter((_, at) => at !== index) });
}

/**
 * Reset to AI Proposal: the proposal's numbers, costs, hiring plan and currency. The cash and the
 * funding are the founder's (the AI never proposes them), so they stay as they are.
 */
export function resetToProposal(assumptions: Assumptions, proposal: Assumptions): Assumptions {
  return { ...proposal, funding: assumptions.funding };
}

/** How events are named on screen: "Equity round 2", "Loan 1", numbered within their kind. */
export function eventNames(events: readonly FundingEvent[]): string[] {
  const seen = { equity: 0, loan: 0 };
  return events.map((event) => {
    seen[event.kind] += 1;
    return `${event.kind === 'equity' ? 'Equity round' : 'Loan'} ${seen[event.kind]}`;
  });
}
