import { clsx } from 'clsx';

/** The product mark: a square with the letter V, then the name. Shared by header and footer. */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      {/* Decorative: the visible name beside it already gives the accessible name. */}
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-md bg-primary-600 text-base font-bold text-white"
      >
        V
      </span>
      <span className={inverted ? 'text-white' : 'text-base-900'}>Venturekit</span>
    </span>
  );
}
