import { Suspense, useEffect, type ReactNode } from 'react';
import type { ToolListing } from '@/core/tools/tool-listing';
import { GenerationFocusProvider } from '@/web/generator/generation-focus';
import { ToolPage } from '@/web/generator/tool-page';
import { startIdlePrefetch } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import { BuiltOnLine } from './built-on-line';
import { toast } from '@/web/components/ui/toaster';
import { HistoryPanel } from './history-panel';
import { RegenerateDialog } from './regenerate-dialog';
import { WORKSPACE_TEXTS } from './texts';
import { UndoButton } from './undo-button';
import type { ToolSession } from './use-tool-session';

// Shown only when another tab's save refused one of this page's (docs/product.md §12): loaded then.
const { Component: UnsavedVersion } = preloadable(() => import('./unsaved-version').then((module) => module.default));

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
              <UndoButton
                shown={versions.edited && !session.loading}
                canUndo={versions.canUndo && !session.loading}
                onUndo={versions.undo}
              />
              <HistoryPanel
                toolTitle={tool.title}
                documents={saved.documents}
                shownId={saved.shown?.id}
                onOpen={session.open}
                onDelete={session.remove}
                onRestore={async (id, version) => {
                  if (await versions.restore(id, version))
                    toast.success(WORKSPACE_TEXTS.restored.title, {
                      description: WORKSPACE_TEXTS.restored.description,
                    });
                }}
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
        {versions.unsaved && versions.unsaved.documentId === saved.shown?.id && (
          <Suspense fallback={null}>
            <UnsavedVersion
              refused={versions.unsaved}
              newest={session.result}
              save={versions.save}
              onDone={() => versions.setUnsaved(null)}
            />
          </Suspense>
        )}
        {children}
        <RegenerateDialog question={session.regenerate} />
      </ToolPage>
    </GenerationFocusProvider>
  );
}
