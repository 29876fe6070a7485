/**
 * Reading scenarios saved before they were relative to the Base, when each was a whole copy of the
 * assumptions. A copy becomes changes: a value equal to what the Base gives now follows the Base; a
 * value that differs is kept as set by hand, so nothing the founder saved is lost. Conservative and
 * Optimistic keep their rule where their growth and churn are still what the old rule gave.
 */
import { ASSUMPTION_BOUNDS, clamp, roundFor, SCENARIO_FACTOR, type ScalarKey } from './bounds';

interface Valued {
  value: number;
  rationale: string;
}
interface CostLike {
  name: string;
  monthlyAmount: number;
}
type AssumptionsLike = Record<ScalarKey, Valued> & { costs: CostLike[] };

/** The rules copies were derived by before: growth and churn scaled, nothing else. */
const OLD_RULES = {
  Conservative: { direction: 'conservative', monthlyGrowthPercent: 0.6, monthlyChurnPercent: 1.3 },
  Optimistic: { direction: 'optimistic', monthlyGrowthPercent: 1.4, monthlyChurnPercent: 0.7 },
} as const;

const SCALARS = Object.keys(ASSUMPTION_BOUNDS).filter(
  (key): key is ScalarKey => key !== 'costMonthlyAmount' && key !== 'costCount',
);

const sameCosts = (a: readonly CostLike[], b: readonly CostLike[]) =>
  a.length === b.length &&
  a.every((cost, index) => cost.name === b[index]?.name && cost.monthlyAmount === b[index]?.monthlyAmount);

/** A scenario saved as a copy, as changes relative to `base`. */
export function scenarioFromCopy<A extends AssumptionsLike>(
  base: A,
  copy: { name: string; assumptions: A },
): { name: string; rule?: { direction: 'conservative' | 'optimistic'; factor: number }; set?: Partial<A> } {
  const old = copy.name === 'Conservative' || copy.name === 'Optimistic' ? OLD_RULES[copy.name] : undefined;
  const expected = (key: ScalarKey) => {
    const factor = old && (key === 'monthlyGrowthPercent' || key === 'monthlyChurnPercent') ? old[key] : 1;
    return clamp(roundFor(key, base[key].value * factor), ASSUMPTION_BOUNDS[key]);
  };
  const set: Partial<A> = {};
  for (const key of SCALARS) {
    if (copy.assumptions[key].value !== expected(key)) Object.assign(set, { [key]: copy.assumptions[key] });
  }
  if (!sameCosts(copy.assumptions.costs, base.costs)) Object.assign(set, { costs: copy.assumptions.costs });
  return {
    name: copy.name,
    ...(old ? { rule: { direction: old.direction, factor: SCENARIO_FACTOR } } : {}),
    ...(Object.keys(set).length > 0 ? { set } : {}),
  };
}
