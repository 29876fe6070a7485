/**
 * Editing a result in place (docs/product.md §11) in Chromium, offline: a plan section, a research
 * competitor and a SWOT item are edited, each saved as an edit; after a reload all three are
 * still there, and the .txt downloads carry them.
 */
import { expect, test } from '@playwright/test';
import { download } from '../support/e2e/flows';
import { editPart, saveChanges } from '../support/e2e/editing';
import { generatePlan, generateResearch } from '../support/e2e/workspace-ui';

test('a plan section edited in place is kept after a reload and is in business-plan.txt', async ({ page }) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'A meal-kit subscription for busy parents in Lisbon');

  const form = await editPart(page, 'Executive Summary');
  const field = form.getByRole('textbox', { name: 'Executive Summary' });
  await expect(field).toBeFocused();
  await field.fill('Edited summary: weekly meal kits for Lisbon parents, planned by a dietitian.');
  await saveChanges(page, form);
  await expect(page.getByRole('button', { name: 'Edit Executive Summary' })).toBeFocused();

  // The milestones, by keyboard: a new one typed in, moved to the top.
  await page.getByRole('tab', { name: 'Milestones' }).click();
  const milestones = await editPart(page, 'Key Milestones');
  await milestones.getByRole('button', { name: 'Add Milestone' }).press('Enter');
  await page.keyboard.type('Edited milestone: first school partnership');
  for (let moves = await milestones.getByRole('textbox').count(); moves > 1; moves--)
    await page.keyboard.press('Alt+ArrowUp');
  await expect(milestones.getByRole('textbox', { name: 'Milestone 1' })).toHaveValue(
    'Edited milestone: first school partnership',
  );
  await saveChanges(page, milestones);

  await page.reload();
  await expect(page.getByRole('tabpanel')).toContainText('Edited summary: weekly meal kits for Lisbon parents');
  await page.getByRole('tab', { name: 'Milestones' }).click();
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toHaveText(
    'Edited milestone: first school partnership',
  );
  const file = await download(page, page.getByRole('button', { name: 'Download Plan' }));
  expect(file.name).toBe('business-plan.txt');
  expect(file.text).toContain('Edited summary: weekly meal kits for Lisbon parents, planned by a dietitian.');
  expect(file.text).toContain('- Edited milestone: first school partnership');
});

test('a research competitor and a SWOT item edited in place are kept after a reload and in market-research.txt', async ({
  page,
}) => {
  await page.goto('/dashboard/market-research');
  await generateResearch(page, 'Plant-based snacks');

  await page.getByRole('tab', { name: 'Competitors' }).click();
  const competitor = await editPart(page, /Competitor: /);
  await competitor.getByRole('textbox', { name: 'Name' }).fill('Edited Rival Foods');
  await competitor.getByRole('button', { name: 'Add Strength' }).click();
  await expect(competitor.getByRole('textbox', { name: /^Strength \d+$/ }).last()).toBeFocused();
  await page.keyboard.type('Edited strength: shelf space in every supermarket');
  await saveChanges(page, competitor);
  await expect(page.getByRole('button', { name: 'Edit Competitor: Edited Rival Foods' })).toBeFocused();

  await page.getByRole('tab', { name: 'SWOT' }).click();
  const threats = await editPart(page, 'SWOT: Threats');
  await threats.getByRole('textbox', { name: 'Threat 1' }).fill('Edited threat: a sugar tax on snacks');
  await saveChanges(page, threats);

  await page.reload();
  await page.getByRole('tab', { name: 'Competitors' }).click();
  const card = page.getByRole('group', { name: 'Edited Rival Foods' });
  await expect(card).toContainText('Edited strength: shelf space in every supermarket');
  await page.getByRole('tab', { name: 'SWOT' }).click();
  await expect(page.getByRole('group', { name: 'Threats' })).toContainText('Edited threat: a sugar tax on snacks');

  const file = await download(page, page.getByRole('button', { name: 'Download Research' }));
  expect(file.name).toBe('market-research.txt');
  for (const text of [
    'Edited Rival Foods',
    'Edited strength: shelf space in every supermarket',
    'Edited threat: a sugar tax on snacks',
  ])
    expect(file.text).toContain(text);
});
