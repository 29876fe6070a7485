import { useId } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import type { Competitor } from '@/core/tools/market-research/client';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { PointList } from './point-list';

/** Each competitor by name, with its strengths and weaknesses. */
export function CompetitorList({ competitors }: { competitors: readonly DeepPartial<Competitor>[] }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      {competitors.map((competitor, index) => (
        <Card key={index} role="group" aria-labelledby={`${id}-${index}`} className="bg-base-50">
          <CardHeader>
            <CardTitle id={`${id}-${index}`} className="text-base">
              {competitor.name || '\u00a0'}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 text-sm text-base-600 sm:grid-cols-2">
            <PointList title="Strengths" points={competitor.strengths} path={['competitors', index, 'strengths']} />
            <PointList title="Weaknesses" points={competitor.weaknesses} path={['competitors', index, 'weaknesses']} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
