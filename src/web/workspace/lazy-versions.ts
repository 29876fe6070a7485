import { preloadable } from '@/web/lib/preloadable';

const load = () => import('./versions-ui');

const historyList = preloadable(() => load().then((module) => module.HistoryList));
const undoButton = preloadable(() => load().then((module) => module.UndoButton));
const unsavedVersion = preloadable(() => load().then((module) => module.UnsavedVersion));

export const HistoryList = historyList.Component;
export const UndoButton = undoButton.Component;
export const UnsavedVersion = unsavedVersion.Component;

/** Fetches versions' code ahead of its first use (the page idle, History pressed): it then renders at once. */
export const preloadVersionsUi = () =>
  Promise.all([historyList.preload(), undoButton.preload(), unsavedVersion.preload()]).catch(() => undefined);
