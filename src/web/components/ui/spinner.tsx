import { LoaderCircle } from 'lucide-react';
import { cn } from '@/web/lib/cn';

/** A spinning icon; decorative, so the text beside it carries the meaning. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}
