/**
 * What versions show (docs/product.md §13), in one chunk fetched on first need (History opened, an
 * edit saved, a save refused), so the tool pages' first load does not carry it (README, Performance).
 */
export { default as HistoryList } from './history-list';
export { UndoButton } from './undo-button';
export { default as UnsavedVersion } from './unsaved-version';
