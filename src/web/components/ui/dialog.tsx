import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from './radix-dialog';

const RadixDialog = lazy(() => import('./radix-dialog'));

/**
 * A modal dialog (radix-dialog.tsx), loaded the first time it opens: a tool page shows none when
 * it loads, so Radix's dialog, focus trap and scroll lock stay out of its first download (README,
 * Performance). Once opened it stays mounted, so it closes with focus returned as Radix does.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  ) : null;
}
