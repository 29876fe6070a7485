import type { FinancialModel } from '@/core/tools/financials/client';
import { ScrollRegion } from '@/web/components/ui/scroll-region';
import { MetricCard } from './metric-card';
import { RevenueChart } from './revenue-chart';

/** Revenue: the Year 1 chart, its table, and the three yearly totals. */
export function RevenuePanel({ model }: { model: FinancialModel }) {
  const { year1, year2, year3 } = model.revenueProjections;
  const months = year1.monthly.map((row, index) => ({
    label: row.month,
    display: row.revenue,
    revenue: model.figures.months[index]?.revenue ?? 0,
  }));
  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-xl border border-base-200 bg-white p-4 shadow-sm">
        <RevenueChart months={months} currency={model.assumptions.currency} />
      </div>
      <ScrollRegion label="Year 1 revenue by month" className="rounded-xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Year 1 revenue and customers by month</caption>
          <thead className="border-b border-base-200 bg-base-50 text-base-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Month
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Revenue
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Customers
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-base-100">
            {year1.monthly.map((row) => (
              <tr key={row.month}>
                <th scope="row" className="px-4 py-2 font-normal text-base-800">
                  {row.month}
                </th>
                <td className="px-4 py-2 text-right tabular-nums text-base-900">{row.revenue}</td>
                <td className="px-4 py-2 text-right tabular-nums text-base-700">
                  {row.customers.toLocaleString('en-US')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="grid gap-4 md:grid-cols-3">
        <MetricCard title="Year 1 Total Revenue" value={year1.total} description="The twelve months above." />
        <MetricCard title="Year 2 Revenue" value={year2.revenue} description={`${year2.growth} growth over Year 1`} />
        <MetricCard title="Year 3 Revenue" value={year3.revenue} description={`${year3.growth} growth over Year 2`} />
      </div>
    </div>
  );
}
