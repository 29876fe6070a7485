import { Suspense, useEffect, type ReactNode } from 'react';
import type { ToolListing } from '@/core/tools/tool-listing';
import { GenerationFocusProvider } from '@/web/generator/generation-focus';
import { ToolPage } from '@/web/generator/tool-page';
import { startIdlePrefetch } from '@/web/lib/idle-prefetch';
import { useLeaveGuard } from '@/web/lib/leave-guard';
import { BuiltOnLine } from './built-on-line';
import { HistoryPanel } from './history-panel';
import { RegenerateDialog } from './regenerate-dialog';
import type { ToolSession } from './use-tool-session';

// Undo (once the page saved an edit) and "Your unsaved version" (once a save was refused) load then
// (docs/product.md §13).
import { UndoButton, UnsavedVersion } from './lazy-versions';

interface SavedToolPageProps {
  tool: Pick<ToolListing, 'title' | 'subtitle' | 'navLabel'>;
  session: Pick<
    ToolSession,
    'saved' | 'open' | 'remove' | 'loading' | 'generate' | 'focus' | 'regenerate' | 'versions' | 'result'
  >;
  children: ReactNode;
}

/**
 * A tool screen backed by the venture's saved work (which its route loaded with it): History
 * beside the heading, the Built on line, and a notice when saved work cannot be read, with the
 * tool still usable. Once it is up, the code a first press
 * needs is fetched when the browser is idle (idle-prefetch.ts). It gives the form and the result's
 * heading the session's focus refs, so focus follows a generation on every tool (generation-focus.tsx).
 */
export function SavedToolPage({ tool, session, children }: SavedToolPageProps) {
  const { saved, versions } = session;
  // The screen is up (its route loaded it with its saved work): what a first press needs (menus,
  // dialogs, toasts) can come when the browser is idle.
  useEffect(() => startIdlePrefetch(), []);
  return (
    <GenerationFocusProvider value={session.focus}>
      <ToolPage
        tool={tool}
        actions={
          saved.status === 'ready' && (
            <>
              {versions.edited && (
                <Suspense fallback={null}>
                  <UndoButton
                    lastEdit={versions.lastEdit}
                    busy={session.loading}
                    work={versions.work}
                    onUndone={versions.undone}
                  />
                </Suspense>
              )}
              <HistoryPanel
                toolTitle={tool.title}
                documents={saved.documents}
                shownId={saved.shown?.id}
                onOpen={session.open}
                onDelete={session.remove}
                work={versions.work}
                disabled={session.loading}
              />
            </>
          )
        }
      >
        {saved.status === 'unavailable' && (
          <p
            role="alert"
            className="rounded-md border border-warning-300 bg-warning-50 px-4 py-3 text-sm text-warning-900"
          >
            {saved.message}
          </p>
        )}
        {!session.loading && saved.shown && (
          <BuiltOnLine
            sources={saved.shown.builtOn}
            changed={saved.shown.changedSince}
            onRegenerate={() => {
              if (saved.shown) void session.generate(saved.shown.inputs);
            }}
          />
        )}
        <UnsavedVersionSlot session={session} />
        {children}
        <RegenerateDialog question={session.regenerate} />
      </ToolPage>
    </GenerationFocusProvider>
  );
}

/**
 * "Your unsaved version", while the result on screen has an edit another tab's save refused; while
 * it shows, leaving the page asks first (a reload keeps it, but closing the tab would not).
 */
function UnsavedVersionSlot({ session }: { session: Pick<ToolSession, 'saved' | 'versions' | 'result'> }) {
  const { unsaved, save, dismissUnsaved, parts, editedText } = session.versions;
  const shown = unsaved !== null && unsaved.documentId === session.saved.shown?.id;
  useLeaveGuard(shown);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <UnsavedVersion
        refused={unsaved}
        newest={session.result}
        save={save}
        parts={parts}
        editedText={editedText}
        onDone={dismissUnsaved}
      />
    </Suspense>
  );
}
