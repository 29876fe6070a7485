import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Inbox } from 'lucide-react';
import type { InboxView } from '@/core/inbox/schema';
import { call } from '@/web/api/client';
import { useChangeCount } from '@/web/live/events';
import { preloadable } from '@/web/lib/preloadable';
import { INBOX_TEXTS } from './texts';

const { Component: InboxPanel, preload: preloadPanel } = preloadable(() =>
  import('./inbox-panel').then((module) => module.InboxPanel),
);

/** The member's inbox, read again when a comment changes in any workspace they belong to. */
function useInbox() {
  const [inbox, setInbox] = useState<InboxView | null>(null);
  const [problem, setProblem] = useState('');
  const changes = useChangeCount(
    (change) => change.kind === 'comments' || change.kind === 'inbox' || change.kind === 'resync',
  );
  const [reads, setReads] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    call('inbox', { signal: controller.signal }).then(
      (answer) => {
        setInbox(answer);
        setProblem('');
      },
      (failure: unknown) => !controller.signal.aborted && setProblem(String((failure as Error).message ?? failure)),
    );
    return () => controller.abort();
  }, [changes, reads]);
  const readAgain = useCallback(() => setReads((count) => count + 1), []);
  return { inbox, setInbox, problem, readAgain };
}

/**
 * The top bar's Inbox (docs/product.md §16 "Inbox"), for members only (the top bar loads this module
 * after the page, so no first load carries it): a button naming the unread count, which opens the
 * list below it (its code loaded on the first open) and marks what it shows read. Escape or Close
 * closes it and focus goes back to the button.
 */
export function InboxButton() {
  const { inbox, setInbox, problem, readAgain } = useInbox();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = inbox?.unread ?? 0;

  // Read once it is on screen: up to its newest item, so one arriving meanwhile stays unread.
  const newest = inbox?.items[0]?.createdAt;
  useEffect(() => {
    if (!open || unread === 0 || !newest) return;
    setInbox((shown) => shown && { ...shown, unread: 0 });
    call('markInboxRead', { body: { until: newest } }).catch(() => undefined);
  }, [open, unread, newest, setInbox]);

  const close = useCallback(
    (focusButton: boolean) => {
      setOpen(false);
      readAgain();
      if (focusButton) button.current?.focus();
    },
    [readAgain],
  );

  return (
    <div className="relative shrink-0">
      <button
        ref={button}
        type="button"
        // Its words and count as they show ("Inbox 2"), and what the count is (WCAG 2.5.3: the name holds what is seen).
        aria-label={unread > 0 ? INBOX_TEXTS.named(unread) : INBOX_TEXTS.inbox}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={() => void preloadPanel().catch(() => undefined)}
        onFocus={() => void preloadPanel().catch(() => undefined)}
        onClick={() => (open ? close(false) : setOpen(true))}
        className="flex h-9 items-center gap-2 rounded-md px-2 text-sm font-medium text-base-700 hover:bg-base-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <Inbox aria-hidden="true" className="size-5" />
        <span className="sr-only sm:not-sr-only">{INBOX_TEXTS.inbox}</span>
        {unread > 0 && (
          <span className="rounded-full bg-primary-600 px-1.5 text-xs font-semibold text-white">{unread}</span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InboxPanel id={panelId} inbox={inbox} problem={problem} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
