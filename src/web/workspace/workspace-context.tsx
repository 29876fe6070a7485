import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { VentureProfile } from '@/core/venture/sources';
import type { VentureSummary, WorkspaceView } from '@/core/workspace/schema';
import { ApiError } from '@/web/api/client';
import { workspaceApi } from './api';

export interface Workspace {
  /** Null until the first answer; the last good view after a failed refresh. */
  view: WorkspaceView | null;
  current: VentureSummary | null;
  /** The server's sentence when the workspace could not be read. */
  error: string | null;
  /** Changes whenever the current venture or the stored work changed under the screens, so they reload. */
  revision: number;
  refresh(options?: { reload?: boolean }): Promise<void>;
  /** Adds a venture with this profile and makes it the current one; the screens reload. */
  createVenture(profile: Partial<VentureProfile> & Pick<VentureProfile, 'name'>): Promise<VentureSummary>;
  /** Replaces a venture's profile; the screens reload, so forms with nothing saved start from it. */
  updateVenture(id: string, profile: VentureProfile): Promise<VentureSummary>;
  switchVenture(ventureId: string): Promise<void>;
}

const WorkspaceContext = createContext<Workspace | null>(null);

/** The workspace the dashboard works in: its ventures and the current one. One request on load. */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<WorkspaceView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);

  const refresh = useCallback(async ({ reload = false }: { reload?: boolean } = {}) => {
    try {
      setView(await workspaceApi.workspace());
      setError(null);
      if (reload) setRevision((value) => value + 1);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    workspaceApi.workspace(controller.signal).then(setView, (failure: unknown) => {
      if (!controller.signal.aborted) setError(failure instanceof ApiError ? failure.message : String(failure));
    });
    return () => controller.abort();
  }, []);

  const value = useMemo<Workspace>(
    () => ({
      view,
      current: view?.ventures.find((venture) => venture.id === view.currentVentureId) ?? null,
      error,
      revision,
      refresh,
      async createVenture(profile) {
        const venture = await workspaceApi.createVenture(profile);
        await refresh({ reload: true });
        return venture;
      },
      async updateVenture(id, profile) {
        const venture = await workspaceApi.updateVenture(id, profile);
        await refresh({ reload: true });
        return venture;
      },
      async switchVenture(ventureId) {
        setView(await workspaceApi.switchVenture(ventureId));
        setRevision((old) => old + 1);
      },
    }),
    [view, error, revision, refresh],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace needs a WorkspaceProvider (the dashboard layout has one)');
  return workspace;
}
