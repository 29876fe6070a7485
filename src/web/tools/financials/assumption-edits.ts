import { ASSUMPTION_BOUNDS, type ScalarKey } from '@/core/finance/bounds';
import type { Role } from '@/core/finance/runway/schema';
import { SCALAR_ASSUMPTIONS } from '@/core/tools/financials/assumption-lines';
import type { Assumptions, CostAssumption } from '@/core/tools/financials/client';

/** What a cost the founder adds starts as; its rationale says who set it. */
const NEW_COST: CostAssumption = { name: 'New cost', monthlyAmount: 0, rationale: 'Added by the founder.' };

export function withScalar(assumptions: Assumptions, key: ScalarKey, value: number): Assumptions {
  return { ...assumptions, [key]: { ...assumptions[key], value } };
}

export function withCost(assumptions: Assumptions, index: number, change: Partial<CostAssumption>): Assumptions {
  return {
    ...assumptions,
    // The line says it was edited: its rationale was the AI's for what it was.
    costs: assumptions.costs.map((cost, at) => (at === index ? { ...cost, ...change, edited: true } : cost)),
  };
}

/** One more cost line, while the model takes more. */
export function withNewCost(assumptions: Assumptions): Assumptions {
  if (assumptions.costs.length >= ASSUMPTION_BOUNDS.costCount.max) return assumptions;
  return { ...assumptions, costs: [...assumptions.costs, NEW_COST] };
}

/** One cost line fewer; the model keeps at least one. */
export function withoutCost(assumptions: Assumptions, index: number): Assumptions {
  if (assumptions.costs.length <= ASSUMPTION_BOUNDS.costCount.min) return assumptions;
  return { ...assumptions, costs: assumptions.costs.filter((_, at) => at !== index) };
}

/**
 * Whether two sets of assumptions give the same numbers and names (rationales aside), the currency
 * and the hiring plan included. The funding is left out: it is the founder's, never proposed, so
 * Reset to AI Proposal leaves it as it is (runway-edits.ts).
 */
export function sameNumbers(a: Assumptions, b: Assumptions): boolean {
  return (
    SCALAR_ASSUMPTIONS.every(([key]) => a[key].value === b[key].value) &&
    a.costs.length === b.costs.length &&
    a.costs.every(
      (cost, index) => cost.name === b.costs[index]?.name && cost.monthlyAmount === b.costs[index]?.monthlyAmount,
    ) &&
    a.currency === b.currency &&
    a.hiringPlan.length === b.hiringPlan.length &&
    a.hiringPlan.every((role, index) => sameRole(role, b.hiringPlan[index]))
  );
}

const sameRole = (a: Role, b: Role | undefined) =>
  b !== undefined &&
  a.title === b.title &&
  a.count === b.count &&
  a.monthlySalary === b.monthlySalary &&
  a.startMonth === b.startMonth &&
  a.employerCostPercent === b.employerCostPercent;
