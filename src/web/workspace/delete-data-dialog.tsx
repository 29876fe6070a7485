import { useState } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { workspaceApi } from './api';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

export interface DeleteDataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Delete All My Data: erases the workspace on the server and forgets its cookie, after a confirmation. */
export function DeleteDataDialog({ open, onOpenChange }: DeleteDataDialogProps) {
  const workspace = useWorkspace();
  const [busy, setBusy] = useState(false);

  const erase = async () => {
    setBusy(true);
    try {
      await workspaceApi.deleteWorkspace();
      onOpenChange(false);
      toast.success(WORKSPACE_TEXTS.erased, { description: 'Every venture, result and saved idea was deleted.' });
      await workspace.refresh();
    } catch (failure) {
      toast.error(WORKSPACE_TEXTS.notDeleted, {
        description: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete All My Data"
      description="Every venture, saved result and saved idea in this browser's workspace is deleted for good. Export Workspace first to keep a copy."
    >
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button className="bg-danger-700 hover:bg-danger-800" disabled={busy} onClick={() => void erase()}>
          Delete Everything
        </Button>
      </div>
    </Dialog>
  );
}
