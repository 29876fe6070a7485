import { History } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import type { DocumentSummary } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import type { SavedWork } from './saved-state';

// The list, with each result's versions (docs/product.md §13), loads when the page is idle or History is pressed.
import { HistoryList, preloadVersionsUi } from './lazy-versions';

interface HistoryPanelProps {
  toolTitle: string;
  documents: DocumentSummary[];
  shownId: string | undefined;
  onOpen: (id: string) => Promise<void> | void;
  onDelete: (id: string) => Promise<void>;
  /** What restoring a version as the newest needs to show it (version-actions.ts). */
  work: Pick<SavedWork, 'setSaved' | 'show'>;
  /** Generating: opening another result now would mix two. */
  disabled?: boolean;
}

/** The History button and its list: the tool's earlier results in this venture, newest first, to reopen or delete. */
export function HistoryPanel({ toolTitle, documents, shownId, onOpen, onDelete, work, disabled }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => prefetchWhenIdle(preloadVersionsUi), []);

  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          void preloadVersionsUi();
          setOpen(true);
        }}
        disabled={disabled}
      >
        <History aria-hidden="true" />
        History
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`${toolTitle} history`}
        description="Your earlier results in this venture, newest first."
      >
        {documents.length === 0 ? (
          <p className="text-sm text-base-600">Nothing saved yet. Each result you generate is kept here.</p>
        ) : (
          <Suspense fallback={null}>
            <HistoryList
              documents={documents}
              shownId={shownId}
              onOpen={async (id) => {
                setOpen(false);
                await onOpen(id);
              }}
              onDelete={onDelete}
              work={work}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
