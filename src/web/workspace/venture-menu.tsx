import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { Button } from '@/web/components/ui/button';
import { LazyMenu } from '@/web/components/ui/lazy-menu';
import { workspaceApi } from './api';
import { DeleteDataDialog, DeleteVentureDialog, VentureProfileDialog } from './later-dialogs';
import type { VentureDialog } from './venture-menu-items';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

const loadVentureMenuItems = () => import('./venture-menu-items');

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The top bar's venture menu: the current venture's name; switch, New Venture, Delete Venture, and the workspace's file and data actions. */
export function VentureMenu() {
  const workspace = useWorkspace();
  const [dialog, setDialog] = useState<VentureDialog | null>(null);
  const currentName = workspace.current?.name ?? 'No venture yet';

  const importer = useWorkspaceImport();

  return (
    <>
      <LazyMenu
        load={loadVentureMenuItems}
        trigger={
          <Button variant="outline" className="min-w-0 max-w-[16rem]" aria-label={`Venture: ${currentName}`}>
            <span className="truncate">{currentName}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        }
        props={{ onDialog: setDialog, onImport: importer.choose }}
      />
      {importer.input}
      <VentureProfileDialog open={dialog === 'new'} onOpenChange={(open) => setDialog(open ? 'new' : null)} />
      <VentureProfileDialog
        open={dialog === 'profile'}
        venture={workspace.current}
        onOpenChange={(open) => setDialog(open ? 'profile' : null)}
      />
      <DeleteVentureDialog
        open={dialog === 'deleteVenture'}
        venture={workspace.current}
        onOpenChange={(open) => setDialog(open ? 'deleteVenture' : null)}
      />
      <DeleteDataDialog open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)} />
    </>
  );
}

/**
 * Import Workspace: a hidden file input the menu item opens; the file's text goes to the server,
 * which adds all of it or nothing, and the toast says what came in or why nothing did.
 */
function useWorkspaceImport() {
  const workspace = useWorkspace();
  const file = useRef<HTMLInputElement>(null);
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    try {
      const counts = await workspaceApi.importWorkspace(await chosen.text());
      toast.success(WORKSPACE_TEXTS.imported, {
        description: `Added ${plural(counts.ventures, 'venture')}, ${plural(counts.documents, 'result')} and ${plural(counts.savedIdeas, 'saved idea')}.`,
      });
      await workspace.refresh();
    } catch (failure) {
      // All or nothing: the server added nothing.
      toast.error(WORKSPACE_TEXTS.importFailed, {
        description: failure instanceof Error ? failure.message : String(failure),
      });
    }
  };
  const input = (
    <input
      ref={file}
      type="file"
      accept="application/json,.json"
      className="hidden"
      aria-label="Workspace file to import"
      tabIndex={-1}
      onChange={(event) => void importFile(event)}
    />
  );
  return { input, choose: () => file.current?.click() };
}
