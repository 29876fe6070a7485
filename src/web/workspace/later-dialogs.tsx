import { lazyDialog } from '@/web/lib/lazy-dialog';
import type { DeleteVentureDialogProps } from './delete-venture-dialog';
import type { DeleteDataDialogProps } from './delete-data-dialog';
import type { VentureProfileDialogProps } from './venture-profile-dialog';

/*
 * The venture menu's dialogs, whose code no screen's first load carries: each fetched when the
 * browser is idle, or by its first open if that comes sooner (lazy-dialog.tsx).
 */

/** Delete Venture (delete-venture-dialog.tsx). */
export const DeleteVentureDialog = lazyDialog<DeleteVentureDialogProps>(() =>
  import('./delete-venture-dialog').then((module) => module.DeleteVentureDialog),
);

/** Delete All My Data (delete-data-dialog.tsx). */
export const DeleteDataDialog = lazyDialog<DeleteDataDialogProps>(() =>
  import('./delete-data-dialog').then((module) => module.DeleteDataDialog),
);

/** New Venture and Edit Venture Profile (venture-profile-dialog.tsx). */
export const VentureProfileDialog = lazyDialog<VentureProfileDialogProps>(() =>
  import('./venture-profile-dialog').then((module) => module.VentureProfileDialog),
);
