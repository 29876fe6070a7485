/**
 * The card look as plain class lists: the Card components merge them with a caller's classes
 * (tailwind-merge); the landing page uses them as they are, so it ships without tailwind-merge.
 */
export const cardClasses = {
  root: 'rounded-xl border border-base-200 bg-white shadow-sm',
  header: 'flex flex-col gap-1.5 p-6 pb-3',
  title: 'text-lg font-semibold leading-tight text-base-900',
  content: 'p-6 pt-0',
  footer: 'flex flex-wrap items-center gap-2 p-6 pt-0',
} as const;
