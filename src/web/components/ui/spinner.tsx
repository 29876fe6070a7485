import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

/**
 * A spinning icon; decorative, so the text beside it carries the meaning. `className` replaces the
 * default size. Plain clsx, not `cn`: the route fallback shows it, and the landing page's bundle
 * should not carry tailwind-merge for it.
 */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={clsx('animate-spin', className)} />;
}
