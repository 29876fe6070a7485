import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { inboxPlace as placeOf, UNKNOWN_FACT_PLACE } from '@/core/inbox/place';
import type { InboxItem, InboxView } from '@/core/inbox/schema';
import { tools } from '@/core/tools/listings';
import { call } from '@/web/api/client';
import { Button } from '@/web/components/ui/button';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { formatDateTime } from '@/web/workspace/format-date';
import { INBOX_TEXTS } from './texts';

const toolName = (tool: string) => tools.find((each) => each.id === tool)?.navLabel ?? tool;
/** "Sam Lee mentioned you on Executive Summary in Ledger Loop"; a fact's thread by the fact's name. */
const lineOf = (item: InboxItem) =>
  INBOX_TEXTS.line(
    item.author,
    item.reason,
    `${item.part ?? (item.tool ? toolName(item.tool) : UNKNOWN_FACT_PLACE)} in ${item.ventureName}`,
  );

interface InboxPanelProps {
  id: string;
  inbox: InboxView | null;
  problem: string;
  /** Closes the panel; with focus back on the Inbox button when the keyboard closed it. */
  onClose: (focusButton: boolean) => void;
}

/**
 * Opening an item: its tool's page, in its workspace and on its venture, switched to first when the
 * member works in another (the screens then read their work again).
 */
function useOpenItem(onClose: InboxPanelProps['onClose']) {
  const data = useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [problem, setProblem] = useState('');
  return {
    problem,
    open(event: MouseEvent<HTMLAnchorElement>, item: InboxItem) {
      const otherWorkspace = item.workspaceId !== data?.membership?.id;
      const otherVenture = otherWorkspace || item.ventureId !== data?.workspace.view?.currentVentureId;
      if (!otherVenture) return onClose(false);
      event.preventDefault();
      void (async () => {
        try {
          if (otherWorkspace) await call('switchWorkspace', { body: { workspaceId: item.workspaceId } });
          await call('switchVenture', { body: { ventureId: item.ventureId } });
          onClose(false);
          await navigate(placeOf(item));
          await revalidate();
        } catch (failure) {
          setProblem(INBOX_TEXTS.notOpened(failure instanceof Error ? failure.message : String(failure)));
        }
      })();
    },
  };
}

/**
 * The Inbox's list (docs/product.md §16 "Inbox"), under its button: the comments that mention the
 * member and the replies in their threads, newest first, each a link to its place, the unread ones
 * marked New. Escape closes it; so does a press outside it.
 */
// On a phone the panel spans the top bar (the header's backdrop filter holds its fixed children), so
// none of it is off screen; wider, it hangs under the button.
export function InboxPanel({ id, inbox, problem, onClose }: InboxPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  const opening = useOpenItem(onClose);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!panel.current?.parentElement?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);
  return (
    <div
      ref={panel}
      id={id}
      role="region"
      aria-labelledby={`${id}-heading`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose(true);
      }}
      className="fixed inset-x-4 top-16 z-20 flex max-h-[70vh] flex-col gap-2 overflow-y-auto rounded-lg border border-base-200 bg-white p-4 shadow-lg sm:absolute sm:inset-x-auto sm:right-0 sm:top-11 sm:w-96"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-base font-semibold text-base-900">
          {INBOX_TEXTS.heading}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => onClose(true)}>
          {INBOX_TEXTS.close}
        </Button>
      </div>
      {!inbox && !problem && <p className="text-sm text-base-600">{INBOX_TEXTS.loading}</p>}
      {problem && <p className="text-sm text-red-700">{INBOX_TEXTS.notLoaded(problem)}</p>}
      {inbox?.items.length === 0 && <p className="text-sm text-base-600">{INBOX_TEXTS.none}</p>}
      {inbox && inbox.items.length > 0 && (
        <ul aria-labelledby={`${id}-heading`} className="divide-y divide-base-200">
          {inbox.items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-2 text-sm">
              <Link
                to={placeOf(item)}
                onClick={(event) => opening.open(event, item)}
                className="font-medium text-base-900 underline-offset-2 hover:underline"
              >
                {item.unread && (
                  <span className="mr-2 rounded bg-primary-100 px-1.5 py-0.5 text-xs text-primary-800">
                    {INBOX_TEXTS.newItem}
                  </span>
                )}
                {lineOf(item)}
              </Link>
              <p className="text-base-700">“{item.excerpt}”</p>
              <p className="text-xs text-base-600">{formatDateTime(item.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {opening.problem}
      </p>
    </div>
  );
}
