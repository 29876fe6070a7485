import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { VentureProfile } from '@/core/venture/sources';
import type { VentureSummary, WorkspaceView } from '@/core/workspace/schema';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { workspaceApi } from './api';

export interface Workspace {
  /** Null until the first answer; the last good view after a failed refresh. */
  view: WorkspaceView | null;
  current: VentureSummary | null;
  /** The server's sentence when the workspace could not be read. */
  error: string | null;
  /**
   * Reads the workspace again, and with it every tool screen's saved work (their routes' loaders):
   * after the stored work changed under the screens (an import, Delete All My Data, a new venture).
   */
  refresh(): Promise<void>;
  /** Adds a venture with this profile and makes it the current one; the screens reload. */
  createVenture(profile: Partial<VentureProfile> & Pick<VentureProfile, 'name'>): Promise<VentureSummary>;
  /** Replaces a venture's profile; the screens reload, so forms with nothing saved start from it. */
  updateVenture(id: string, profile: VentureProfile): Promise<VentureSummary>;
  switchVenture(ventureId: string): Promise<void>;
  /** Deletes a venture and all it holds; the screens reload on the venture the server makes current, or none. */
  deleteVenture(ventureId: string): Promise<void>;
  /**
   * Use This Idea on the saved ideas `documentId`: their venture becomes the idea's, or they move to
   * a new one for it; that venture is current and the screens reload.
   */
  ventureForIdea(documentId: string, idea: { name: string; description: string }): Promise<VentureSummary>;
}

const WorkspaceContext = createContext<Workspace | null>(null);

/**
 * The workspace the dashboard works in: its ventures and the current one, as the dashboard's route
 * loaded them (dashboard-loader.ts). A change goes to the server, then the router loads the
 * dashboard and the open screen again: no copy of the server's state is kept here.
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined;
  const { revalidate } = useRevalidator();
  // A failed refresh keeps the last good view on screen, with the error beside it.
  const [lastView, setLastView] = useState<WorkspaceView | null>(null);
  const loadedView = data?.workspace.view ?? null;
  if (loadedView && loadedView !== lastView) setLastView(loadedView);
  const view = loadedView ?? lastView;
  const error = data?.workspace.error ?? null;

  const value = useMemo<Workspace>(
    () => ({
      view,
      current: view?.ventures.find((venture) => venture.id === view.currentVentureId) ?? null,
      error,
      refresh: revalidate,
      async createVenture(profile) {
        const venture = await workspaceApi.createVenture(profile);
        await revalidate();
        return venture;
      },
      async updateVenture(id, profile) {
        const venture = await workspaceApi.updateVenture(id, profile);
        await revalidate();
        return venture;
      },
      async switchVenture(ventureId) {
        await workspaceApi.switchVenture(ventureId);
        await revalidate();
      },
      async deleteVenture(ventureId) {
        await workspaceApi.deleteVenture(ventureId);
        await revalidate();
      },
      async ventureForIdea(documentId, idea) {
        const { venture } = await workspaceApi.useIdea(documentId, idea);
        await revalidate();
        return venture;
      },
    }),
    [view, error, revalidate],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs a WorkspaceProvider (the dashboard layout has one)');
  return workspace;
}
