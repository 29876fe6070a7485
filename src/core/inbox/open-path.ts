/**
 * The dashboard's page an emailed comment's link opens first (`/dashboard/open`): it switches to
 * the comment's workspace and venture, then goes on. Apart from place.ts, so the route table that
 * every page loads first carries only this word.
 */
export const OPEN_PLACE_SEGMENT = 'open';
