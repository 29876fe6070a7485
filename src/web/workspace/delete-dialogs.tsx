import { lazyDialog } from '@/web/lib/lazy-dialog';
import type { DeleteVentureDialogProps } from './delete-venture-dialog';
import type { DeleteDataDialogProps } from './delete-data-dialog';

/** Delete Venture (delete-venture-dialog.tsx), loaded when the page is idle or on its first open. */
export const DeleteVentureDialog = lazyDialog<DeleteVentureDialogProps>(() =>
  import('./delete-venture-dialog').then((module) => module.DeleteVentureDialog),
);

/** Delete All My Data (delete-data-dialog.tsx), loaded the same way. */
export const DeleteDataDialog = lazyDialog<DeleteDataDialogProps>(() =>
  import('./delete-data-dialog').then((module) => module.DeleteDataDialog),
);
