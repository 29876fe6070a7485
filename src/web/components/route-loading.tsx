import { Spinner } from '@/web/components/ui/spinner';

/** Shown while a screen's code loads (each dashboard screen is its own chunk). */
export function RouteLoading() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center gap-2 text-sm text-base-500">
      <Spinner />
      Loading...
    </div>
  );
}
