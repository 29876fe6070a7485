import { assumptionLines, type AssumptionLine } from '@/core/tools/financials/assumption-lines';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { Assumptions } from '@/core/tools/financials/client';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

function Lines({ lines }: { lines: AssumptionLine[] }) {
  return (
    <dl className="divide-y divide-base-100">
      {lines.map((line, index) => (
        <div key={index} className="grid gap-1 py-2 sm:grid-cols-[14rem_8rem_1fr] sm:gap-4">
          <dt className="font-medium text-base-800">{line.label}</dt>
          <dd className="tabular-nums text-base-900">{line.value}</dd>
          <dd className="text-base-600">{line.rationale}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The assumptions the figures come from, each with its rationale; fills in while they stream. */
export function AssumptionsList({
  assumptions,
  streaming = false,
}: {
  assumptions: DeepPartial<Assumptions>;
  streaming?: boolean;
}) {
  const { drivers, costs } = assumptionLines(assumptions);
  if (drivers.length === 0 && costs.length === 0) return null;
  return (
    <Card aria-busy={streaming}>
      <CardHeader>
        <CardTitle>Assumptions</CardTitle>
        <p className="text-sm text-base-600">
          {streaming
            ? 'Proposed so far; the figures are computed from them once all have arrived.'
            : 'Every figure above is computed from these.'}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <Lines lines={drivers} />
        {costs.length > 0 && (
          <div>
            <h4 className="font-semibold text-base-800">Monthly costs</h4>
            <Lines lines={costs} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
