/**
 * The whole runway model from one set of assumptions: what a screen, a document or an export reads
 * after every edit. Pure and cheap (npm run bench:recompute measures it beside the engine). The
 * identities it keeps are written down in ARCHITECTURE.md, "The runway engine".
 */
import { normalizeAssumptions, type NormalizedAssumptions } from '../engine';
import type { AssumptionsInput } from '../schema';
import { dilutionByRound, type RoundDilution } from './dilution';
import { fundingPlan, type FundingPlan } from './funding';
import { normalizeRunwayInputs, type NormalizedRunwayInputs } from './normalize';
import { burnMultiple, cacPaybackMonths, grossBurn, netBurn } from './runway';
import { buildStatements, type Statements } from './statements';

export interface RunwayAt {
  month: number;
  cashBalance: number;
  grossBurn: number;
  netBurn: number;
}

export interface RunwayModel {
  statements: Statements;
  breakEvenMonth: number | null;
  /** With the founder's funding; the runway is the months before it (`funding.runwayMonths`). */
  cashOutMonth: number | null;
  /** Runway, burn and cash in each month, index 0 being Month 1. */
  byMonth: RunwayAt[];
  cacPaybackMonths: number | null;
  /** Years 1 to 3. */
  burnMultiples: (number | null)[];
  /** The cash-out month, the runway, the funding need and what is still to raise: one computation (funding.ts). */
  funding: FundingPlan;
  dilution: RoundDilution[];
}

export function computeRunway(assumptions: NormalizedAssumptions, inputs: NormalizedRunwayInputs): RunwayModel {
  const statements = buildStatements(assumptions, inputs);
  const { months } = statements;
  const funding = fundingPlan(statements, inputs);
  return {
    statements,
    breakEvenMonth: funding.breakEvenMonth,
    cashOutMonth: funding.cashOutMonth,
    byMonth: months.map((month) => ({
      month: month.month,
      cashBalance: month.cashBalance,
      grossBurn: grossBurn(month),
      netBurn: netBurn(month),
    })),
    cacPaybackMonths: cacPaybackMonths(assumptions),
    burnMultiples: [1, 2, 3].map((year) => burnMultiple(months, year * 12 - 11, year * 12)),
    funding,
    dilution: dilutionByRound(inputs.fundingEvents, inputs.founderOwnershipPercent),
  };
}

/**
 * The runway of a model's assumptions: its funding and its hiring plan (the same payroll the
 * engine counts in its costs, so break-even and the burn agree with the model's).
 */
export function runwayOf(input: AssumptionsInput): RunwayModel {
  const assumptions = normalizeAssumptions(input);
  return computeRunway(
    assumptions,
    normalizeRunwayInputs({ ...assumptions.funding, hiringPlan: assumptions.hiringPlan }),
  );
}
