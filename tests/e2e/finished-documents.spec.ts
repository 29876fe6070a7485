/**
 * Offline in Chromium, a venture's plan exported from its screen is a finished document: the
 * venture shown names its cover and its properties, and the model saved in it gives the key
 * figures (issue 28, item 6). The files themselves are read in tests/exports/finished-documents.test.ts.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { generateModel, generatePlan, ventureMenu } from '../support/e2e/workspace-ui';

const run = promisify(execFile);

/** Chooses `item` in the Export menu; returns the downloaded file's path. */
async function exportAs(page: Page, item: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  return (await downloading).path();
}

test('a plan exported in a venture with a model has its cover, page numbers and key figures', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/dashboard/financials');
  await generateModel(page);
  // The first generation made the venture (named from its inputs); the menu shows it once saved.
  await expect(ventureMenu(page).trigger).not.toHaveText(/No venture yet/);
  const venture = ((await ventureMenu(page).trigger.textContent()) ?? '').replace(/^Venture:\s*/, '').trim();
  expect(venture).not.toBe('');

  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'A weekly meal-kit service for busy parents in Lisbon');

  const zip = await JSZip.loadAsync(await readFile(await exportAs(page, 'Word (.docx)')));
  const core = await zip.file('docProps/core.xml')!.async('string');
  expect(core).toContain(`<dc:creator>${venture}</dc:creator>`);
  const document = await zip.file('word/document.xml')!.async('string');
  expect(document.split('</w:sectPr>')[0]).toContain(venture);
  expect(document).toContain('Key Figures');
  expect(document).toContain('<w:tbl>');

  const pdf = await exportAs(page, 'PDF (.pdf)');
  const { stdout } = await run('pdftotext', ['-layout', pdf, '-']);
  const pages = stdout.split('\f').slice(0, -1);
  expect(pages[0]).toContain(venture);
  expect(pages[0]).toContain('Business Plan');
  expect(pages[1]).toContain('Contents');
  // Pages count from the cover, as Word's fields count them.
  expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
});
