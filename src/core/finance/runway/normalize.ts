/**
 * The runway's assumptions as every computation takes them: each number rounded to its precision
 * (whole units, whole months, tenths of a percent) and within its bounds, lists cut to their
 * maximum length, defaults filled in. Like the engine's NormalizedAssumptions, a brand says so.
 */
import { boundRunway, DEFAULT_BUFFER_MONTHS, DEFAULT_FOUNDER_OWNERSHIP_PERCENT, RUNWAY_BOUNDS } from './bounds';
import type { FundingEvent, Role, RunwayInputs, RunwayInputsInput } from './schema';

declare const normalized: unique symbol;
export type NormalizedRunwayInputs = RunwayInputs & { readonly [normalized]: true };

function normalizeEvent(event: FundingEvent): FundingEvent {
  const amount = boundRunway('fundingAmount', event.amount);
  const month = boundRunway('fundingMonth', event.month);
  return event.kind === 'equity'
    ? { kind: 'equity', amount, month, preMoneyValuation: boundRunway('preMoneyValuation', event.preMoneyValuation) }
    : {
        kind: 'loan',
        amount,
        month,
        annualInterestPercent: boundRunway('annualInterestPercent', event.annualInterestPercent),
        termMonths: boundRunway('termMonths', event.termMonths),
      };
}

function normalizeRole(role: Role): Role {
  return {
    title: role.title,
    count: boundRunway('headcount', role.count),
    monthlySalary: boundRunway('monthlySalary', role.monthlySalary),
    startMonth: boundRunway('startMonth', role.startMonth),
    employerCostPercent: boundRunway('employerCostPercent', role.employerCostPercent),
  };
}

export function normalizeRunwayInputs(input: RunwayInputsInput): NormalizedRunwayInputs {
  return {
    startingCash: boundRunway('startingCash', input.startingCash),
    fundingEvents: input.fundingEvents.slice(0, RUNWAY_BOUNDS.fundingEventCount.max).map(normalizeEvent),
    hiringPlan: input.hiringPlan.slice(0, RUNWAY_BOUNDS.roleCount.max).map(normalizeRole),
    bufferMonths: boundRunway('bufferMonths', input.bufferMonths ?? DEFAULT_BUFFER_MONTHS),
    founderOwnershipPercent: boundRunway(
      'founderOwnershipPercent',
      input.founderOwnershipPercent ?? DEFAULT_FOUNDER_OWNERSHIP_PERCENT,
    ),
  } as NormalizedRunwayInputs;
}
