import { useDeferredValue, lazy, Suspense, useEffect } from 'react';
import type { FinancialModel } from '@/core/tools/financials/client';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs';
import type { AutosaveStatus } from '@/web/workspace/use-autosave';
import { AssumptionsList } from './assumptions-list';
import { BreakEvenPanel, ExpensesPanel, KeyMetricsPanel } from './metric-panels';
import { RevenuePanel } from './revenue-panel';

const ModelEditing = lazy(() => import('./model-editing'));
const loadCashRunway = () => import('./cash-runway-panel');
const CashRunwayPanel = lazy(loadCashRunway);

/** Cash & Runway, loaded with the runway engine once the report is on screen; a line while it arrives. */
function CashRunwayTab({ model }: { model: FinancialModel }) {
  return (
    <Suspense fallback={<p className="text-sm text-base-600">Loading cash and runway…</p>}>
      <CashRunwayPanel model={model} />
    </Suspense>
  );
}

/** The four tabs, Revenue first (docs/product.md §2, docs/product.md §4), then Venturekit's Cash & Runway. */
const TABS = [
  { value: 'revenue', label: 'Revenue', Panel: RevenuePanel },
  { value: 'metrics', label: 'Key Metrics', Panel: KeyMetricsPanel },
  { value: 'expenses', label: 'Expenses', Panel: ExpensesPanel },
  { value: 'break-even', label: 'Break-Even', Panel: BreakEvenPanel },
  { value: 'cash-runway', label: 'Cash & Runway', Panel: CashRunwayTab },
] as const;

interface ModelReportProps {
  model: FinancialModel;
  /** The saved model on screen, whose assumptions carry comment threads. */
  documentId?: string;
  /** The model after an edit of its assumptions or scenarios, recomputed; the view shows and saves it. */
  onEdit: (model: FinancialModel) => void;
  saveStatus: AutosaveStatus;
}

/**
 * The generated model under its heading (which the view draws, financials-view.tsx): the tabs, the
 * assumptions behind them (each editable, with Reset to AI Proposal), and the scenarios beside the Base.
 */
export function ModelReport({ model, documentId, onEdit, saveStatus }: ModelReportProps) {
  // The figures follow the editor at a lower priority: a keystroke's render of the input is never
  // held up by the chart and the tables, which React renders in slices it can interrupt.
  const shown = useDeferredValue(model);
  // Fetched once the figures show, so the tab opens on its content.
  useEffect(() => {
    void loadCashRunway();
  }, []);
  return (
    <>
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
            <Panel model={shown} />
          </TabsContent>
        ))}
      </Tabs>
      {/* The editor arrives a moment after the figures: meanwhile the assumptions read as a list. */}
      <Suspense fallback={<AssumptionsList assumptions={model.assumptions} />}>
        <ModelEditing model={model} documentId={documentId} onChange={onEdit} saveStatus={saveStatus} />
      </Suspense>
    </>
  );
}
