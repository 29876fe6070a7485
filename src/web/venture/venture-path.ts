import { DASHBOARD_PATH } from '@/core/tools/listings';

/** The Venture screen's segment under the dashboard, and its path (docs/product.md §10). */
export const VENTURE_SEGMENT = 'venture';
export const VENTURE_PATH = `${DASHBOARD_PATH}/${VENTURE_SEGMENT}`;

/** The screen's name in the sidebar and the tab's title. */
export const VENTURE_NAV_LABEL = 'Venture';
