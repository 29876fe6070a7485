import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { Download, FolderMinus, FolderPlus, Pencil, Trash2, Upload, Users } from 'lucide-react';
import type { WorkspaceChoices } from '@/core/account/team';
import { TEAM_PATH } from '@/web/account/account-paths';
import { teamApi } from '@/web/team/team-api';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
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
        <WorkspaceSwitcher />
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
        <DropdownMenuItem asChild>
          <Link to={TEAM_PATH}>
            <Users aria-hidden="true" />
            Team
          </Link>
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

/**
 * A member's workspaces (docs/product.md §16 "A team"): the one they work in named, and, when they
 * belong to several, the others to switch to. Read when the menu opens; nothing for a guest.
 */
function WorkspaceSwitcher() {
  const workspace = useWorkspace();
  const membership = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.membership;
  const [choices, setChoices] = useState<WorkspaceChoices['workspaces']>([]);
  useEffect(() => {
    if (!membership) return;
    const controller = new AbortController();
    teamApi
      .workspaces(controller.signal)
      .then(({ workspaces }) => setChoices(workspaces))
      // The menu still names the current workspace; switching waits for the next opening.
      .catch(() => undefined);
    return () => controller.abort();
  }, [membership]);
  if (!membership) return null;
  async function switchTo(id: string) {
    try {
      await teamApi.switchTo(id);
      await workspace.refresh();
    } catch (failure) {
      toast.error(String(failure instanceof Error ? failure.message : failure));
    }
  }
  return (
    <>
      <DropdownMenuLabel>Workspace</DropdownMenuLabel>
      {choices.length > 1 ? (
        <DropdownMenuRadioGroup value={membership.id} onValueChange={(id) => void switchTo(id)}>
          {choices.map((choice) => (
            <DropdownMenuRadioItem key={choice.id} value={choice.id}>
              <span className="truncate">{choice.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      ) : (
        <p className="truncate px-2 pb-1.5 text-sm text-base-700">{membership.name}</p>
      )}
      <DropdownMenuSeparator />
    </>
  );
}
