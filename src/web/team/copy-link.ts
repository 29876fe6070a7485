import { toast } from '@/web/components/ui/toaster';

/** Copies a link the owner hands over, saying so; where the clipboard is refused, asks them to copy it. */
export async function copyLink(link: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    toast.success(copied);
  } catch {
    toast.error('Could not copy the link. Select it and copy it yourself.');
  }
}
