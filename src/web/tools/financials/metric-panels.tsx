import { costStructureWarning } from '@/core/finance/margin';
import type { FinancialModel } from '@/core/tools/financials/client';
import { cn } from '@/web/lib/cn';
import { MetricCard } from './metric-card';
import { currencyName } from './money-units';

const VERDICT_STYLE: Record<FinancialModel['figures']['verdict'], string> = {
  'Excellent ratio': 'bg-success-50 text-success-700 ring-success-200',
  'Good ratio': 'bg-warning-50 text-warning-800 ring-warning-200',
  'Below target ratio': 'bg-danger-50 text-danger-700 ring-danger-200',
};

const grid = 'grid gap-4 md:grid-cols-3';

/** Key Metrics: CAC, LTV, and the LTV:CAC ratio with its verdict. */
export function KeyMetricsPanel({ model }: { model: FinancialModel }) {
  const { verdict } = model.figures;
  const warning = costStructureWarning(model.assumptions);
  return (
    <div className={grid}>
      {warning && <p className="text-sm font-medium text-danger-700 md:col-span-3">{warning}</p>}
      <MetricCard
        title="CAC"
        value={model.metrics.cac}
        description="Customer acquisition cost: what it takes to win one customer."
      />
      <MetricCard
        title="LTV"
        value={model.metrics.ltv}
        description="Customer lifetime value: (monthly price − variable cost) ÷ monthly churn, the gross margin a customer leaves over their lifetime."
      />
      <MetricCard
        title="LTV:CAC Ratio"
        value={model.metrics.ltvCacRatio}
        description={`Lifetime value for each ${currencyName(model.assumptions.currency)} spent to win a customer.`}
      >
        <p className={cn('mt-1 w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', VERDICT_STYLE[verdict])}>
          {verdict}
        </p>
      </MetricCard>
    </div>
  );
}

/** Expenses: fixed, variable and burn rate. */
export function ExpensesPanel({ model }: { model: FinancialModel }) {
  return (
    <div className={grid}>
      <MetricCard
        title="Fixed Expenses"
        value={model.expenses.fixed}
        description="Regular monthly expenses: the costs you listed."
      />
      <MetricCard
        title="Variable Expenses"
        value={model.expenses.variable}
        description="Per-customer costs to serve each customer."
      />
      <MetricCard
        title="Burn Rate"
        value={model.expenses.burnRate}
        description="Monthly cash outflow, averaged over Year 1, customer acquisition included."
      />
    </div>
  );
}

/** Break-Even: when revenue first covers every cost, and how much revenue that takes. */
export function BreakEvenPanel({ model }: { model: FinancialModel }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MetricCard
        title="Time to Break-Even"
        value={model.breakEven.timeframe}
        description="The first month revenue covers fixed, variable and acquisition costs."
      />
      <MetricCard
        title="Revenue Required"
        value={model.breakEven.revenueRequired}
        description="Monthly revenue needed to cover all expenses."
      />
    </div>
  );
}
