import { describe, expect, it } from 'vitest';
import { RUNWAY_BOUNDS } from './bounds';
import { normalizeRunwayInputs } from './normalize';
import { runwayInputsSchema } from './schema';

const inputs = {
  startingCash: 250_000,
  fundingEvents: [
    { kind: 'equity', amount: 1_000_000, month: 4, preMoneyValuation: 4_000_000 },
    { kind: 'loan', amount: 100_000, month: 1, annualInterestPercent: 8.5, termMonths: 36 },
  ],
  hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 7_000, startMonth: 3, employerCostPercent: 21 }],
};

describe('the runway’s assumptions', () => {
  it('take the buffer (6 months) and the founders’ ownership (100%) by default', () => {
    const parsed = runwayInputsSchema.parse(inputs);
    expect(parsed.bufferMonths).toBe(6);
    expect(parsed.founderOwnershipPercent).toBe(100);
    expect(runwayInputsSchema.parse({ ...inputs, bufferMonths: 0 }).bufferMonths).toBe(0);
  });

  it('refuse values out of bounds, unknown kinds and lists too long', () => {
    const refused = (value: unknown) => expect(runwayInputsSchema.safeParse(value).success).toBe(false);
    refused({ ...inputs, startingCash: -1 });
    refused({ ...inputs, startingCash: RUNWAY_BOUNDS.startingCash.max + 1 });
    refused({ ...inputs, fundingEvents: [{ ...inputs.fundingEvents[0], month: 37 }] });
    refused({ ...inputs, fundingEvents: [{ ...inputs.fundingEvents[1], annualInterestPercent: 41 }] });
    refused({ ...inputs, fundingEvents: [{ kind: 'grant', amount: 5, month: 1 }] });
    refused({ ...inputs, fundingEvents: new Array(7).fill(inputs.fundingEvents[0]) });
    refused({ ...inputs, hiringPlan: new Array(13).fill(inputs.hiringPlan[0]) });
    refused({ ...inputs, hiringPlan: [{ ...inputs.hiringPlan[0], employerCostPercent: 61 }] });
    refused({ ...inputs, hiringPlan: [{ ...inputs.hiringPlan[0], title: ' ' }] });
  });

  it('are normalised to whole units and tenths of a percent, within bounds', () => {
    const normalized = normalizeRunwayInputs({
      startingCash: 1_000.6,
      fundingEvents: [
        { kind: 'loan', amount: 0.2, month: 40, annualInterestPercent: 7.46, termMonths: 500 },
        { kind: 'equity', amount: 2e12, month: 0, preMoneyValuation: 0 },
      ],
      hiringPlan: [{ title: 'Ops', count: 0, monthlySalary: 4_000.4, startMonth: 2.6, employerCostPercent: 90 }],
      bufferMonths: 30,
      founderOwnershipPercent: 87.55,
    });
    expect(normalized).toEqual({
      startingCash: 1_001,
      fundingEvents: [
        { kind: 'loan', amount: 1, month: 36, annualInterestPercent: 7.5, termMonths: 120 },
        { kind: 'equity', amount: 1_000_000_000, month: 1, preMoneyValuation: 1 },
      ],
      hiringPlan: [{ title: 'Ops', count: 1, monthlySalary: 4_000, startMonth: 3, employerCostPercent: 60 }],
      bufferMonths: 24,
      founderOwnershipPercent: 87.6,
    });
    expect(normalizeRunwayInputs(runwayInputsSchema.parse(inputs)).bufferMonths).toBe(6);
  });
});
