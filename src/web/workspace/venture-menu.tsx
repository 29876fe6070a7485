import { ChevronDown, Download, FolderPlus, Pencil, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '@/web/components/ui/toaster';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { WORKSPACE_FILE } from '@/core/workspace/limits';
import { WORKSPACE_EXPORT_URL, workspaceApi } from './api';
import { DeleteDataDialog } from './delete-data-dialog';
import { VentureProfileDialog } from './venture-profile-dialog';
import { WORKSPACE_TEXTS } from './texts';
import { useWorkspace } from './workspace-context';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The top bar's venture menu: the current venture's name; switch, New Venture, and the workspace's file and data actions. */
export function VentureMenu() {
  const workspace = useWorkspace();
  const [dialog, setDialog] = useState<'new' | 'profile' | 'delete' | null>(null);
  const currentName = workspace.current?.name ?? 'No venture yet';

  const importer = useWorkspaceImport();

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" className="min-w-0 max-w-[16rem]" aria-label={`Venture: ${currentName}`}>
            <span className="truncate">{currentName}</span>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <VentureSwitcher />
          {workspace.current && (
            <DropdownMenuItem onSelect={() => setDialog('profile')}>
              <Pencil aria-hidden="true" />
              Edit Venture Profile
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => setDialog('new')}>
            <FolderPlus aria-hidden="true" />
            New Venture
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem asChild>
            <a href={WORKSPACE_EXPORT_URL} download={WORKSPACE_FILE.fileName}>
              <Download aria-hidden="true" />
              Export Workspace
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={importer.choose}>
            <Upload aria-hidden="true" />
            Import Workspace
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="text-rose-700" onSelect={() => setDialog('delete')}>
            <Trash2 aria-hidden="true" />
            Delete All My Data
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {importer.input}
      <VentureProfileDialog open={dialog === 'new'} onOpenChange={(open) => setDialog(open ? 'new' : null)} />
      <VentureProfileDialog
        open={dialog === 'profile'}
        venture={workspace.current}
        onOpenChange={(open) => setDialog(open ? 'profile' : null)}
      />
      <DeleteDataDialog open={dialog === 'delete'} onOpenChange={(open) => setDialog(open ? 'delete' : null)} />
    </>
  );
}

/** The ventures to switch between, the current one checked; nothing before the first exists. */
function VentureSwitcher() {
  const workspace = useWorkspace();
  const ventures = workspace.view?.ventures ?? [];
  if (ventures.length === 0) return null;
  return (
    <>
      <DropdownMenuLabel>Ventures</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={workspace.current?.id ?? ''}
        onValueChange={(id) =>
          void workspace
            .switchVenture(id)
            .catch((failure: unknown) => toast.error(String(failure instanceof Error ? failure.message : failure)))
        }
      >
        {ventures.map((venture) => (
          <DropdownMenuRadioItem key={venture.id} value={venture.id}>
            <span className="truncate">{venture.name}</span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
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
      await workspace.refresh({ reload: true });
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
