/**
 * JavaScript budgets, measured as a browser meets them: every script the page loads until it is
 * idle, counted at its gzip size (the build's own .gz file), which is stable from run to run.
 * Budgets (README, Performance): the landing page at most 100 KiB, a tool page at most 150 KiB.
 * What a page does not show at first (menus, dialogs, toasts, a result's editor) loads when asked for.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const KIB = 1024;
const TOOL_PAGE_BUDGET = 150 * KIB;
const PAGES = [
  { path: '/', budget: 100 * KIB },
  { path: '/dashboard/idea-generator', budget: TOOL_PAGE_BUDGET },
  { path: '/dashboard/business-plan', budget: TOOL_PAGE_BUDGET },
  { path: '/dashboard/market-research', budget: TOOL_PAGE_BUDGET },
  { path: '/dashboard/pitch-deck', budget: TOOL_PAGE_BUDGET },
  { path: '/dashboard/financials', budget: TOOL_PAGE_BUDGET },
];

/** The gzip size of each script the page loaded, from the files the server sends. */
async function scriptsLoaded(page: Page, path: string): Promise<Map<string, number>> {
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === 'script' && url.pathname.startsWith('/assets/')) {
      // Files too small to gain are sent as they are (scripts/precompress.mjs).
      const file = join('dist/web', url.pathname);
      scripts.set(url.pathname, statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size);
    }
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return scripts;
}

for (const { path, budget } of PAGES) {
  test(`${path} loads at most ${budget / KIB} KiB of gzipped JavaScript`, async ({ page }) => {
    const scripts = await scriptsLoaded(page, path);
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(`${path}: ${(total / KIB).toFixed(1)} KiB gzipped in ${scripts.size} scripts`);
    expect(
      total,
      [...scripts].map(([name, size]) => `${name} ${(size / KIB).toFixed(1)} KiB`).join('\n'),
    ).toBeLessThanOrEqual(budget);
  });
}

test('no export library is in any script the web app ships', () => {
  // Exports are rendered on the server (ARCHITECTURE.md, "Exports"): these strings mark pptxgenjs, docx,
  // exceljs and pdfkit (the Office XML namespaces, PDFKit's producer line).
  const markers = ['PptxGenJS', 'schemas.openxmlformats.org/officeDocument/2006', 'PDFKit', 'ExcelJS'];
  const scripts = readdirSync('dist/web/assets').filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const name of scripts) {
    const code = readFileSync(join('dist/web/assets', name), 'utf8');
    for (const marker of markers) expect(code.includes(marker), `${marker} in ${name}`).toBe(false);
  }
});
