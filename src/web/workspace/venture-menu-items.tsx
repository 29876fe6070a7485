import { Download, FolderMinus, FolderPlus, Pencil, Trash2, Upload } from 'lucide-react';
import { toast } from '@/web/components/ui/toaster';
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
import type { MenuArrival } from '@/web/components/ui/lazy-menu';
import { WORKSPACE_FILE } from '@/core/workspace/limits';
import { WORKSPACE_EXPORT_URL } from './api';
import { useWorkspace } from './workspace-context';

/** The dialogs the venture menu opens. */
export type VentureDialog = 'new' | 'profile' | 'deleteVenture' | 'delete';

interface VentureMenuItemsProps extends MenuArrival {
  onDialog: (dialog: VentureDialog) => void;
  onImport: () => void;
}

/** The venture menu itself (venture-menu.tsx loads it when the founder reaches for the trigger). */
export default function VentureMenuItems({ trigger, defaultOpen, onDialog, onImport }: VentureMenuItemsProps) {
  const workspace = useWorkspace();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <VentureSwitcher />
        {workspace.current && (
          <DropdownMenuItem onSelect={() => onDialog('profile')}>
            <Pencil aria-hidden="true" />
            Edit Venture Profile
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => onDialog('new')}>
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
        <DropdownMenuItem onSelect={onImport}>
          <Upload aria-hidden="true" />
          Import Workspace
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {workspace.current && (
          <DropdownMenuItem className="text-danger-700" onSelect={() => onDialog('deleteVenture')}>
            <FolderMinus aria-hidden="true" />
            Delete Venture
          </DropdownMenuItem>
        )}
        <DropdownMenuItem className="text-danger-700" onSelect={() => onDialog('delete')}>
          <Trash2 aria-hidden="true" />
          Delete All My Data
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
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
