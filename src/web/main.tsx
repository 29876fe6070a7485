import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
// A prerendered page (the landing page: scripts/prerender.tsx) is hydrated; any other page's
// loading shell (RouteLoading, which the build puts into index.html) is rendered over.
if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
else createRoot(root).render(app);
