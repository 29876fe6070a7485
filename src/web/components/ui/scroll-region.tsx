import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

/**
 * Content that scrolls sideways on a narrow screen, such as a wide table: a named region that
 * takes focus, so the keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={cn(
        'overflow-x-auto border border-base-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500',
        className,
      )}
    >
      {children}
    </div>
  );
}
