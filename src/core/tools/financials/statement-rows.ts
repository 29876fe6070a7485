/**
 * The profit and loss and the cash flow line by line, as the model's screen (the Cash & Runway tab)
 * and its PDF show them: the same lines in the same order, each amount in the model's currency.
 * The periods are the caller's (the screen: Months 1 to 12, Years 2 and 3; the PDF splits them).
 */
import { formatMoney, type Currency } from '../../finance/currency';
import type { StatementPeriod } from '../../finance/runway/statements';

export interface StatementRow {
  label: string;
  values: string[];
  /** A subtotal or total, set in bold. */
  total?: boolean;
}

/** The statements' lines over `periods`; `costLineNames` names each fixed cost line (the statements' own). */
export function statementLines(
  periods: readonly StatementPeriod[],
  costLineNames: readonly string[],
  currency: Currency,
): { profitAndLoss: StatementRow[]; cashFlow: StatementRow[] } {
  const row = (label: string, pick: (period: StatementPeriod) => number, total = false): StatementRow => ({
    label,
    values: periods.map((period) => formatMoney(pick(period), currency)),
    ...(total ? { total } : {}),
  });
  const profitAndLoss = [
    row('Revenue', (period) => period.revenue),
    row('Cost of revenue', (period) => period.costOfRevenue),
    row('Gross profit', (period) => period.grossProfit, true),
    row('Payroll', (period) => period.payroll),
    row('Marketing and acquisition', (period) => period.acquisition),
    ...costLineNames.map((name, line) => row(name, (period) => period.costLines[line] ?? 0)),
    row('Operating costs', (period) => period.operatingCosts, true),
    row('Operating profit', (period) => period.operatingProfit, true),
    row('Interest', (period) => period.interest),
    row('Net profit', (period) => period.netProfit, true),
  ];
  const cashFlow = [
    row('Net profit', (period) => period.netProfit),
    row('Equity in', (period) => period.equityIn),
    row('Loans in', (period) => period.loanIn),
    row('Loan repayments', (period) => -period.principalRepaid),
    row('Net cash flow', (period) => period.netCashFlow, true),
    row('Cash balance (end)', (period) => period.cashBalance, true),
  ];
  return { profitAndLoss, cashFlow };
}
