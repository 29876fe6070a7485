import { ChevronDown, ChevronUp, History, Trash2 } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import type { DocumentSummary } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { preloadable } from '@/web/lib/preloadable';
import { formatDateTime } from './format-date';

// A result's versions load when History shows them (docs/product.md §12), not with the tool page.
const { Component: VersionList } = preloadable(() => import('./version-list').then((module) => module.default));

interface HistoryPanelProps {
  toolTitle: string;
  documents: DocumentSummary[];
  shownId: string | undefined;
  onOpen: (id: string) => Promise<void> | void;
  onDelete: (id: string) => Promise<void>;
  /** Restores a version of a result as its newest, and shows it. */
  onRestore: (id: string, version: number) => Promise<void>;
  /** Generating: opening another result now would mix two. */
  disabled?: boolean;
}

/** The History button and its list: the tool's earlier results in this venture, newest first, to reopen or delete. */
export function HistoryPanel({
  toolTitle,
  documents,
  shownId,
  onOpen,
  onDelete,
  onRestore,
  disabled,
}: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button ref={button} variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
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
          <ul className="flex flex-col divide-y divide-base-200" aria-label="Saved results">
            {documents.map((document) => (
              <HistoryItem
                key={document.id}
                document={document}
                onScreen={document.id === shownId}
                confirming={confirming === document.id}
                onConfirm={(asking) => setConfirming(asking ? document.id : null)}
                onOpen={async () => {
                  setOpen(false);
                  await onOpen(document.id);
                }}
                onDelete={() => onDelete(document.id)}
                expanded={expanded === document.id}
                onExpand={() => setExpanded((old) => (old === document.id ? null : document.id))}
                onRestore={async (version) => {
                  setOpen(false);
                  await onRestore(document.id, version);
                  // The list that had focus is gone, and the result on screen changed: back to History.
                  requestAnimationFrame(() => button.current?.focus());
                }}
              />
            ))}
          </ul>
        )}
      </Dialog>
    </>
  );
}

interface HistoryItemProps {
  document: DocumentSummary;
  onScreen: boolean;
  /** Asking "Delete …?" with Keep and Delete instead of the result's button. */
  confirming: boolean;
  onConfirm: (asking: boolean) => void;
  onOpen: () => Promise<void>;
  onDelete: () => Promise<void>;
  /** Its versions are shown under it. */
  expanded: boolean;
  onExpand: () => void;
  onRestore: (version: number) => Promise<void>;
}

/** One saved result: open it, see its versions and restore one, or delete it after saying so. */
function HistoryItem(props: HistoryItemProps) {
  const { document, expanded, onExpand, onRestore } = props;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HistoryItemActions {...props} />
        {!props.confirming && (
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Versions of ${document.title}`}
            aria-expanded={expanded}
            onClick={onExpand}
          >
            {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        )}
      </div>
      {expanded && (
        <Suspense fallback={null}>
          <VersionList documentId={document.id} title={document.title} onRestore={onRestore} />
        </Suspense>
      )}
    </li>
  );
}

function HistoryItemActions({ document, onScreen, confirming, onConfirm, onOpen, onDelete }: HistoryItemProps) {
  return (
    <>
      {confirming ? (
        <>
          <span className="text-sm text-base-800">Delete “{document.title}”?</span>
          <span className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => onConfirm(false)}>
              Keep
            </Button>
            <Button
              size="sm"
              className="bg-danger-700 hover:bg-danger-800"
              onClick={async () => {
                onConfirm(false);
                await onDelete();
              }}
            >
              Delete
            </Button>
          </span>
        </>
      ) : (
        <>
          <button
            type="button"
            className="flex min-w-0 flex-1 flex-col items-start rounded-md px-2 py-1 text-left hover:bg-base-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
            aria-current={onScreen ? 'true' : undefined}
            onClick={onOpen}
          >
            <span className="max-w-full truncate text-sm font-medium text-base-900">{document.title}</span>
            <span className="text-xs text-base-600">
              {formatDateTime(document.createdAt)}
              {document.version > 1 ? ` · Edited ${formatDateTime(document.updatedAt)}` : ''}
              {onScreen ? ' · on screen' : ''}
            </span>
          </button>
          <Button size="icon" variant="ghost" aria-label={`Delete ${document.title}`} onClick={() => onConfirm(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    </>
  );
}
