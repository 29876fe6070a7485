/**
 * The Export menu in Chromium, offline: every native format downloads from its screen under its
 * exact name, named for the venture (by mouse and by keyboard alone), with the Downloaded toast, the
 * plain-text download keeping the spec's name; and an edited slide is in the deck's .pptx.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { download, expectToast } from '../support/e2e/flows';
import { ventureMenu } from '../support/e2e/workspace-ui';
import { arrowDownTo, toast } from '../support/e2e/ui';

interface ToolCase {
  path: string;
  fill: (page: Page) => Promise<void>;
  submit: string;
  generated: string;
  downloaded: string;
  /** The Download button and the spec's name for its .txt (docs/product.md §7). */
  text: [button: string, fileName: string];
  items: [label: string, fileName: string][];
}

/** A venture whose name holds a character no file name may ("/") and letters beyond ASCII. */
const VENTURE = 'Café Ünal / Berlin';

const TOOLS: Record<string, ToolCase> = {
  'business plan': {
    path: '/dashboard/business-plan',
    fill: (page) =>
      page.getByLabel('Business Idea', { exact: true }).fill('A weekly meal-kit service for busy parents in Lisbon'),
    submit: 'Generate Business Plan',
    generated: 'Business Plan Generated',
    downloaded: 'Business plan has been downloaded.',
    text: ['Download Plan', 'business-plan.txt'],
    items: [
      ['Word (.docx)', 'Café Ünal - Berlin – Business Plan.docx'],
      ['PDF (.pdf)', 'Café Ünal - Berlin – Business Plan.pdf'],
    ],
  },
  'market research': {
    path: '/dashboard/market-research',
    fill: (page) => page.getByLabel('Business Niche / Keyword', { exact: true }).fill('plant-based pet food'),
    submit: 'Conduct Research',
    generated: 'Research Generated',
    downloaded: 'Market research has been downloaded.',
    text: ['Download Research', 'market-research.txt'],
    items: [
      ['Word (.docx)', 'Café Ünal - Berlin – Market Research.docx'],
      ['PDF (.pdf)', 'Café Ünal - Berlin – Market Research.pdf'],
    ],
  },
  'pitch deck': {
    path: '/dashboard/pitch-deck',
    fill: async (page) => {
      await page.getByLabel('Business Name', { exact: true }).fill('Harvest Table');
      await page
        .getByLabel('Business Description', { exact: true })
        .fill('A weekly meal-kit service for busy parents in Lisbon.');
    },
    submit: 'Generate Pitch Deck',
    generated: 'Pitch Deck Generated',
    downloaded: 'Pitch deck has been downloaded.',
    text: ['Download Deck', 'pitch-deck.txt'],
    items: [
      ['PowerPoint (.pptx)', 'Café Ünal - Berlin – Pitch Deck.pptx'],
      ['PDF (.pdf)', 'Café Ünal - Berlin – Pitch Deck.pdf'],
    ],
  },
  'financial model': {
    path: '/dashboard/financials',
    fill: async (page) => {
      await page.getByLabel('Pricing Model', { exact: true }).selectOption('Subscription');
      await page.getByLabel('Customer Type', { exact: true }).selectOption('B2B - Small Business');
      await page.getByLabel('Major Costs', { exact: true }).fill('Salaries, Office rent');
    },
    submit: 'Generate Financial Model',
    generated: 'Model Generated',
    downloaded: 'Financial model has been downloaded.',
    text: ['Download Model', 'financial-model.txt'],
    items: [
      ['Excel (.xlsx)', 'Café Ünal - Berlin – Financial Model.xlsx'],
      ['PDF (.pdf)', 'Café Ünal - Berlin – Financial Model.pdf'],
    ],
  },
};

async function generate(page: Page, tool: ToolCase) {
  await page.goto(tool.path);
  await ventureMenu(page).create(VENTURE);
  await tool.fill(page);
  await page.getByRole('button', { name: tool.submit, exact: true }).click();
  await expect(toast(page, tool.generated)).toBeVisible();
}

const exportButton = (page: Page) => page.getByRole('button', { name: 'Export', exact: true });

/** Waits for the file the action starts; returns its name and bytes. */
async function downloaded(page: Page, action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await action();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

/**
 * The last download's toast can lie over the menu's lower items, and sonner holds a toast while
 * the pointer rests on it: the pointer moves off and the toasts are let go before the menu opens.
 */
async function chooseWithMouse(page: Page, item: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await exportButton(page).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Tab to Export, open it with Enter, arrow down to the item, Enter. */
async function chooseWithKeyboard(page: Page, item: string, position: number) {
  await exportButton(page).focus();
  await page.keyboard.press('Enter');
  const items: Locator = page.getByRole('menuitem');
  await expect(items.first()).toBeFocused();
  await arrowDownTo(page, item);
  await expect(items.nth(position)).toBeFocused();
  await page.keyboard.press('Enter');
}

const magic = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1');

for (const [name, tool] of Object.entries(TOOLS)) {
  test(`${name}: each Export item downloads its file, by mouse and by keyboard`, async ({ page }) => {
    await generate(page, tool);
    const [button, textName] = tool.text;
    expect((await download(page, page.getByRole('button', { name: button, exact: true }))).name).toBe(textName);
    for (const [position, [item, fileName]] of tool.items.entries()) {
      const byMouse = await downloaded(page, () => chooseWithMouse(page, item));
      expect(byMouse.name).toBe(fileName);
      expect(magic(byMouse.bytes)).toBe(fileName.endsWith('.pdf') ? '%PDF' : 'PK\u0003\u0004');
      // Each download adds a toast; the first is checked before others stack up.
      if (position === 0) await expectToast(page, 'Downloaded', tool.downloaded);

      const byKeyboard = await downloaded(page, () => chooseWithKeyboard(page, item, position));
      expect(byKeyboard.name).toBe(fileName);
      // The menu closes and hands focus back to Export.
      await expect(exportButton(page)).toBeFocused();
    }
  });
}

test('an edited slide is in pitch-deck.pptx', async ({ page }) => {
  await generate(page, TOOLS['pitch deck']!);
  await page.getByRole('button', { name: 'Next slide', exact: true }).click();
  await page.getByRole('button', { name: 'Edit Slide', exact: true }).click();
  await page.getByLabel('Slide Title', { exact: true }).fill('Dinner Is a Daily Puzzle');
  await page.getByLabel('Speaker Notes', { exact: true }).fill('Tell the Tuesday-night story.');
  await page.getByRole('button', { name: 'Save Changes', exact: true }).click();
  await expect(toast(page, 'Slide Updated')).toBeVisible();

  const file = await downloaded(page, () => chooseWithMouse(page, 'PowerPoint (.pptx)'));
  const zip = await JSZip.loadAsync(file.bytes);
  expect(await zip.file('ppt/slides/slide2.xml')!.async('string')).toContain('Dinner Is a Daily Puzzle');
  expect(await zip.file('ppt/notesSlides/notesSlide2.xml')!.async('string')).toContain('Tell the Tuesday-night story.');
});
