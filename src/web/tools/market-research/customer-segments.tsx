import { useId } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { CustomerSegment } from '@/core/tools/market-research/client';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { FigureText } from '@/web/generator/figure-marks';

/** One card per customer segment, with its characteristics and pain points. */
export function CustomerSegments({ segments }: { segments: readonly DeepPartial<CustomerSegment>[] }) {
  const id = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {segments.map((segment, index) => (
        <Card key={index} role="group" aria-labelledby={`${id}-${index}`} className="bg-base-50">
          <CardHeader>
            <CardTitle id={`${id}-${index}`} className="text-base">
              {segment.segment || '\u00a0'}
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-3 text-sm">
            {segment.characteristics && (
              <div>
                <h4 className="font-semibold text-base-800">Characteristics</h4>
                <p className="mt-1 text-base-600">
                  <FigureText path={['customerSegments', index, 'characteristics']} text={segment.characteristics} />
                </p>
              </div>
            )}
            {segment.painPoints && (
              <div>
                <h4 className="font-semibold text-base-800">Pain Points</h4>
                <p className="mt-1 text-base-600">
                  <FigureText path={['customerSegments', index, 'painPoints']} text={segment.painPoints} />
                </p>
              </div>
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
