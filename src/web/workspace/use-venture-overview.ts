import { useCallback, useEffect, useState } from 'react';
import type { VentureOverview } from '@/core/workspace/schema';
import { workspaceApi } from './api';

/**
 * The venture's overview (its facts, each tool's newest document, the questions to rehearse), read
 * for a screen that shows it beside its own work: again whenever `readAgainFor` changes and on
 * `refresh`. A failed read keeps what was read before (null at first): the screen still works
 * without it.
 */
export function useVentureOverview(ventureId: string | null | undefined, readAgainFor?: unknown) {
  const [overview, setOverview] = useState<VentureOverview | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!ventureId) return;
    const controller = new AbortController();
    workspaceApi.ventureFacts(ventureId, controller.signal).then(setOverview, () => undefined);
    return () => controller.abort();
  }, [ventureId, readAgainFor, reads]);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { overview, refresh };
}
