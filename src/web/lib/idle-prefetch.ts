/**
 * Code that a first press needs but the first screen does not show (menus, dialogs, toasts),
 * fetched once the screen is up and the browser is idle. Loading it on the press made the first
 * open of each menu and dialog wait for the network and the module's evaluation (finding 20);
 * loading it with the page would put it in the first load's JavaScript budget. Components that
 * load code on demand register their loader (`prefetchWhenIdle`); the tool page starts the
 * fetching once its saved work is on screen (`startIdlePrefetch`). A loader registered later (a
 * result's Export menu) is fetched at the next idle moment.
 */

type Load = () => Promise<unknown>;

/**
 * Marked (performance.mark) when the first idle prefetch starts: scripts requested before it are
 * the page's first load, those after it are not (tests/e2e/js-budget.spec.ts reads it).
 */
export const IDLE_PREFETCH_MARK = 'venturekit:idle-prefetch';
/** Marked each time everything registered so far has been fetched (or failed). */
export const IDLE_PREFETCHED_MARK = 'venturekit:idle-prefetched';

const waiting = new Set<Load>();
const fetched = new Set<Load>();
let started = false;
/** An idle callback is pending or a loader is running: the next one waits for it. */
let busy = false;

/** Asks for `load` to run when the browser is next idle, once the page has started prefetching. */
export function prefetchWhenIdle(load: Load): void {
  if (fetched.has(load) || waiting.has(load)) return;
  waiting.add(load);
  if (started) schedule();
}

/** The screen is up: from now on, registered loaders run when the browser is idle. */
export function startIdlePrefetch(): void {
  if (started) return;
  started = true;
  schedule();
}

function schedule() {
  if (busy || waiting.size === 0) return;
  busy = true;
  whenIdle(fetchNext);
}

/**
 * One loader per idle moment, the next once it has settled: modules arrive and are evaluated one
 * at a time, each in a task of its own, rather than all in a burst in the page's first quiet moments.
 */
function fetchNext() {
  if (performance.getEntriesByName(IDLE_PREFETCH_MARK).length === 0) performance.mark(IDLE_PREFETCH_MARK);
  const [load] = waiting;
  if (!load) {
    busy = false;
    return;
  }
  waiting.delete(load);
  fetched.add(load);
  // A failed prefetch is no failure: the press that needs the code asks again.
  void load()
    .catch(() => fetched.delete(load))
    .then(() => {
      busy = false;
      if (waiting.size > 0) schedule();
      else performance.mark(IDLE_PREFETCHED_MARK);
    });
}

/** requestIdleCallback where there is one (not in Safari), with a bound so a busy page still gets it. */
function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}
