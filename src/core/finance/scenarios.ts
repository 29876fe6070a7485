/**
 * What a founder does with a generated model: edit its assumptions, go back to the proposal, and
 * compare scenarios. Every figure is recomputed by the engine, in the browser as on the server.
 */
import { breakEvenText, buildFinancialModel, computeFigures, normalizeAssumptions } from './engine';
import { formatUsd } from './money';
import type { Assumptions, FinancialModel, Scenario } from './schema';

/** What the screen calls the assumptions every other figure comes from. */
const BASE_SCENARIO = 'Base';

/**
 * How the Conservative and Optimistic scenarios are derived from the Base: monthly growth and
 * churn scaled (growth ×0.6 and churn ×1.3; growth ×1.4 and churn ×0.7), everything else as in the
 * Base, then rounded and bounded as the engine does.
 */
export const SCENARIO_RULES = [
  { name: 'Conservative', growth: 0.6, churn: 1.3 },
  { name: 'Optimistic', growth: 1.4, churn: 0.7 },
] as const;

export function deriveScenario(base: Assumptions, rule: (typeof SCENARIO_RULES)[number]): Scenario {
  const scaled = (value: number, factor: number) => `${rule.name}: the Base's ${value}% × ${factor}.`;
  const growth = base.monthlyGrowthPercent.value;
  const churn = base.monthlyChurnPercent.value;
  return {
    name: rule.name,
    assumptions: normalizeAssumptions({
      ...base,
      monthlyGrowthPercent: { value: growth * rule.growth, rationale: scaled(growth, rule.growth) },
      monthlyChurnPercent: { value: churn * rule.churn, rationale: scaled(churn, rule.churn) },
    }),
  };
}

export function derivedScenarios(base: Assumptions): Scenario[] {
  return SCENARIO_RULES.map((rule) => deriveScenario(base, rule));
}

/** The few figures the scenario table compares. */
export interface ScenarioOutcome {
  year1Revenue: number;
  year2Revenue: number;
  year3Revenue: number;
  breakEvenMonth: number | null;
}

export function scenarioOutcome(assumptions: Assumptions): ScenarioOutcome {
  const { year1Revenue, year2Revenue, year3Revenue, breakEvenMonth } = computeFigures(
    normalizeAssumptions(assumptions),
  );
  return { year1Revenue, year2Revenue, year3Revenue, breakEvenMonth };
}

/** What an edit sends and a model is rebuilt from: the figures are never taken from it. */
export interface ModelEdit {
  assumptions: Assumptions;
  proposal?: Assumptions;
  scenarios?: Scenario[];
}

/**
 * The model from its assumptions, with the proposal it started from and its scenarios, every
 * figure computed afresh. A model saved before edits existed gets its assumptions as the proposal
 * and the derived scenarios.
 */
export function modelFromEdit({ assumptions, proposal, scenarios }: ModelEdit): FinancialModel {
  return {
    ...buildFinancialModel(assumptions),
    proposal: normalizeAssumptions(proposal ?? assumptions),
    scenarios: (scenarios ?? derivedScenarios(assumptions)).map((scenario) => ({
      name: scenario.name.trim(),
      assumptions: normalizeAssumptions(scenario.assumptions),
    })),
  };
}

/** The Base and the model's scenarios (the derived ones for a model saved before scenarios existed), in order. */
export function scenariosOf(model: Pick<FinancialModel, 'assumptions' | 'scenarios'>): Scenario[] {
  return [
    { name: BASE_SCENARIO, assumptions: model.assumptions },
    ...(model.scenarios ?? derivedScenarios(model.assumptions)),
  ];
}

/** The comparison's rows: each figure's name and how it reads, as the screen and the files show it. */
const SCENARIO_ROWS = [
  ['Year 1 revenue', (outcome: ScenarioOutcome) => formatUsd(outcome.year1Revenue)],
  ['Year 2 revenue', (outcome: ScenarioOutcome) => formatUsd(outcome.year2Revenue)],
  ['Year 3 revenue', (outcome: ScenarioOutcome) => formatUsd(outcome.year3Revenue)],
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
    rows: SCENARIO_ROWS.map(([label, read]) => [label, ...outcomes.map(read)]),
  };
}
