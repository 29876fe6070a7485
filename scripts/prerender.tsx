/**
 * After `vite build`, fills dist/web/index.html's empty root:
 * - each page of PRERENDERED_PAGES (the landing page) is rendered with the app's own routes, as the
 *   browser's first render will, into a copy of index.html marked `data-prerendered`; the browser
 *   hydrates it (src/web/main.tsx) instead of building the page from nothing;
 * - index.html itself, which every other page starts from, gets RouteLoading, so the page paints a
 *   loading status before any script runs; the app renders over it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PRERENDERED_PAGES } from '../src/core/web-build';
import { RouteLoading } from '../src/web/components/route-loading';
import { routes } from '../src/web/routes';

const root = process.argv[2] ?? 'dist/web';
const EMPTY_ROOT = '<div id="root"></div>';
const indexFile = join(root, 'index.html');
const index = readFileSync(indexFile, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`${indexFile} has no ${EMPTY_ROOT} to fill`);

for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
    // The page's <title> is index.html's own; React puts the rendered one in <head> when it hydrates.
    .replace(/<title>[^<]*<\/title>/, '');
  writeFileSync(
    join(root, file),
    index.replace(EMPTY_ROOT, () => `<div id="root" data-prerendered>${html}</div>`),
  );
  console.log(`prerendered ${path} into ${root}/${file}: ${(html.length / 1024).toFixed(1)} KiB of HTML`);
}

const shell = renderToString(<RouteLoading />);
writeFileSync(
  indexFile,
  index.replace(EMPTY_ROOT, () => `<div id="root">${shell}</div>`),
);
console.log(`put the loading shell into ${indexFile}`);
