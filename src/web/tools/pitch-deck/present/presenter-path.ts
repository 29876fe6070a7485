/**
 * The Presenter View's route, outside the dashboard (no sidebar, no workspace loaders): a second
 * window of the same origin opened from Present mode, told which presentation to follow by
 * `?session=`, the name of the BroadcastChannel both windows share (docs/product.md §2).
 */
export const PRESENTER_PATH = '/dashboard/pitch-deck/presenter';

/** The Presenter View's address for one presentation. */
export const presenterUrl = (session: string) => `${PRESENTER_PATH}?session=${encodeURIComponent(session)}`;
