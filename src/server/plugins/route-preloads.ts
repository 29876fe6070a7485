import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_PATH, tools } from '@/core/tools/listings';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Where Vite writes its build manifest, inside the built web app. */
const MANIFEST = join('.vite', 'manifest.json');
const LAYOUT_SOURCE = 'src/web/dashboard/dashboard-layout.tsx';
const viewSource = (id: string) => `src/web/tools/${id}-view.tsx`;

/**
 * For each dashboard page, the script files its screen needs beyond what index.html already
 * loads: the dashboard layout, the tool's view and the chunks they import. Sent as modulepreload
 * links with the page, they load alongside the entry instead of after it (one round trip, not
 * three). Empty without a manifest (a build from before, or tests without one).
 */
export function routePreloads(staticDir: string): Map<string, string[]> {
  const path = join(staticDir, MANIFEST);
  const preloads = new Map<string, string[]>();
  if (!existsSync(path)) return preloads;
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  /** A chunk's file and every file it imports, however deep. */
  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const loadedByPage = closure('index.html');
  const forView = (id: string) => {
    const files = new Set([...closure(LAYOUT_SOURCE), ...closure(viewSource(id))]);
    return [...files].filter((file) => !loadedByPage.has(file)).map((file) => `/${file}`);
  };
  const [first] = tools;
  if (first) preloads.set(DASHBOARD_PATH, forView(first.id));
  for (const tool of tools) preloads.set(`${DASHBOARD_PATH}/${tool.route}`, forView(tool.id));
  return preloads;
}

/** `html` with a modulepreload link for each file, at the end of its head. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
