/**
 * JavaScript budgets, measured as a browser meets them: every script the page loads until it is
 * idle, counted at its gzip size (the build's own .gz file), which is stable from run to run.
 * Budgets (README, Performance): the landing page at most 100 KiB, a tool page at most 150 KiB.
 * What a page does not show at first (menus, dialogs, toasts, a result's editor) is not in it: a
 * tool page fetches the code of its menus, dialogs and toasts once it is up and the browser is idle
 * (src/web/lib/idle-prefetch.ts). Those scripts are not the first load, so they are left out
 * explicitly: only scripts requested before the page's own mark for that moment count (all of
 * them where there is no mark, as on the landing page); the rest is printed beside the total.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { IDLE_PREFETCH_MARK } from '../../src/web/lib/idle-prefetch';
import { TOOL_PAGES, VENTURE_PAGE } from '../support/e2e/pages';
import { waitForIdlePrefetch } from '../support/e2e/ui';

const KIB = 1024;
const TOOL_PAGE_BUDGET = 150 * KIB;
const PAGES = [
  { path: '/', budget: 100 * KIB, idlePrefetch: false },
  // Every screen of the dashboard, from the registry: a new tool's page is held to the budget at once.
  ...TOOL_PAGES.map(({ path }) => ({ path, budget: TOOL_PAGE_BUDGET, idlePrefetch: true })),
  { path: VENTURE_PAGE.path, budget: TOOL_PAGE_BUDGET, idlePrefetch: false },
];

/** The gzip size of a script the server sends, from the build's files. */
function gzipSize(pathname: string): number {
  // Files too small to gain are sent as they are (scripts/precompress.mjs).
  const file = join('dist/web', pathname);
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}

/**
 * The scripts the page loaded until it was idle, with their gzip sizes: those requested before the
 * idle prefetch started (`first`), and those it fetched (`idle`).
 */
async function scriptsLoaded(page: Page, path: string, idlePrefetch: boolean) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/'))
      scripts.add(url.pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // A tool page fetches its menus' and dialogs' code once idle: wait until it has all arrived, so
  // each script has its timing entry (added when its body ends, after the response event that
  // lists it; a script listed without one counts as first load, the likely cause of radix-dialog's
  // 2.3 KiB counted so once).
  if (idlePrefetch) await waitForIdlePrefetch(page);
  await page.waitForLoadState('networkidle');
  // When each script was requested, on the page's clock, and when the idle prefetch started.
  const { requested, prefetchStart } = await page.evaluate((mark) => {
    const started = performance.getEntriesByName(mark)[0]?.startTime;
    const entries = performance
      .getEntriesByType('resource')
      .map((entry) => [new URL(entry.name).pathname, entry.startTime]);
    return { requested: Object.fromEntries(entries) as Record<string, number>, prefetchStart: started ?? null };
  }, IDLE_PREFETCH_MARK);
  const first = new Map<string, number>();
  const idle = new Map<string, number>();
  for (const script of scripts) {
    const at = requested[script];
    const beforePrefetch = prefetchStart === null || at === undefined || at < prefetchStart;
    (beforePrefetch ? first : idle).set(script, gzipSize(script));
  }
  return { first, idle };
}

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((total, size) => total + size, 0);
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

for (const { path, budget, idlePrefetch } of PAGES) {
  test(`${path} loads at most ${budget / KIB} KiB of gzipped JavaScript`, async ({ page }) => {
    const { first, idle } = await scriptsLoaded(page, path, idlePrefetch);
    const total = sum(first);
    console.log(
      `${path}: ${kib(total)} gzipped in ${first.size} scripts` +
        (idle.size ? ` (then ${kib(sum(idle))} in ${idle.size} scripts fetched when idle, not counted)` : ''),
    );
    expect(total, [...first].map(([name, size]) => `${name} ${kib(size)}`).join('\n')).toBeLessThanOrEqual(budget);
  });
}

test('no export library is in any script the web app ships', () => {
  // Exports are rendered on the server (docs/decisions.md, "Exports"): these strings mark pptxgenjs, docx,
  // exceljs and pdfkit (the Office XML namespaces, PDFKit's producer line).
  const markers = ['PptxGenJS', 'schemas.openxmlformats.org/officeDocument/2006', 'PDFKit', 'ExcelJS'];
  const scripts = readdirSync('dist/web/assets').filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join('dist/web/assets', name), 'utf8');
    for (const marker of markers) expect(code.includes(marker), `${marker} in ${name}`).toBe(false);
  }
});
