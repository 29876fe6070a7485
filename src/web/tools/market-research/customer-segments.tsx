import { useId } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { CustomerSegment } from '@/core/tools/market-research/client';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EditablePart } from '@/web/editing/part-editing';
import { FigureText } from '@/web/generator/figure-marks';

/** One card per customer segment, with its characteristics and pain points, and Edit for all three. */
export function CustomerSegments({ segments }: { segments: readonly DeepPartial<CustomerSegment>[] }) {
  const id = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0">
      {segments.map((segment, index) => (
        <EditablePart key={index} path={['customerSegments', index]}>
          {(edit) => (
            <Card role="group" aria-labelledby={`${id}-${index}`} className="bg-base-50">
              <CardHeader
                className={edit ? 'flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2' : undefined}
              >
                <CardTitle id={`${id}-${index}`} className="min-w-0 break-words text-base">
                  {segment.segment ? (
                    <FigureText path={['customerSegments', index, 'segment']} text={segment.segment} />
                  ) : (
                    '\u00a0'
                  )}
                </CardTitle>
                {edit}
              </CardHeader>
              <CardContent className="flex flex-col gap-3 text-sm">
                {segment.characteristics && (
                  <div>
                    <h4 className="font-semibold text-base-800">Characteristics</h4>
                    <p className="mt-1 text-base-600">
                      <FigureText
                        path={['customerSegments', index, 'characteristics']}
                        text={segment.characteristics}
                      />
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
          )}
        </EditablePart>
      ))}
    </div>
  );
}
