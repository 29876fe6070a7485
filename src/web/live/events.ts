import { useEffect, useState } from 'react';
import type { WorkspaceChange } from '@/core/api/changes';

/** The window event each change another member saved is told to the page as (live-changes.ts). */
export const WORKSPACE_CHANGE_EVENT = 'venturekit:workspace-change';

/**
 * A number that grows with each change of the workspace that `matters` to a screen reading outside
 * the routes (the Team screen, comment threads): a dependency of its read, which then reads again.
 */
export function useChangeCount(matters: (change: WorkspaceChange) => boolean): number {
  const [count, setCount] = useState(0);
  const [filter] = useState(() => matters);
  useEffect(() => {
    const heard = (event: Event) => {
      if (filter((event as CustomEvent<WorkspaceChange>).detail)) setCount((value) => value + 1);
    };
    window.addEventListener(WORKSPACE_CHANGE_EVENT, heard);
    return () => window.removeEventListener(WORKSPACE_CHANGE_EVENT, heard);
  }, [filter]);
  return count;
}
