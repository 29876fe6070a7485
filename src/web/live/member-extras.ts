/**
 * What a member's dashboard loads after the page, as one chunk that no first load carries (a guest's
 * browser never fetches it): the workspace's live stream (live-updates.tsx starts it) and the top
 * bar's Inbox (top-bar.tsx). One chunk, imported by the same path from both, so the dashboard's own
 * code names it once more at almost no cost (the tool pages' first load has no room to spare).
 */
export { followWorkspace } from './live-changes';
export { InboxButton as Inbox } from '@/web/inbox/inbox-button';
