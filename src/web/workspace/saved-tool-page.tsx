import type { ReactNode } from 'react';
import type { ToolListing } from '@/core/tools/tool-listing';
import { Spinner } from '@/web/components/ui/spinner';
import { ToolPage } from '@/web/generator/tool-page';
import { BuiltOnLine } from './built-on-line';
import { HistoryPanel } from './history-panel';
import { WORKSPACE_TEXTS } from './texts';
import type { ToolSession } from './use-tool-session';

interface SavedToolPageProps {
  tool: Pick<ToolListing, 'title' | 'subtitle' | 'navLabel'>;
  session: Pick<ToolSession, 'saved' | 'open' | 'remove' | 'loading' | 'generate'>;
  children: ReactNode;
}

/**
 * A tool screen backed by the venture's saved work: History beside the heading, a short wait while
 * the newest result loads (so the form never flashes empty and then fills), and a notice when
 * saved work cannot be read, with the tool still usable.
 */
export function SavedToolPage({ tool, session, children }: SavedToolPageProps) {
  const { saved } = session;
  return (
    <ToolPage
      tool={tool}
      actions={
        saved.status === 'ready' && (
          <HistoryPanel
            toolTitle={tool.title}
            documents={saved.documents}
            shownId={saved.shown?.id}
            onOpen={session.open}
            onDelete={session.remove}
            disabled={session.loading}
          />
        )
      }
    >
      {saved.status === 'loading' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-base-600">
          <Spinner />
          {WORKSPACE_TEXTS.loading}
        </p>
      ) : (
        <>
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
          {children}
        </>
      )}
    </ToolPage>
  );
}
