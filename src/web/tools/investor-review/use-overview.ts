import { useCallback, useEffect, useState } from 'react';
import type { VentureOverview } from '@/core/workspace/schema';
import { workspaceApi } from '@/web/workspace/api';
import { useWorkspace } from '@/web/workspace/workspace-context';

/**
 * The venture's facts and each tool's newest document (the Venture screen's overview): which
 * documents are missing or changed since the review, and the facts Use Fact states. Read again for
 * each review shown, and on `refresh` (after a fix).
 */
export function useVentureOverview(reviewId: string | undefined) {
  const ventureId = useWorkspace().view?.currentVentureId ?? null;
  const [overview, setOverview] = useState<VentureOverview | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (!ventureId) return;
    const controller = new AbortController();
    workspaceApi.ventureFacts(ventureId, controller.signal).then(setOverview, () => {
      // The review still shows; only its "changed since" notes wait for the next read.
    });
    return () => controller.abort();
  }, [ventureId, reviewId, reads]);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  return { overview, refresh };
}
