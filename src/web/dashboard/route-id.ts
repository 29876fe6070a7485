/** The dashboard route's id, by which its screens read what its loader found. */
export const DASHBOARD_ROUTE_ID = 'dashboard';
