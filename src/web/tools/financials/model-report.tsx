import { RotateCcw } from 'lucide-react';
import type { Ref } from 'react';
import { financialsClient, type FinancialModel } from '@/core/tools/financials/client';
import { Button } from '@/web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import { ResultHeader } from '@/web/generator/result-header';
import type { ModelEdit } from '@/core/finance/scenarios';
import type { AutosaveStatus } from '@/web/workspace/use-autosave';
import { AssumptionsCard } from './assumptions-card';
import { ScenariosCard } from './scenarios-card';
import { BreakEvenPanel, ExpensesPanel, KeyMetricsPanel } from './metric-panels';
import { RevenuePanel } from './revenue-panel';

/** The four tabs, Revenue first (docs/product.md §2, docs/product.md §4). */
const TABS = [
  { value: 'revenue', label: 'Revenue', Panel: RevenuePanel },
  { value: 'metrics', label: 'Key Metrics', Panel: KeyMetricsPanel },
  { value: 'expenses', label: 'Expenses', Panel: ExpensesPanel },
  { value: 'break-even', label: 'Break-Even', Panel: BreakEvenPanel },
] as const;

interface ModelReportProps {
  model: FinancialModel;
  /** Back to the form, with the last inputs. */
  onNewModel: () => void;
  /** An edit of the assumptions, the proposal or the scenarios; the view recomputes and saves it. */
  onEdit: (edit: ModelEdit) => void;
  saveStatus: AutosaveStatus;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The generated model: heading with Download Model, the tabs, the assumptions behind them (each
 * editable, with Reset to AI Proposal), and the scenarios beside the Base.
 */
export function ModelReport({ model, onNewModel, onEdit, saveStatus, headingRef }: ModelReportProps) {
  const edit = { assumptions: model.assumptions, proposal: model.proposal, scenarios: model.scenarios };
  return (
    <section aria-label="Financial model" className="flex flex-col gap-4">
      <ResultHeader title="Financial Model" tool={financialsClient} result={model} headingRef={headingRef}>
        <Button variant="ghost" onClick={onNewModel}>
          <RotateCcw aria-hidden="true" />
          New Model
        </Button>
      </ResultHeader>
      <Tabs defaultValue="revenue">
        <TabsList aria-label="Financial model sections">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value}>
            <Panel model={model} />
          </TabsContent>
        ))}
      </Tabs>
      <AssumptionsCard
        assumptions={model.assumptions}
        proposal={model.proposal ?? model.assumptions}
        onChange={(assumptions) => onEdit({ ...edit, assumptions })}
        saveStatus={saveStatus}
      />
      <ScenariosCard model={model} onChange={(scenarios) => onEdit({ ...edit, scenarios })} />
    </section>
  );
}
