import { preloadable } from '@/web/lib/preloadable';

// Comments are a member's: a guest's screen never fetches their code. One import for both parts, so
// the tool's chunk lists the comments' files once.
const loadCommentsUi = () => import('./comments-ui');

export const { Component: CommentsButton } = preloadable(() => loadCommentsUi().then((ui) => ui.CommentsButton));
export const { Component: CommentsPanel, preload: loadCommentsPanel } = preloadable(() =>
  loadCommentsUi().then((ui) => ui.CommentsPanel),
);
