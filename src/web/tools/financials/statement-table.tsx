import { ScrollRegion } from '@/web/components/ui/scroll-region';
import { cn } from '@/web/lib/cn';

export interface TableRow {
  label: string;
  values: readonly string[];
  total?: boolean;
}

interface StatementTableProps {
  /** The table's visible caption, which names it. */
  caption: string;
  /** The scroll region's name. */
  region: string;
  /** Column headers after the row headers' column, whose header is `corner`. */
  columns: readonly string[];
  corner: string;
  rows: readonly TableRow[];
}

/**
 * A table of amounts with row headers, in a focusable region that scrolls sideways on a phone (the
 * page itself never does); the row headers stay in view while it scrolls.
 */
export function StatementTable({ caption, region, columns, corner, rows }: StatementTableProps) {
  return (
    <ScrollRegion label={region} className="rounded-xl bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-3 pb-2 text-left font-semibold text-base-800">{caption}</caption>
        <thead className="border-b border-base-200 bg-base-50 text-base-600">
          <tr>
            <th scope="col" className="sticky left-0 bg-base-50 px-4 py-2 font-medium">
              {corner}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 text-right font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-base-100">
          {rows.map((row, index) => (
            <tr key={index} className={cn(row.total && 'font-semibold')}>
              <th
                scope="row"
                className={cn(
                  'sticky left-0 bg-white px-4 py-2 whitespace-nowrap text-base-800',
                  row.total ? 'font-semibold' : 'font-normal',
                )}
              >
                {row.label}
              </th>
              {row.values.map((value, column) => (
                <td key={column} className="px-4 py-2 text-right whitespace-nowrap tabular-nums text-base-900">
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
