import { useId } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { Competitor } from '@/core/tools/market-research/client';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EditablePart } from '@/web/editing/part-editing';
import { FigureText } from '@/web/generator/figure-marks';
import { PointList } from './point-list';

/** Each competitor by name, with its strengths and weaknesses, and Edit for all three. */
export function CompetitorList({ competitors }: { competitors: readonly DeepPartial<Competitor>[] }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      {competitors.map((competitor, index) => (
        <EditablePart key={index} path={['competitors', index]}>
          {(edit) => (
            <Card role="group" aria-labelledby={`${id}-${index}`} className="bg-base-50">
              <CardHeader
                className={edit ? 'flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2' : undefined}
              >
                <CardTitle id={`${id}-${index}`} className="min-w-0 break-words text-base">
                  {competitor.name ? (
                    <FigureText path={['competitors', index, 'name']} text={competitor.name} />
                  ) : (
                    '\u00a0'
                  )}
                </CardTitle>
                {edit}
              </CardHeader>
              <CardContent className="grid gap-4 text-sm text-base-600 sm:grid-cols-2">
                <PointList title="Strengths" points={competitor.strengths} path={['competitors', index, 'strengths']} />
                <PointList
                  title="Weaknesses"
                  points={competitor.weaknesses}
                  path={['competitors', index, 'weaknesses']}
                />
              </CardContent>
            </Card>
          )}
        </EditablePart>
      ))}
    </div>
  );
}
