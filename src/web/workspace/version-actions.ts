import type { SavedDocument } from '@/core/workspace/schema';
import { toast } from '@/web/components/ui/toaster';
import { workspaceApi } from './api';
import { messageOf, summaryOf, type SavedWork } from './saved-state';
import { WORKSPACE_TEXTS } from './texts';

/** The toasts of Undo and Restore (docs/product.md §13), loaded with them rather than with the tool page. */
export const VERSION_TEXTS = {
  undone: { title: 'Edit Undone', description: 'Your last saved edit was taken back. It stays in History.' },
  restored: { title: 'Version Restored', description: 'It is now the newest version. Nothing was deleted.' },
  earlierFailed: 'Earlier versions could not be loaded. Try again.',
} as const;

/** Brings a version back as the newest and shows it; null (and the Not Saved toast) when that failed. */
export async function restoreVersion(
  { setSaved, show }: Pick<SavedWork, 'setSaved' | 'show'>,
  id: string,
  version: number,
): Promise<SavedDocument | null> {
  try {
    const restored = await workspaceApi.restoreVersion(id, version);
    setSaved((old) => ({
      ...old,
      documents: old.documents.map((item) => (item.id === restored.id ? summaryOf(restored) : item)),
    }));
    show(restored);
    return restored;
  } catch (failure) {
    toast.error(WORKSPACE_TEXTS.notSaved, { description: messageOf(failure) });
    return null;
  }
}
