import { useCallback, useEffect, useMemo, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { pathKey, type ThreadView } from '@/core/comments/schema';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { commentsApi } from './comments-api';

const NONE: ThreadView[] = [];

/** A result's comment threads by part, for a member (a guest has none); read when the result shows. */
export function useDocumentComments(documentId: string | null) {
  const membership = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.membership;
  const enabled = Boolean(membership && documentId);
  // Kept with the result they were read for: another result shows none of them.
  const [read, setRead] = useState<{ documentId: string | null; threads: ThreadView[] }>({ documentId, threads: [] });
  const threads = read.documentId === documentId ? read.threads : NONE;
  useEffect(() => {
    if (!enabled || !documentId) return;
    const controller = new AbortController();
    commentsApi.threads(documentId, controller.signal).then(
      (answer) => setRead({ documentId, threads: answer.threads }),
      // The part's buttons still work; the threads show once the screen is opened again.
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled, documentId]);
  /** Puts a thread the server answered (new, answered, resolved) in place of the one shown. */
  const keep = useCallback(
    (thread: ThreadView) =>
      setRead((before) => ({
        documentId,
        threads: (before.documentId === documentId ? before.threads : []).some((one) => one.id === thread.id)
          ? before.threads.map((one) => (one.id === thread.id ? thread : one))
          : [...(before.documentId === documentId ? before.threads : []), thread],
      })),
    [documentId],
  );
  return useMemo(
    () => ({
      enabled,
      documentId,
      at: (key: string) => threads.filter((thread) => pathKey(thread.path) === key),
      keep,
    }),
    [enabled, documentId, threads, keep],
  );
}

export type DocumentComments = ReturnType<typeof useDocumentComments>;
