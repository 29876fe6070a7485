import { useMemo } from 'react';
import { formatMoney } from '@/core/finance/currency';
import { formatPercent } from '@/core/finance/money';
import { askOf } from '@/core/finance/runway/ask';
import { runwayOf, type RunwayModel } from '@/core/finance/runway/recompute';
import { askSentence, fundsSplitTitle } from '@/core/finance/runway/sentences';
import type { Assumptions, FinancialModel } from '@/core/tools/financials/client';
import { CashChart } from './cash-chart';
import { MetricCard } from './metric-card';
import { dilutionRows, runwayCards, STATEMENT_COLUMNS, statementRows } from './runway-report';
import { StatementTable } from './statement-table';

/**
 * Cash & Runway (issue 27): the cash balance over 36 months, the runway and funding cards, the
 * ask and the use of the raise, the dilution of each equity round, then the profit and loss and the cash flow
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
        {runwayCards(runway, assumptions.funding.fundingEvents, currency).map((card) => (
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

/** The ask and what the raise pays for, and what each equity round costs the founders. */
function FundingTables({ runway, assumptions }: { runway: RunwayModel; assumptions: Assumptions }) {
  const { currency } = assumptions;
  const ask = askOf(runway);
  return (
    <>
      {ask ? (
        <>
          <p className="text-sm font-medium text-base-800">The ask: {askSentence(ask, currency)}.</p>
          <StatementTable
            caption={fundsSplitTitle(ask.useOfFunds, currency)}
            region="Use of funds"
            corner="Category"
            columns={['Amount', 'Share']}
            rows={[
              ...ask.useOfFunds.categories.map((category) => ({
                label: category.label,
                values: [formatMoney(category.amount, currency), `${category.percent}%`],
              })),
              { label: 'Total', values: [formatMoney(ask.raise, currency), '100%'], total: true },
            ]}
          />
        </>
      ) : (
        <p className="text-sm text-base-600">
          Nothing to raise: the cash covers the plan and you plan no funding, so there is no use of funds to split.
        </p>
      )}
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
