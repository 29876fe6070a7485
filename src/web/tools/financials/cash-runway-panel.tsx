import { useMemo } from 'react';
import { formatMoney } from '@/core/finance/currency';
import { formatPercent } from '@/core/finance/money';
import { runwayOf, type RunwayModel } from '@/core/finance/runway/recompute';
import type { Assumptions, FinancialModel } from '@/core/tools/financials/client';
import { CashChart } from './cash-chart';
import { MetricCard } from './metric-card';
import { dilutionRows, runwayCards, STATEMENT_COLUMNS, statementRows } from './runway-report';
import { StatementTable } from './statement-table';

/**
 * Cash & Runway (issue 27): the cash balance over 36 months, the runway and funding cards, the
 * dilution of each equity round and the use of funds, then the profit and loss and the cash flow
 * (Months 1 to 12, Years 2 and 3). Its own chunk, with the runway engine: loaded when the tab opens.
 */
export default function CashRunwayPanel({ model }: { model: FinancialModel }) {
  const { assumptions } = model;
  const { currency } = assumptions;
  const runway = useMemo(() => runwayOf(assumptions), [assumptions]);
  const { profitAndLoss, cashFlow } = statementRows(runway, currency);
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl border border-base-200 bg-white p-4 shadow-sm">
        <CashChart balances={runway.byMonth.map((month) => month.cashBalance)} currency={currency} />
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {runwayCards(runway, assumptions.funding.bufferMonths, currency).map((card) => (
          <MetricCard key={card.title} {...card} />
        ))}
      </div>
      <FundingTables runway={runway} assumptions={assumptions} />
      <StatementTable
        caption="Profit and loss: Months 1 to 12, then Years 2 and 3"
        region="Profit and loss"
        corner="Line"
        columns={STATEMENT_COLUMNS}
        rows={profitAndLoss}
      />
      <StatementTable
        caption={`Cash flow: Months 1 to 12, then Years 2 and 3 (starting cash ${formatMoney(runway.statements.startingCash, currency)})`}
        region="Cash flow"
        corner="Line"
        columns={STATEMENT_COLUMNS}
        rows={cashFlow}
      />
    </div>
  );
}

/** What the spending through the funding window goes to, and what each equity round costs the founders. */
function FundingTables({ runway, assumptions }: { runway: RunwayModel; assumptions: Assumptions }) {
  const { currency } = assumptions;
  const { useOfFunds, fundingNeed } = runway;
  return (
    <>
      <StatementTable
        caption={`Use of funds, Months 1 to ${fundingNeed.windowEnd}`}
        region="Use of funds"
        corner="Category"
        columns={['Amount', 'Share']}
        rows={[
          ...useOfFunds.categories.map((category) => ({
            label: category.label,
            values: [formatMoney(category.amount, currency), `${category.percent}%`],
          })),
          {
            label: 'Total',
            values: [formatMoney(useOfFunds.total, currency), useOfFunds.total > 0 ? '100%' : '0%'],
            total: true,
          },
        ]}
      />
      {runway.dilution.length === 0 ? (
        <p className="text-sm text-base-600">
          No equity rounds: the founders keep {formatPercent(assumptions.funding.founderOwnershipPercent)}. Add one
          under Cash and Funding to see what it costs them.
        </p>
      ) : (
        <StatementTable
          caption="Dilution by equity round"
          region="Dilution by equity round"
          corner="Round"
          columns={['Amount', 'Post-money', 'Dilution', 'Founders after']}
          rows={dilutionRows(runway, currency)}
        />
      )}
    </>
  );
}
