/**
 * A founder's work is kept (offline server, memory store): results reopen after a reload without
 * a new generation, History, deck edits and their conflicts, saved ideas, ventures, export and
 * import, and delete-all. Each test has its own browser context, so its own workspace.
 */
import { expect, test } from '@playwright/test';
import { expectToast, watchGenerateCalls } from '../support/e2e/flows';
import { ideaCard, ideasForm } from '../support/e2e/ui';
import { editSlideTitle, generateDeck, generatePlan, slideTitle, ventureMenu } from '../support/e2e/workspace-ui';

const IDEA = 'Quillfeather Ferries: electric passenger ferries for island communities along the Norwegian coast.';

test('a generated plan reopens after a reload, with its idea, and no new generation', async ({ page }) => {
  await page.goto('/dashboard/business-plan');
  await expect(ventureMenu(page).trigger).toHaveAccessibleName('Venture: No venture yet');
  await generatePlan(page, IDEA);
  const summary = (await page.getByRole('tabpanel').textContent()) ?? '';
  // The first generation in a new workspace makes a venture named after its result.
  await expect(ventureMenu(page).trigger).toHaveAccessibleName('Venture: Quillfeather Ferries');

  const calls = watchGenerateCalls(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);
  await expect(page.getByRole('tabpanel')).toHaveText(summary);
  await page.getByRole('link', { name: 'Market Research' }).click();
  await page.getByRole('link', { name: 'Business Plan' }).click();
  await expect(page.getByRole('tabpanel')).toHaveText(summary);
  expect(calls).toEqual([]);
});

test('History lists earlier results newest first, reopens one and deletes one after a confirmation', async ({
  page,
}) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'Harbour Bikes: bike rentals at ferry terminals.');
  await generatePlan(page, 'Tide Tables: a booking app for island restaurants.');

  await page.getByRole('button', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Business Plan Generator history' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').first()).toContainText('Tide Tables');
  await dialog.getByRole('button', { name: /^Harbour Bikes/ }).click();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(
    'Harbour Bikes: bike rentals at ferry terminals.',
  );

  await page.getByRole('button', { name: 'History' }).click();
  await dialog.getByRole('button', { name: 'Delete Tide Tables' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await page.reload();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText('Harbour Bikes');
});

test('a saved slide edit survives a reload; a stale tab is told and shown the newer deck', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, 'Harvest Table', 'Weekly meal kits for busy parents in Lisbon.');
  const other = await context.newPage();
  await other.goto('/dashboard/pitch-deck');
  await expect(other.getByRole('button', { name: 'Edit Slide' })).toBeVisible();

  await editSlideTitle(page, 'Harvest Table: dinner, solved');
  await expectToast(page, 'Slide Updated', 'Your changes have been saved.');
  await page.reload();
  await expect(slideTitle(page)).toHaveText('Harvest Table: dinner, solved');

  // The other tab still has version 1: its save is refused, and it shows what the first tab saved.
  await editSlideTitle(other, 'An edit made on an old copy');
  await expectToast(other, 'Changed Elsewhere', 'This result was changed in another tab or window.', { type: 'error' });
  await expect(slideTitle(other)).toHaveText('Harvest Table: dinner, solved');
});

test('Save Idea keeps one copy under Saved Ideas, across a reload, until Remove', async ({ page }) => {
  await page.goto('/dashboard/idea-generator');
  const form = ideasForm(page);
  await form.fill({ industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' });
  await form.generate.click();
  const card = page.getByRole('region', { name: 'Generated ideas' }).getByRole('heading', { level: 3 }).first();
  await expect(page.getByRole('button', { name: 'Save Idea' }).first()).toBeVisible({ timeout: 20_000 });
  const name = await card.innerText();
  await ideaCard(page, name).getByRole('button', { name: 'Save Idea' }).click();
  await expectToast(page, 'Idea Saved', `${name} saved to your ideas`);
  await ideaCard(page, name).getByRole('button', { name: 'Save Idea' }).click();

  const saved = page.getByRole('region', { name: 'Saved Ideas' });
  await page.reload();
  await expect(saved.getByRole('listitem')).toHaveCount(1);
  await expect(saved.getByRole('heading', { name })).toBeVisible();
  await saved.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(saved.getByRole('listitem')).toHaveCount(0);
  await page.reload();
  await expect(saved).toContainText('No saved ideas yet.');
});

test('ventures keep their own results, and another browser sees none of them', async ({ page, browser }) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);
  await ventureMenu(page).choose('New Venture');
  const dialog = page.getByRole('dialog', { name: 'New Venture' });
  await dialog.getByRole('textbox', { name: 'Venture Name' }).fill('Harbour Bikes');
  await dialog.getByRole('button', { name: 'Create Venture' }).click();
  await expect(ventureMenu(page).trigger).toHaveAccessibleName('Venture: Harbour Bikes');
  // A new venture starts empty.
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
  await expect(page.getByRole('tabpanel')).toHaveCount(0);

  await ventureMenu(page).trigger.click();
  await page.getByRole('menuitemradio', { name: 'Quillfeather Ferries' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);

  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto('/dashboard/business-plan');
  await expect(ventureMenu(strangerPage).trigger).toHaveAccessibleName('Venture: No venture yet');
  await expect(strangerPage.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
  await strangerPage.getByRole('button', { name: 'History' }).click();
  await expect(strangerPage.getByRole('dialog')).toContainText('Nothing saved yet.');
  await stranger.close();
});

test('Export Workspace and Import Workspace carry everything to another browser; a bad file adds nothing', async ({
  page,
  browser,
}) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);
  const exported = await ventureMenu(page).exportFile();
  expect(exported.name).toBe('venturekit-workspace.json');
  expect(exported.content.ventures.map((venture) => venture.name)).toEqual(['Quillfeather Ferries']);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto('/dashboard/business-plan');
  await ventureMenu(otherPage).importFile(
    'broken.json',
    '{"format":"venturekit-workspace","version":1,"ventures":[{"name":""}]}',
  );
  await expectToast(otherPage, 'Import Failed', '', { type: 'error' });
  await expect(ventureMenu(otherPage).trigger).toHaveAccessibleName('Venture: No venture yet');

  await ventureMenu(otherPage).importFile('venturekit-workspace.json', JSON.stringify(exported.content));
  await expectToast(otherPage, 'Workspace Imported', 'Added 1 venture, 1 result and 0 saved ideas.');
  await expect(ventureMenu(otherPage).trigger).toHaveAccessibleName('Venture: Quillfeather Ferries');
  await expect(otherPage.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);
  await other.close();
});

test('Delete All My Data erases the workspace after a confirmation', async ({ page }) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);
  await ventureMenu(page).choose('Delete All My Data');
  const dialog = page.getByRole('dialog', { name: 'Delete All My Data' });
  await dialog.getByRole('button', { name: 'Delete Everything' }).click();
  await expectToast(page, 'All Data Deleted', 'Every venture, result and saved idea was deleted.');
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
  await page.reload();
  await expect(ventureMenu(page).trigger).toHaveAccessibleName('Venture: No venture yet');
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
});
