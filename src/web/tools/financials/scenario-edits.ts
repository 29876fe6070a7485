import type { ScalarKey } from '@/core/finance/bounds';
import type { ResolvedScenario } from '@/core/finance/scenarios';
import type { ScenarioValues } from '@/core/finance/schema';
import { SCALAR_ASSUMPTIONS } from '@/core/tools/financials/assumption-lines';
import type { Assumptions, Scenario } from '@/core/tools/financials/client';
import { readAssumption } from './money-units';

/** What a value the founder sets in a scenario says about itself. */
export const SET_BY_HAND = 'Set by hand.';

/**
 * The scenario after an edit on its screen: each number that now differs from what the scenario
 * resolved to is set by hand (and stays, whatever the Base does); changed costs are set as a list.
 */
export function withHandSet(scenario: Scenario, resolved: Assumptions, edited: Assumptions): Scenario {
  const set: ScenarioValues = { ...scenario.set };
  for (const [key] of SCALAR_ASSUMPTIONS) {
    if (edited[key].value !== resolved[key].value) set[key] = { value: edited[key].value, rationale: SET_BY_HAND };
  }
  if (JSON.stringify(edited.costs) !== JSON.stringify(resolved.costs)) set.costs = edited.costs;
  return { ...scenario, set };
}

/** "Set by hand (the Base: 12%)." under each value set by hand; the others read their rationale. */
export function handSetHints(resolved: ResolvedScenario, base: Assumptions): Partial<Record<ScalarKey, string>> {
  return Object.fromEntries(
    SCALAR_ASSUMPTIONS.filter(([key]) => resolved.set.includes(key)).map(([key]) => [
      key,
      `Set by hand (the Base: ${readAssumption(key, base[key].value, base.currency)}).`,
    ]),
  );
}
