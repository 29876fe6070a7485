import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

export { routes };

/** The app's router, over the browser's history; the routes are apart so the build can prerender them. */
export const router = createBrowserRouter(routes);
