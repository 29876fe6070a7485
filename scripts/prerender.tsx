/**
 * After `vite build`: renders the pages of PRERENDERED_PAGES (the landing page) with the app's own
 * routes, as the browser's first render will, into a copy of dist/web/index.html. The browser then
 * hydrates that HTML (src/web/main.tsx) instead of building the page from nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PRERENDERED_PAGES } from '../src/core/web-build';
import { routes } from '../src/web/routes';

const root = process.argv[2] ?? 'dist/web';
/** index.html's root with its loading shell, which a prerendered page's HTML replaces. */
const SHELL_ROOT = /<div id="root">\s*<!--app-shell-->[\s\S]*?<!--\/app-shell-->\s*<\/div>/;
const index = readFileSync(join(root, 'index.html'), 'utf8');
if (!SHELL_ROOT.test(index)) throw new Error(`${root}/index.html has no root with an app shell to fill`);

for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
    // The page's <title> is index.html's own; React puts the rendered one in <head> when it hydrates.
    .replace(/<title>[^<]*<\/title>/, '');
  // Marked, so the browser hydrates it rather than rendering over it (src/web/main.tsx).
  writeFileSync(
    join(root, file),
    index.replace(SHELL_ROOT, () => `<div id="root" data-prerendered>${html}</div>`),
  );
  console.log(`prerendered ${path} into ${root}/${file}: ${(html.length / 1024).toFixed(1)} KiB of HTML`);
}
