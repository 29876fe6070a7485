/**
 * Designed slides in Chromium, offline: the title slide sets the company's name large (its heading,
 * the slide's own title not printed) and keeps it inside the slide at 1280 and 375 px; a theme chosen in Design shows on screen at once and is
 * in the downloaded pitch-deck.pptx, and goes with Export and Import Workspace to another browser.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { expectToast } from '../support/e2e/flows';
import { expectEvenTableRows } from '../support/e2e/ui';
import { generateDeck, ventureMenu } from '../support/e2e/workspace-ui';

const stage = (page: Page) => page.getByRole('group', { name: /^Slide \d+ of 10$/ });
const slideBackground = (page: Page) =>
  stage(page)
    .locator('[data-layout]')
    .evaluate((element) => getComputedStyle(element).backgroundColor);

const DARK = 'rgb(15, 23, 42)';

/** Design, then Dark: waits for the server to keep it and the stage to show it. */
async function chooseDark(page: Page) {
  await page.getByRole('button', { name: 'Design', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Deck Design' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/deck-design') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('radio', { name: 'Dark' }).check();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => slideBackground(page)).toBe(DARK);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Design', exact: true })).toBeFocused();
}

async function deck(page: Page) {
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, 'Harvest Table', 'A weekly meal-kit service for busy parents in Lisbon.');
}

for (const width of [1280, 375]) {
  test(`the title slide shows the company’s name large, inside the slide, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await deck(page);
    const name = stage(page).getByRole('heading', { name: 'Harvest Table', exact: true });
    await expect(name).toBeVisible();
    // The slide's own title ("Title Slide") is not printed: the company's name is its heading.
    await expect(stage(page).getByText('Title Slide')).toHaveCount(0);
    const sizes = await stage(page)
      .locator('[data-layout] > *')
      .evaluateAll((elements) => elements.map((element) => parseFloat(getComputedStyle(element).fontSize)));
    // 72 points: the name is the largest text on the slide.
    const size = await name.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBe(Math.max(...sizes));
    const slide = (await stage(page).locator('[data-layout]').boundingBox())!;
    const box = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(slide.x);
    expect(box.x + box.width).toBeLessThanOrEqual(slide.x + slide.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(slide.y + slide.height + 1);
  });
}

for (const width of [1280, 375]) {
  test(`the Competition table draws every row at the layout's one height, the header's too, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await deck(page);
    await page
      .getByRole('navigation', { name: 'Slides' })
      .getByRole('button', { name: /^Slide 8/ })
      .click();
    await expectEvenTableRows(stage(page));
  });
}

test('a theme chosen in Design shows on screen and in the downloaded .pptx', async ({ page }) => {
  await deck(page);
  await page.getByRole('button', { name: 'Next slide', exact: true }).click();
  expect(await slideBackground(page)).toBe('rgb(255, 255, 255)');

  await chooseDark(page);

  // Kept with the venture: a reload opens the deck in the dark theme.
  await page.reload();
  await page.getByRole('button', { name: 'Next slide', exact: true }).click();
  await expect.poll(() => slideBackground(page)).toBe(DARK);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'PowerPoint (.pptx)', exact: true }).click();
  const file = await downloading;
  const zip = await JSZip.loadAsync(await readFile(await file.path()));
  expect(await zip.file('ppt/slides/slide2.xml')!.async('string')).toContain(
    '<p:bg><p:bgPr><a:solidFill><a:srgbClr val="0F172A"',
  );
});

test('the theme goes with Export and Import Workspace to another browser', async ({ page, browser }) => {
  await deck(page);
  await page.getByRole('button', { name: 'Next slide', exact: true }).click();
  await chooseDark(page);
  const exported = await ventureMenu(page).exportFile();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/dashboard/pitch-deck');
  await ventureMenu(otherPage).importFile(exported.name, JSON.stringify(exported.content));
  await expectToast(otherPage, 'Workspace Imported', 'Added 1 venture, 1 result and 0 saved ideas.');
  await otherPage.getByRole('button', { name: 'Next slide', exact: true }).click();
  await expect.poll(() => slideBackground(otherPage)).toBe(DARK);
  await other.close();
});
