import { useId } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import { SWOT_QUADRANTS, type Swot } from '@/core/tools/market-research/client';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { EditablePart } from '@/web/editing/part-editing';
import { cn } from '@/web/lib/cn';
import { PointList } from './point-list';

/** A colour per quadrant, so the four read apart at a glance; the titles carry the meaning. */
const COLOURS: Record<keyof Swot, string> = {
  strengths: 'border-success-200 bg-success-50 text-success-900',
  weaknesses: 'border-danger-200 bg-danger-50 text-danger-900',
  opportunities: 'border-info-200 bg-info-50 text-info-900',
  threats: 'border-warning-200 bg-warning-50 text-warning-900',
};

/** The SWOT analysis as four coloured cards: Strengths, Weaknesses, Opportunities, Threats; each with Edit. */
export function SwotGrid({ swot }: { swot: DeepPartial<Swot> | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SWOT_QUADRANTS.map(({ key, title }) => (
        <EditablePart key={key} path={['swot', key]}>
          {(edit) => (
            <Card role="group" aria-labelledby={`${id}-${key}`} className={cn('shadow-none', COLOURS[key])}>
              <CardHeader
                className={edit ? 'flex-row flex-wrap items-start justify-between gap-x-4 gap-y-2' : undefined}
              >
                <CardTitle id={`${id}-${key}`} className="min-w-0 break-words text-base text-inherit">
                  {title}
                </CardTitle>
                {edit}
              </CardHeader>
              <CardContent className="text-sm">
                <PointList points={swot?.[key]} path={['swot', key]} />
              </CardContent>
            </Card>
          )}
        </EditablePart>
      ))}
    </div>
  );
}
