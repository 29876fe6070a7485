import type { PartPath } from '@/core/venture/document-figures';
import { FigureText } from '@/web/generator/figure-marks';
import { cn } from '@/web/lib/cn';

/** A titled bullet list of short points (competitor strengths, SWOT entries). */
export function PointList({
  title,
  points,
  path,
  className,
}: {
  title?: string;
  points: readonly string[] | undefined;
  /** Where the list stands in the result, so its points' figures are marked. */
  path: PartPath;
  className?: string;
}) {
  if (!points || points.length === 0) return null;
  return (
    <div className={className}>
      {title && <h4 className="font-semibold text-base-800">{title}</h4>}
      <ul className={cn('list-disc space-y-1 pl-5', title && 'mt-1')}>
        {points.map((point, index) => (
          <li key={index}>{point && <FigureText path={[...path, index]} text={point} />}</li>
        ))}
      </ul>
    </div>
  );
}
