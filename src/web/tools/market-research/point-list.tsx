import { cn } from '@/web/lib/cn';

/** A titled bullet list of short points (competitor strengths, SWOT entries). */
export function PointList({
  title,
  points,
  className,
}: {
  title?: string;
  points: readonly string[] | undefined;
  className?: string;
}) {
  if (!points || points.length === 0) return null;
  return (
    <div className={className}>
      {title && <h4 className="font-semibold text-base-800">{title}</h4>}
      <ul className={cn('list-disc space-y-1 pl-5', title && 'mt-1')}>
        {points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
    </div>
  );
}
