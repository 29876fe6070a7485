import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DocumentSummary } from '@/core/workspace/schema';
import { Button } from '@/web/components/ui/button';
import { formatDateTime } from './format-date';
import { usageText } from './texts';
import type { SavedWork } from './saved-state';
import VersionList, { MADE_BY_WORDS, VersionsToggle } from './version-list';

export interface HistoryListProps {
  documents: DocumentSummary[];
  shownId: string | undefined;
  onOpen: (id: string) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
  /** What restoring a version as the newest needs to show it (version-actions.ts). */
  work: Pick<SavedWork, 'setSaved' | 'show'>;
  /** Closes History (before a restore), which gives focus back to History. */
  onClose: () => void;
}

/**
 * History's list (history-panel.tsx): the tool's results in this venture, newest first, each to
 * reopen, to see its versions and restore one (docs/product.md §13), or to delete after saying so.
 */
export default function HistoryList({ documents, shownId, onOpen, onDelete, work, onClose }: HistoryListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <ul className="flex flex-col divide-y divide-base-200" aria-label="Saved results">
      {documents.map((document) => (
        <HistoryItem
          key={document.id}
          document={document}
          onScreen={document.id === shownId}
          confirming={confirming === document.id}
          onConfirm={(asking) => setConfirming(asking ? document.id : null)}
          onOpen={() => onOpen(document.id)}
          onDelete={() => onDelete(document.id)}
          expanded={expanded === document.id}
          onExpand={() => setExpanded((old) => (old === document.id ? null : document.id))}
          work={work}
          onClose={onClose}
        />
      ))}
    </ul>
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
  work: Pick<SavedWork, 'setSaved' | 'show'>;
  onClose: () => void;
}

/** One saved result: open it, see its versions and restore one, or delete it after saying so. */
function HistoryItem(props: HistoryItemProps) {
  const { document, expanded, onExpand, work, onClose } = props;
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HistoryItemActions {...props} />
        {!props.confirming && <VersionsToggle title={document.title} expanded={expanded} onExpand={onExpand} />}
      </div>
      {expanded && <VersionList documentId={document.id} title={document.title} work={work} onClose={onClose} />}
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
              {document.version > 1 ? ` · ${lastChange(document)} ${formatDateTime(document.updatedAt)}` : ''}
              {onScreen ? ' · on screen' : ''}
            </span>
            <UsageLine document={document} />
          </button>
          <Button size="icon" variant="ghost" aria-label={`Delete ${document.title}`} onClick={() => onConfirm(true)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </>
      )}
    </>
  );
}

/** "Restored" when the newest version brought back an earlier one, else "Edited": what changed it last. */
const lastChange = (document: DocumentSummary) => MADE_BY_WORDS[document.madeBy === 'restored' ? 'restored' : 'edited'];

/** What the result cost in tokens, where a provider reported it. */
function UsageLine({ document }: { document: DocumentSummary }) {
  const text = usageText(document.usage);
  return text ? <span className="text-xs text-base-600">{text}</span> : null;
}
