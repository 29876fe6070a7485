/**
 * One venture, one story, in Chromium (offline server, memory store; docs/product.md §10):
 * Export of a deck whose figures differ from the venture's facts asks first (Review goes to the
 * conflicts, Export Anyway exports); Use All Facts fixes every figure in one version, which Undo
 * takes back; Delete Venture removes the venture and its share links (the link answers 404) and
 * the app goes on in the other venture; Use This Idea keeps the ideas with the idea's venture.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from '../support/e2e/flows';
import { ideaCard, toast } from '../support/e2e/ui';
import { generateDeck, generateModel, takeFirstIdea, ventureMenu } from '../support/e2e/workspace-ui';

const NAME = 'Harvest Table';
const DESCRIPTION = 'Weekly meal kits for busy parents in Lisbon.';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });
const conflictsRegion = (page: Page) =>
  page.getByRole('region', { name: /figures? differs? from your venture’s facts$/ });
const slide = (page: Page) => page.getByRole('group', { name: /^Slide \d+ of \d+$/ });

/** Writes `content` into the slide on stage and saves it. */
async function editSlideContent(page: Page, content: string) {
  await page.getByRole('button', { name: 'Edit Slide' }).click();
  await page.getByLabel('Slide Content', { exact: true }).fill(content);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Slide Updated', 'Your changes have been saved.');
}

/** Export → PDF on the deck. */
async function exportPdf(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'PDF (.pdf)' }).click();
}

test('Export asks first when figures differ; Use All Facts fixes them all in one version, and Undo takes it back', async ({
  page,
}) => {
  test.slow();
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const price = Number(
    await page
      .getByRole('region', { name: 'Assumptions' })
      .getByRole('spinbutton', { name: 'Price per customer' })
      .inputValue(),
  );
  const stated = `$${price.toLocaleString('en-US')}`;
  await nav(page, 'Pitch Deck').click();
  await generateDeck(page, NAME, DESCRIPTION);
  await expect(conflictsRegion(page)).toHaveCount(0);
  await editSlideContent(page, '• The price is $999 a month.\n• Premium: the price is $1,999 a month.');
  await expect(conflictsRegion(page)).toHaveAccessibleName('2 figures differ from your venture’s facts');

  // Export asks first; Review goes to the conflicts and exports nothing.
  let downloads = 0;
  page.on('download', () => downloads++);
  await exportPdf(page);
  const question = page.getByRole('dialog', { name: '2 figures differ from your venture’s facts' });
  await expect(question).toContainText('The file would state them as they are.');
  await question.getByRole('button', { name: 'Review' }).click();
  await expect(question).toBeHidden();
  await expect(conflictsRegion(page)).toBeFocused();
  expect(downloads).toBe(0);

  // Export Anyway exports the deck as it is.
  await exportPdf(page);
  const downloading = page.waitForEvent('download');
  await question.getByRole('button', { name: 'Export Anyway' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeFocused();

  // Use All Facts, in the panel: every figure, one edit.
  await conflictsRegion(page).getByRole('button', { name: 'Use All Facts' }).click();
  await expectToast(page, 'Figures Updated', 'They now state your venture’s facts.');
  await expect(conflictsRegion(page)).toHaveCount(0);
  await expect(slide(page)).toContainText(`The price is ${stated} a month.`);
  await expect(slide(page)).toContainText(`Premium: the price is ${stated} a month.`);
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('button', { name: `Versions of ${NAME}` }).click();
  const versions = page.getByRole('list', { name: `Versions of ${NAME}` }).getByRole('listitem');
  // Generated, the founder's slide, and Use All Facts: one version for both figures.
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText(/Version 3 · Edited .* · newest/);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(toast(page, 'Edit Undone')).toBeVisible();
  await expect(conflictsRegion(page)).toHaveAccessibleName('2 figures differ from your venture’s facts');
  await expect(slide(page)).toContainText('The price is $999 a month.');
});

test('Delete Venture removes the venture and its share links; the app goes on in the other venture', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, NAME, DESCRIPTION);
  const menu = ventureMenu(page);
  await menu.create('Secret Walks');
  await generateDeck(page, 'Secret Walks', 'Dog walks for busy owners in Berlin.');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share' });
  await share.getByRole('button', { name: 'Create Link' }).click();
  const url = await share.getByLabel('New link').inputValue();
  await page.keyboard.press('Escape');
  const investor = await browser.newContext();
  const view = await investor.newPage();
  expect((await view.goto(url))?.status()).toBe(200);

  await menu.choose('Delete Venture');
  const dialog = page.getByRole('dialog', { name: 'Delete Venture' });
  const remove = dialog.getByRole('button', { name: 'Delete Venture' });
  await expect(remove).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type “Secret Walks” to confirm' }).fill('Secret Walks');
  await remove.click();
  await expectToast(page, 'Venture Deleted', 'Secret Walks and everything in it were deleted.');

  // The app is in the other venture, on its deck; the deleted one is nowhere to pick.
  await expect(menu.trigger).toHaveAccessibleName(`Venture: ${NAME}`);
  await expect(slide(page)).toContainText(NAME);
  await expect(page.getByRole('main')).toBeFocused();
  await menu.trigger.click();
  await expect(page.getByRole('menuitemradio')).toHaveText([NAME]);
  await page.keyboard.press('Escape');

  const gone = await view.reload();
  expect(gone?.status()).toBe(404);
  await expect(view.getByRole('heading', { name: 'Link not available' })).toBeVisible();
  await investor.close();

  // The Venture screen has Delete Venture too; the last one leaves the empty state.
  await nav(page, 'Venture').click();
  await page.getByRole('button', { name: 'Delete Venture' }).click();
  await page.getByRole('textbox', { name: `Type “${NAME}” to confirm` }).fill(NAME);
  await page.keyboard.press('Enter');
  await expectToast(page, 'Venture Deleted', `${NAME} and everything in it were deleted.`);
  await expect(page.getByText(/^No venture yet\./)).toBeVisible();
  await expect(menu.trigger).toHaveAccessibleName('Venture: No venture yet');
});

test('Use This Idea keeps the ideas with the idea’s venture, and moves them to a new one when theirs holds other work', async ({
  page,
}) => {
  test.slow();
  const { name } = await takeFirstIdea(page, {
    industry: 'Pet care',
    targetMarket: 'Busy dog owners',
    region: 'Berlin',
  });
  await expect(page).toHaveURL(/\/dashboard\/business-plan$/);
  const menu = ventureMenu(page);
  await expect(menu.trigger).toHaveAccessibleName(`Venture: ${name}`);
  // The ideas' own venture became the idea's: one venture, holding them.
  await menu.trigger.click();
  await expect(page.getByRole('menuitemradio')).toHaveText([name]);
  await page.keyboard.press('Escape');
  await nav(page, 'Idea Generator').click();
  const cards = page.getByRole('region', { name: 'Generated ideas' }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(3);
  const second = (await cards.nth(1).textContent()) ?? '';
  await nav(page, 'Venture').click();
  const ideasRow = page
    .getByRole('region', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Idea Generator', { exact: true }) });
  await expect(ideasRow).not.toContainText('Not made yet');

  // The venture now holds a plan: another idea gets a venture of its own, and the ideas go with it.
  await nav(page, 'Business Plan').click();
  await page.getByRole('button', { name: 'Generate Business Plan', exact: true }).click();
  await expectToast(page, 'Business Plan Generated', 'Successfully generated your business plan.', { timeout: 20_000 });
  await nav(page, 'Idea Generator').click();
  await ideaCard(page, second).getByRole('button', { name: 'Use This Idea', exact: true }).last().click();
  await expect(page).toHaveURL(/\/dashboard\/business-plan$/);
  await expect(menu.trigger).toHaveAccessibleName(`Venture: ${second}`);
  await nav(page, 'Idea Generator').click();
  await expect(cards).toHaveCount(3);
  // The first venture keeps its plan, and no longer the ideas.
  await menu.trigger.click();
  await expect(page.getByRole('menuitemradio')).toHaveText([name, second]);
  await page.getByRole('menuitemradio', { name }).click();
  await expect(menu.trigger).toHaveAccessibleName(`Venture: ${name}`);
  await expect(page.getByRole('region', { name: 'Generated ideas' })).toHaveCount(0);
  await nav(page, 'Business Plan').click();
  await expect(page.getByRole('button', { name: 'Download Plan' })).toBeVisible();
  expect(await toast(page, 'Not Saved').count()).toBe(0);
});
