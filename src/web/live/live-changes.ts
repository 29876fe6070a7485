import { CHANGE_EVENT, type WorkspaceChange } from '@/core/api/changes';
import { routes } from '@/core/api/routes';
import { toast } from '@/web/components/ui/toaster';
import { WORKSPACE_CHANGE_EVENT } from './events';
import { LIVE_TEXTS } from './texts';

/** Changes that arrive together (a save's venture and its comments) make one read. */
const GATHER_MS = 150;

/**
 * Follows the workspace's event stream (GET /api/workspace/events): each change another member
 * saves makes the screens read their work again (`readAgain`), once for changes that come together,
 * and is told to the page as a `WORKSPACE_CHANGE_EVENT`. A stream lost and opened again (the browser
 * does it) reads again too: changes may have been missed meanwhile. Returns how to stop.
 */
export function followWorkspace(readAgain: () => void): () => void {
  const source = new EventSource(routes.workspaceEvents.path);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let opened = false;
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(readAgain, GATHER_MS);
  };
  source.addEventListener('open', () => {
    if (opened) soon();
    opened = true;
  });
  source.addEventListener(CHANGE_EVENT, (event) => {
    const change = JSON.parse((event as MessageEvent<string>).data) as WorkspaceChange;
    if (change.kind === 'access' && change.removed)
      toast.error(LIVE_TEXTS.removed.title, { description: LIVE_TEXTS.removed.description });
    window.dispatchEvent(new CustomEvent(WORKSPACE_CHANGE_EVENT, { detail: change }));
    // Another workspace's thread: only the Inbox's count reads again, nothing this page shows.
    if (change.kind !== 'inbox') soon();
  });
  return () => {
    clearTimeout(timer);
    source.close();
  };
}
