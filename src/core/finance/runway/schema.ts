/**
 * The runway's assumptions, defined once in zod (issue 27): starting cash, funding events, a hiring
 * plan, the buffer past break-even and the founders' ownership. Types are inferred; amounts are in
 * whole units of the venture's currency (currency.ts), never converted.
 */
import * as z from 'zod/mini';
import {
  DEFAULT_BUFFER_MONTHS,
  DEFAULT_FOUNDER_OWNERSHIP_PERCENT,
  ROLE_TITLE_MAX,
  RUNWAY_BOUNDS,
  type RunwayBoundKey,
} from './bounds';

/** A number within the bounds of `key`; the bounds reach the model as minimum and maximum. */
const bounded = (key: RunwayBoundKey, description: string) =>
  z.number().check(z.gte(RUNWAY_BOUNDS[key].min), z.lte(RUNWAY_BOUNDS[key].max), z.describe(description));

export const equityRoundSchema = z.object({
  kind: z.literal('equity'),
  amount: bounded('fundingAmount', 'Cash raised, in whole units of the currency.'),
  month: bounded('fundingMonth', 'The month the cash arrives.'),
  preMoneyValuation: bounded('preMoneyValuation', 'The company’s value before the round.'),
});

/** Repaid in equal monthly instalments of interest and principal (an annuity), from the month after it arrives. */
export const loanSchema = z.object({
  kind: z.literal('loan'),
  amount: bounded('fundingAmount', 'Cash borrowed, in whole units of the currency.'),
  month: bounded('fundingMonth', 'The month the cash arrives.'),
  annualInterestPercent: bounded('annualInterestPercent', 'Nominal yearly interest, in percent.'),
  termMonths: bounded('termMonths', 'Months of instalments.'),
});

export const fundingEventSchema = z.discriminatedUnion('kind', [equityRoundSchema, loanSchema]);

export const roleSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(ROLE_TITLE_MAX)),
  count: bounded('headcount', 'People in this role.'),
  monthlySalary: bounded('monthlySalary', 'Gross salary of one person for one month.'),
  startMonth: bounded('startMonth', 'The first month they are paid.'),
  employerCostPercent: bounded('employerCostPercent', 'Employer taxes and benefits on top of the salary, in percent.'),
});

export const runwayInputsSchema = z.object({
  startingCash: bounded('startingCash', 'Cash in the bank before Month 1.'),
  fundingEvents: z
    .array(fundingEventSchema)
    .check(z.minLength(RUNWAY_BOUNDS.fundingEventCount.min), z.maxLength(RUNWAY_BOUNDS.fundingEventCount.max)),
  hiringPlan: z
    .array(roleSchema)
    .check(z.minLength(RUNWAY_BOUNDS.roleCount.min), z.maxLength(RUNWAY_BOUNDS.roleCount.max)),
  bufferMonths: z._default(bounded('bufferMonths', 'Months past break-even the raise covers.'), DEFAULT_BUFFER_MONTHS),
  founderOwnershipPercent: z._default(
    bounded('founderOwnershipPercent', 'The founders’ share before any round, in percent.'),
    DEFAULT_FOUNDER_OWNERSHIP_PERCENT,
  ),
});

export type EquityRound = z.infer<typeof equityRoundSchema>;
export type Loan = z.infer<typeof loanSchema>;
export type FundingEvent = z.infer<typeof fundingEventSchema>;
export type Role = z.infer<typeof roleSchema>;
/** As entered: the buffer and the ownership may be left out for their defaults. */
export type RunwayInputsInput = z.input<typeof runwayInputsSchema>;
export type RunwayInputs = z.output<typeof runwayInputsSchema>;
