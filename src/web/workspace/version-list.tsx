import { ChevronDown, ChevronUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { MadeBy, VersionView } from '@/core/workspace/versions';

type ResultChange = VersionView['changes'][number];
import { Button } from '@/web/components/ui/button';
import { workspaceApi } from './api';
import { formatDateTime } from './format-date';
import { messageOf, type SavedWork } from './saved-state';
import { toast } from '@/web/components/ui/toaster';
import { restoreVersion, VERSION_TEXTS } from './version-actions';

export interface VersionListProps {
  documentId: string;
  title: string;
  /** What a restore needs to show the version it brings back. */
  work: Pick<SavedWork, 'setSaved' | 'show'>;
  /** Closes History, before the restore: focus goes back to History (the dialog gives it back). */
  onClose: () => void;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; versions: VersionView[]; more: boolean; earlier: 'idle' | 'loading' | 'failed' }
  | { status: 'failed'; message: string };

/** How a version was made, as History words it (its versions here, its results' list in history-list.tsx). */
export const MADE_BY_WORDS: Record<MadeBy, string> = { generated: 'Generated', edited: 'Edited', restored: 'Restored' };

/**
 * "Edited 24 Nov, 14:02", "Generated ...", "Restored version 2, 24 Nov, 14:05" (formatDateTime: the
 * year when not this one); a member's version says who: "Edited by Lena Park 24 Nov, 14:02".
 */
export function versionLine(version: VersionView): string {
  const when = `${version.author ? `by ${version.author.name} ` : ''}${formatDateTime(version.createdAt)}`;
  if (version.madeBy !== 'restored') return `${MADE_BY_WORDS[version.madeBy]} ${when}`;
  return `${MADE_BY_WORDS.restored} version ${version.restoredFrom ?? ''}, ${when}`.replace(' ,', ',');
}

const CHANGE_WORDS: Record<ResultChange['kind'], string> = {
  changed: 'changed',
  added: 'added',
  removed: 'removed',
  moved: 'moved',
};

/** "Slide 2: Problem changed; Slide 11: Appendix added", or nothing for a version that changed nothing. */
export const changesLine = (changes: readonly ResultChange[]) =>
  changes.map((change) => `${change.part} ${CHANGE_WORDS[change.kind]}`).join('; ');

/** The button that shows or hides a saved result's versions under it in History. */
export function VersionsToggle({
  title,
  expanded,
  onExpand,
}: {
  title: string;
  expanded: boolean;
  onExpand: () => void;
}) {
  return (
    <Button size="icon" variant="ghost" aria-label={`Versions of ${title}`} aria-expanded={expanded} onClick={onExpand}>
      {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
    </Button>
  );
}

/**
 * A saved result's versions, a page at a time, newest first: the newest page when History opens
 * them, each earlier one on Show Earlier Versions (its first version then takes focus, so the
 * keyboard goes on where the list grew).
 */
function useVersionPages(documentId: string) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [firstOfPage, setFirstOfPage] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    workspaceApi.documentVersions(documentId).then(
      ({ versions, more }) => live && setLoaded({ status: 'ready', versions, more, earlier: 'idle' }),
      (failure: unknown) => live && setLoaded({ status: 'failed', message: messageOf(failure) }),
    );
    return () => {
      live = false;
    };
  }, [documentId]);
  const showEarlier = async () => {
    if (loaded.status !== 'ready' || loaded.earlier === 'loading') return;
    const oldest = loaded.versions.at(-1)?.version;
    setLoaded({ ...loaded, earlier: 'loading' });
    try {
      const page = await workspaceApi.documentVersions(documentId, oldest);
      setLoaded({
        status: 'ready',
        versions: [...loaded.versions, ...page.versions],
        more: page.more,
        earlier: 'idle',
      });
      setFirstOfPage(page.versions[0]?.version ?? null);
    } catch {
      setLoaded({ ...loaded, earlier: 'failed' });
    }
  };
  return { loaded, showEarlier, firstOfPage };
}

/**
 * A saved result's versions, newest first (docs/product.md §13), loaded when History opens them:
 * who made each and when, what changed from the one before, and Restore for each earlier one.
 */
export default function VersionList({ documentId, title, work, onClose }: VersionListProps) {
  const restore = async (version: number) => {
    onClose();
    if (await restoreVersion(work, documentId, version))
      toast.success(VERSION_TEXTS.restored.title, { description: VERSION_TEXTS.restored.description });
  };
  const { loaded, showEarlier, firstOfPage } = useVersionPages(documentId);
  const focusFirstOfPage = useRef<HTMLButtonElement | null>(null);
  useEffect(() => focusFirstOfPage.current?.focus(), [firstOfPage]);

  if (loaded.status === 'loading') return <p className="px-2 text-xs text-base-600">Loading versions...</p>;
  if (loaded.status === 'failed') return <p className="px-2 text-xs text-danger-700">{loaded.message}</p>;
  return (
    <div className="flex flex-col gap-2">
      <ol className="flex flex-col gap-2 px-2" aria-label={`Versions of ${title}`}>
        {loaded.versions.map((version, at) => (
          <li key={version.version} className="flex flex-wrap items-start justify-between gap-2 text-xs">
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium text-base-900">
                Version {version.version} · {versionLine(version)}
                {at === 0 ? ' · newest' : ''}
              </span>
              {version.changes.length > 0 && <span className="text-base-600">{changesLine(version.changes)}</span>}
            </span>
            {at > 0 && (
              <Button
                ref={version.version === firstOfPage ? focusFirstOfPage : undefined}
                size="sm"
                variant="outline"
                aria-label={`Restore version ${version.version}`}
                onClick={() => void restore(version.version)}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
      {loaded.earlier === 'failed' && (
        <p role="alert" className="px-2 text-xs text-danger-700">
          {VERSION_TEXTS.earlierFailed}
        </p>
      )}
      {loaded.more && (
        <Button
          size="sm"
          variant="ghost"
          className="self-start"
          // Marked, not disabled, while loading: focus stays on it, and is there if the load fails.
          aria-disabled={loaded.earlier === 'loading'}
          onClick={() => void showEarlier()}
        >
          {loaded.earlier === 'loading' ? 'Loading versions...' : 'Show Earlier Versions'}
        </Button>
      )}
    </div>
  );
}
