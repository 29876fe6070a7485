import { ChevronDown, ChevronRight, Copy, RefreshCw, Trash2, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { SCENARIO_FACTOR } from '@/core/finance/bounds';
import { MAX_SCENARIOS, SCENARIO_NAME_MAX } from '@/core/finance/schema';
import { derivedScenarios, resolveScenario, scenarioTable, type ResolvedScenario } from '@/core/finance/scenarios';
import type { Assumptions, FinancialModel, Scenario } from '@/core/tools/financials/client';
import { handSetHints, withHandSet } from './scenario-edits';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { ScrollRegion } from '@/web/components/ui/scroll-region';
import { NameInput } from './name-input';
import { AssumptionsEditor } from './assumptions-editor';

const SCENARIOS_INTRO =
  `Other sets of assumptions beside the Base (the model above), kept relative to it: edit the Base and they move with it. ` +
  `Optimistic takes the Base's monthly growth ×${SCENARIO_FACTOR} and its churn and CAC ÷${SCENARIO_FACTOR}; Conservative the reverse. ` +
  'A value you set in a scenario stays as you set it, marked "Set by hand".';

/** Long labels wrap on a phone instead of running past the card. */
const WRAPPING = 'h-auto min-h-8 whitespace-normal py-1.5 text-left';

interface ScenariosCardProps {
  model: FinancialModel;
  onChange: (scenarios: Scenario[]) => void;
}

/**
 * Scenarios: the Base (the model above) and the others side by side, Year 1 to 3 revenue and
 * break-even; each other scenario can be renamed, edited, copied from the Base or removed.
 */
export function ScenariosCard({ model, onChange }: ScenariosCardProps) {
  const scenarios = model.scenarios ?? derivedScenarios();
  const [open, setOpen] = useState<number | null>(null);
  const change = (index: number, scenario: Scenario) =>
    onChange(scenarios.map((each, at) => (at === index ? scenario : each)));
  const remove = (index: number) => {
    setOpen(null);
    onChange(scenarios.filter((_, at) => at !== index));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Scenarios</CardTitle>
        <p className="text-sm text-base-600">{SCENARIOS_INTRO}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ScenarioTable model={model} />
        {scenarios.map((scenario, index) => (
          <ScenarioEditor
            key={index}
            scenario={scenario}
            base={model.assumptions}
            expanded={open === index}
            onToggle={() => setOpen((old) => (old === index ? null : index))}
            onChange={(next) => change(index, next)}
            onRemove={() => remove(index)}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            className={WRAPPING}
            disabled={scenarios.length >= MAX_SCENARIOS}
            onClick={() => {
              onChange([...scenarios, { name: `Scenario ${scenarios.length + 1}` }]);
              setOpen(scenarios.length);
            }}
          >
            <Copy aria-hidden="true" />
            Add Scenario from Base
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={WRAPPING}
            onClick={() => {
              setOpen(null);
              onChange(derivedScenarios());
            }}
          >
            <RefreshCw aria-hidden="true" />
            Derive Conservative and Optimistic Again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

interface ScenarioEditorProps {
  scenario: Scenario;
  /** The Base the scenario is resolved against. */
  base: Assumptions;
  expanded: boolean;
  onToggle: () => void;
  onChange: (scenario: Scenario) => void;
  onRemove: () => void;
}

/**
 * One scenario behind a disclosure button: its name, its assumptions as resolved against the Base
 * (a value changed here is set by hand, and says so), Follow the Base Again, Remove.
 */
function ScenarioEditor({ scenario, base, expanded, onToggle, onChange, onRemove }: ScenarioEditorProps) {
  const id = useId();
  const resolved: ResolvedScenario = resolveScenario(base, scenario);
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <div className="rounded-lg border border-base-200">
      <Button
        variant="ghost"
        className="w-full justify-start"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={onToggle}
      >
        <Chevron aria-hidden="true" />
        Edit {scenario.name}
      </Button>
      {expanded && (
        <div
          id={`${id}-panel`}
          role="group"
          aria-label={`${scenario.name} scenario`}
          className="flex flex-col gap-5 border-t border-base-200 p-4"
        >
          <NameInput
            label="Scenario name"
            value={scenario.name}
            maxLength={SCENARIO_NAME_MAX}
            className="max-w-xs"
            requiredMessage="Give the scenario a name."
            onName={(name) => onChange({ ...scenario, name })}
          />
          <AssumptionsEditor
            assumptions={resolved.assumptions}
            hints={handSetHints(resolved, base)}
            onChange={(assumptions) => onChange(withHandSet(scenario, resolved.assumptions, assumptions))}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              className={WRAPPING}
              disabled={resolved.set.length === 0}
              onClick={() => onChange({ name: scenario.name, ...(scenario.rule ? { rule: scenario.rule } : {}) })}
            >
              <Undo2 aria-hidden="true" />
              Follow the Base Again
            </Button>
            <Button variant="outline" size="sm" className={WRAPPING} onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove {scenario.name}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The Base and each scenario side by side: Year 1 to 3 revenue and break-even. */
function ScenarioTable({ model }: { model: FinancialModel }) {
  const table = scenarioTable(model);
  return (
    <ScrollRegion label="Scenarios compared" className="rounded-lg">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Revenue and break-even of each scenario</caption>
        <thead className="border-b border-base-200 bg-base-50 text-base-600">
          <tr>
            <td className="px-4 py-2" />
            {table.header.slice(1).map((name, index) => (
              <th key={index} scope="col" className="px-4 py-2 text-right font-medium">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-base-100">
          {table.rows.map(([label, ...values]) => (
            <tr key={label}>
              <th scope="row" className="px-4 py-2 font-medium text-base-800">
                {label}
              </th>
              {values.map((value, index) => (
                <td key={index} className="px-4 py-2 text-right tabular-nums text-base-900">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
