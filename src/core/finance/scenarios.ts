/**
 * What a founder does with a generated model: edit its assumptions, go back to the proposal, and
 * compare scenarios. Every figure is recomputed by the engine, in the browser as on the server.
 *
 * A scenario is stored as changes relative to the Base (docs/decisions.md, "Scenarios stay true"):
 * a rule the Base's values go through, and values set by hand. Resolving it against the Base gives
 * its assumptions, so editing the Base moves every scenario with it.
 */
import { SCENARIO_FACTOR, type ScalarKey } from './bounds';
import {
  breakEvenText,
  buildFinancialModel,
  computeFigures,
  normalizeAssumptions,
  type NormalizedAssumptions,
} from './engine';
import { DEFAULT_CURRENCY, formatMoney, type Currency } from './currency';
import { formatPercent } from './money';
import type { Assumptions, AssumptionsInput, FinancialModel, Scenario, ScenarioRule, ScenarioValues } from './schema';

/** What the screen calls the assumptions every other figure comes from. */
const BASE_SCENARIO = 'Base';

/** The two scenarios a model starts with, each a rule relative to the Base. */
export const SCENARIO_RULES = [
  { name: 'Conservative', rule: { direction: 'conservative', factor: SCENARIO_FACTOR } },
  { name: 'Optimistic', rule: { direction: 'optimistic', factor: SCENARIO_FACTOR } },
] as const satisfies readonly { name: string; rule: ScenarioRule }[];

/**
 * What a rule scales, and which way: Optimistic multiplies growth by the factor and divides churn
 * and CAC by it; Conservative the reverse. Price, starting customers, variable cost and the fixed
 * costs stay the Base's.
 */
export const RULE_KEYS = ['monthlyGrowthPercent', 'monthlyChurnPercent', 'customerAcquisitionCost'] as const;
export type RuleKey = (typeof RULE_KEYS)[number];
const WITH_THE_FACTOR: Record<RuleKey, boolean> = {
  monthlyGrowthPercent: true,
  monthlyChurnPercent: false,
  customerAcquisitionCost: false,
};
const READ: Record<RuleKey, (value: number, currency: Currency) => string> = {
  monthlyGrowthPercent: formatPercent,
  monthlyChurnPercent: formatPercent,
  customerAcquisitionCost: formatMoney,
};

const multiplies = (rule: ScenarioRule, key: RuleKey) => (rule.direction === 'optimistic') === WITH_THE_FACTOR[key];

/** The rule's subsets of parameters, largest first: what the rule falls back through. */
const FALLBACKS: readonly (readonly RuleKey[])[] = [0, 1, 2, 3, 4, 5, 6, 7]
  .map((mask) => RULE_KEYS.filter((_, bit) => (mask & (1 << bit)) === 0))
  .sort((a, b) => b.length - a.length);

/** A break-even month in order, never reaching it last. */
const breakEvenOrder = (assumptions: NormalizedAssumptions) =>
  computeFigures(assumptions).breakEvenMonth ?? Number.POSITIVE_INFINITY;

/** The Base's values through the rule, scaling only `scaled`; the others stay the Base's and say why. */
function applyRule(base: NormalizedAssumptions, name: string, rule: ScenarioRule, scaled: readonly RuleKey[]) {
  const changed: Assumptions = { ...base };
  const side = rule.direction === 'optimistic' ? 'later' : 'earlier';
  for (const key of RULE_KEYS) {
    const op = multiplies(rule, key) ? '×' : '÷';
    const value = base[key].value;
    changed[key] = scaled.includes(key)
      ? {
          value: multiplies(rule, key) ? value * rule.factor : value / rule.factor,
          rationale: `${name}: the Base's ${READ[key](value, base.currency)} ${op} ${rule.factor}.`,
        }
      : {
          value,
          rationale: `${name}: as the Base, since ${op} ${rule.factor} here would break even ${side} than the Base.`,
        };
  }
  return normalizeAssumptions(changed);
}

/**
 * The Base through the rule. Optimistic never breaks even after the Base, nor Conservative before
 * it: the rule moves growth, churn and CAC each the scenario's way, and where rounding to whole
 * customers and dollars would still cross the Base's break-even, the fewest parameters fall back
 * to the Base's values (all of them at worst, which is the Base itself).
 */
export function deriveByRule(base: NormalizedAssumptions, name: string, rule: ScenarioRule) {
  const baseOrder = breakEvenOrder(base);
  for (const scaled of FALLBACKS) {
    const derived = applyRule(base, name, rule, scaled);
    const order = breakEvenOrder(derived);
    if (rule.direction === 'optimistic' ? order <= baseOrder : order >= baseOrder)
      return { assumptions: derived, held: RULE_KEYS.filter((key) => !scaled.includes(key)) };
  }
  return { assumptions: applyRule(base, name, rule, []), held: [...RULE_KEYS] };
}

/** A scenario against the Base: its assumptions, the values set by hand, and the rule's values held at the Base's. */
export interface ResolvedScenario {
  name: string;
  assumptions: NormalizedAssumptions;
  set: (ScalarKey | 'costs')[];
  held: RuleKey[];
}

export function resolveScenario(base: AssumptionsInput, scenario: Scenario): ResolvedScenario {
  const normalized = normalizeAssumptions(base);
  const derived = scenario.rule
    ? deriveByRule(normalized, scenario.name, scenario.rule)
    : { assumptions: normalized, held: [] };
  const set = setKeys(scenario.set);
  return {
    name: scenario.name,
    assumptions: normalizeAssumptions({ ...derived.assumptions, ...scenario.set }),
    set,
    held: derived.held,
  };
}

const setKeys = (set: ScenarioValues | undefined) =>
  Object.entries(set ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key as ScalarKey | 'costs');

/** Conservative and Optimistic, derived by their rules from whatever the Base is. */
export function derivedScenarios(): Scenario[] {
  return SCENARIO_RULES.map(({ name, rule }) => ({ name, rule: { ...rule } }));
}

/** The few figures the scenario table compares. */
export interface ScenarioOutcome {
  year1Revenue: number;
  year2Revenue: number;
  year3Revenue: number;
  breakEvenMonth: number | null;
}

export function scenarioOutcome(assumptions: AssumptionsInput): ScenarioOutcome {
  const { year1Revenue, year2Revenue, year3Revenue, breakEvenMonth } = computeFigures(
    normalizeAssumptions(assumptions),
  );
  return { year1Revenue, year2Revenue, year3Revenue, breakEvenMonth };
}

/** What an edit sends and a model is rebuilt from: the figures are never taken from it. */
export interface ModelEdit {
  assumptions: AssumptionsInput;
  proposal?: AssumptionsInput;
  scenarios?: Scenario[];
}

/** A scenario as saved: its name trimmed, its hand-set values rounded and bounded as the engine does. */
function cleanScenario(base: AssumptionsInput, scenario: Scenario): Scenario {
  const keys = setKeys(scenario.set);
  const bounded = normalizeAssumptions({ ...base, ...scenario.set });
  const set = Object.fromEntries(keys.map((key) => [key, bounded[key]])) as ScenarioValues;
  return {
    name: scenario.name.trim(),
    ...(scenario.rule ? { rule: scenario.rule } : {}),
    ...(keys.length > 0 ? { set } : {}),
  };
}

/**
 * The model from its assumptions, with the proposal it started from and its scenarios, every
 * figure computed afresh. A model saved before edits existed gets its assumptions as the proposal
 * and the derived scenarios.
 */
export function modelFromEdit({ assumptions, proposal, scenarios }: ModelEdit): FinancialModel {
  const model = buildFinancialModel(assumptions);
  return {
    ...model,
    proposal: normalizeAssumptions(proposal ?? assumptions),
    scenarios: (scenarios ?? derivedScenarios()).map((scenario) => cleanScenario(model.assumptions, scenario)),
  };
}

/** The Base and the model's scenarios resolved against it (the derived ones for a model saved before scenarios existed), in order. */
export function scenariosOf(
  model: Pick<FinancialModel, 'assumptions' | 'scenarios'>,
): { name: string; assumptions: Assumptions }[] {
  return [
    { name: BASE_SCENARIO, assumptions: model.assumptions },
    ...(model.scenarios ?? derivedScenarios()).map((scenario) => resolveScenario(model.assumptions, scenario)),
  ];
}

/** The comparison's rows: each figure's name and how it reads, as the screen and the files show it. */
const SCENARIO_ROWS = [
  ['Year 1 revenue', (outcome: ScenarioOutcome, currency: Currency) => formatMoney(outcome.year1Revenue, currency)],
  ['Year 2 revenue', (outcome: ScenarioOutcome, currency: Currency) => formatMoney(outcome.year2Revenue, currency)],
  ['Year 3 revenue', (outcome: ScenarioOutcome, currency: Currency) => formatMoney(outcome.year3Revenue, currency)],
  ['Break-even', (outcome: ScenarioOutcome) => breakEvenText(outcome.breakEvenMonth)],
] as const;

/** The scenarios side by side: a header of names, then one row per figure. */
export function scenarioTable(model: Pick<FinancialModel, 'assumptions' | 'scenarios'>): {
  header: string[];
  rows: string[][];
} {
  const scenarios = scenariosOf(model);
  const outcomes = scenarios.map((scenario) => scenarioOutcome(scenario.assumptions));
  return {
    header: ['', ...scenarios.map((scenario) => scenario.name)],
    rows: SCENARIO_ROWS.map(([label, read]) => [
      label,
      ...outcomes.map((outcome) => read(outcome, model.assumptions.currency ?? DEFAULT_CURRENCY)),
    ]),
  };
}
