/**
 * Versions in Chromium, offline (docs/product.md §13): History marks an edited version and
 * restores an earlier one; Undo takes back the last saved edit; two tabs editing different slides
 * both keep their edits, and an edit of the same slide is kept in "Your unsaved version" (through
 * a reload of its tab, which asks first), whose Apply saves it on the newest version; two tabs
 * changing different assumptions of the model both keep them. A deck restored from History after
 * New Deck is the one the tool opens from then on (issue 38).
 */
import { expect, test, type Page } from '@playwright/test';
import { amountIn, toast } from '../support/e2e/ui';
import { deckMenuItem, editSlideTitle, generateDeck, generateModel, slideTitle } from '../support/e2e/workspace-ui';

const NAME = 'Harvest Table';
const DESCRIPTION = 'Weekly meal kits for busy parents in Lisbon, from local farms.';
const thumbnail = (page: Page, number: number) =>
  page
    .getByRole('navigation', { name: 'Slides' })
    .getByRole('button')
    .nth(number - 1);

test('History marks an edited version and restores the generated one; Undo takes back an edit', async ({ page }) => {
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, NAME, DESCRIPTION);
  const generated = await slideTitle(page).innerText();

  await editSlideTitle(page, 'Our Promise');
  await expect(toast(page, 'Slide Updated')).toBeVisible();

  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('button', { name: `Versions of ${NAME}` }).click();
  const versions = page.getByRole('list', { name: `Versions of ${NAME}` }).getByRole('listitem');
  await expect(versions).toHaveCount(2);
  // A date of this year, written without its year.
  await expect(versions.nth(0)).toContainText(/Version 2 · Edited \d{1,2} \w{3}, \d\d:\d\d · newest/);
  await expect(versions.nth(0)).toContainText('Slide 1: Our Promise changed');
  await expect(versions.nth(1)).toContainText(/Version 1 · Generated/);
  await versions.nth(1).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(toast(page, 'Version Restored')).toBeVisible();
  await expect(slideTitle(page)).toHaveText(generated);
  // Focus is back on History, which opened the list.
  await expect(page.getByRole('button', { name: 'History', exact: true })).toBeFocused();

  await editSlideTitle(page, 'Taken back');
  await expect(slideTitle(page)).toHaveText('Taken back');
  await expect(toast(page, 'Slide Updated').first()).toBeVisible();
  // Ctrl+Z with focus outside a text field (on Edit Slide, back from the editor).
  await expect(page.getByRole('button', { name: 'Edit Slide' })).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(toast(page, 'Edit Undone')).toBeVisible();
  await expect(slideTitle(page)).toHaveText(generated);

  await page.reload();
  await expect(slideTitle(page)).toHaveText(generated, { timeout: 20_000 });
  await page.getByRole('button', { name: 'History', exact: true }).click();
  // Undo brought an earlier version back: History's list says the result was last restored.
  await expect(page.getByRole('list', { name: 'Saved results' })).toContainText(/· Restored \d{1,2} \w{3}, \d\d:\d\d/);
  await page.getByRole('button', { name: `Versions of ${NAME}` }).click();
  await expect(page.getByRole('list', { name: `Versions of ${NAME}` }).getByRole('listitem')).toHaveCount(5);
});

test('after New Deck, a deck restored from History is the one a reload, another tab and the Venture screen open', async ({
  page,
  context,
}) => {
  // Two generations, two edits, a restore and three page loads.
  test.slow();
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, NAME, DESCRIPTION);
  await editSlideTitle(page, 'Our Promise');
  await expect(toast(page, 'Slide Updated')).toBeVisible();
  await editSlideTitle(page, 'Second thoughts');
  await expect(slideTitle(page)).toHaveText('Second thoughts');
  await expect(toast(page, 'Slide Updated').first()).toBeVisible();

  await deckMenuItem(page, 'New Deck');
  await page.getByRole('textbox', { name: 'Business Name' }).fill('Harvest Table Two');
  await page.getByRole('button', { name: 'Generate Pitch Deck', exact: true }).click();
  // The deck holds edits: the app asks first, and the edited deck stays in History.
  await page
    .getByRole('dialog', { name: 'Regenerate this result?' })
    .getByRole('button', { name: 'Regenerate' })
    .click();
  await expect(page.getByRole('button', { name: 'Edit Slide' })).toBeVisible({ timeout: 20_000 });
  const second = await slideTitle(page).innerText();
  expect(second).not.toBe('Our Promise');

  // History: the first deck's version with "Our Promise", restored as its newest.
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('button', { name: `Versions of ${NAME}`, exact: true }).click();
  await page.getByRole('button', { name: 'Restore version 2' }).click();
  await expect(toast(page, 'Version Restored')).toBeVisible();
  await expect(slideTitle(page)).toHaveText('Our Promise');

  await page.reload();
  await expect(slideTitle(page)).toHaveText('Our Promise', { timeout: 20_000 });
  const other = await context.newPage();
  await other.goto('/dashboard/pitch-deck');
  await expect(slideTitle(other)).toHaveText('Our Promise', { timeout: 20_000 });
  // The Venture screen names it as the venture's deck.
  await other.goto('/dashboard/venture');
  const deckRow = other
    .getByRole('region', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ hasText: 'Pitch Deck' });
  await expect(deckRow).toContainText(`${NAME} ·`, { timeout: 20_000 });
  await expect(deckRow).not.toContainText('Harvest Table Two');
});

test('two tabs: edits to different slides are both kept; the same slide keeps the refused text to apply', async ({
  page,
  context,
}) => {
  // A deck, two tabs and four saves: 43 s on a quiet machine, past the 60 s hang detector under load.
  test.slow();
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, NAME, DESCRIPTION);
  const other = await context.newPage();
  await other.goto('/dashboard/pitch-deck');
  await expect(other.getByRole('button', { name: 'Edit Slide' })).toBeVisible({ timeout: 20_000 });

  // Different slides: the first tab edits slide 1, the second (still on the generated deck) slide 2.
  await editSlideTitle(page, 'First tab’s slide');
  await expect(toast(page, 'Slide Updated')).toBeVisible();
  await thumbnail(other, 2).click();
  await editSlideTitle(other, 'Second tab’s slide');
  await expect(toast(other, 'Slide Updated')).toBeVisible();
  // The second tab shows both edits.
  await expect(thumbnail(other, 1)).toHaveAccessibleName('Slide 1 First tab’s slide');
  await expect(thumbnail(other, 2)).toHaveAccessibleName('Slide 2 Second tab’s slide');
  await page.reload();
  await expect(thumbnail(page, 1)).toHaveAccessibleName('Slide 1 First tab’s slide', { timeout: 20_000 });
  await expect(thumbnail(page, 2)).toHaveAccessibleName('Slide 2 Second tab’s slide');

  // The same slide: the second tab's edit is refused, and kept.
  await thumbnail(page, 3).click();
  await thumbnail(other, 3).click();
  await editSlideTitle(page, 'Saved first');
  await expect(toast(page, 'Slide Updated').first()).toBeVisible();
  await editSlideTitle(other, 'Refused, kept');
  await expect(toast(other, 'Changed Elsewhere')).toBeVisible();
  const panel = other.getByRole('region', { name: 'Your unsaved version' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Your unsaved version' })).toBeFocused();
  await expect(panel).toContainText('Slide Title: Refused, kept');
  await expect(slideTitle(other)).toHaveText('Saved first');

  // A reload of that tab asks first, then brings the panel back with the refused text.
  const asked: string[] = [];
  other.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await other.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('Slide Title: Refused, kept');
  await thumbnail(other, 3).click();
  await expect(slideTitle(other)).toHaveText('Saved first');

  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(other, 'Changes Saved')).toBeVisible();
  await expect(panel).toHaveCount(0);
  await expect(other.getByRole('heading', { level: 2, name: 'Your Pitch Deck' })).toBeFocused();
  await expect(slideTitle(other)).toHaveText('Refused, kept');
  await page.reload();
  await expect(thumbnail(page, 3)).toHaveAccessibleName('Slide 3 Refused, kept', { timeout: 20_000 });
  await expect(thumbnail(page, 1)).toHaveAccessibleName('Slide 1 First tab’s slide');
});

test('two tabs: changes to different assumptions of the model are both kept, and History names each', async ({
  page,
  context,
}) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const other = await context.newPage();
  await other.goto('/dashboard/financials');
  const assumption = (tab: Page, name: string) =>
    tab.getByRole('region', { name: 'Assumptions' }).getByRole('spinbutton', { name });
  await expect(assumption(other, 'Monthly churn')).toBeVisible({ timeout: 20_000 });
  const saved = (tab: Page) => expect(tab.getByText('All changes saved.')).toBeVisible({ timeout: 20_000 });

  // The first tab changes the price; the second, still on the generated model, the churn.
  const price = String((await amountIn(assumption(page, 'Price per customer'))) + 17);
  await assumption(page, 'Price per customer').fill(price);
  await saved(page);
  await assumption(other, 'Monthly churn').fill('7.5');
  await saved(other);
  // The second tab's save was merged: it shows the first tab's price too.
  await expect(assumption(other, 'Price per customer')).toHaveValue(Number(price).toLocaleString('en-US'));
  await expect(assumption(other, 'Monthly churn')).toHaveValue('7.5');
  await page.reload();
  await expect(assumption(page, 'Price per customer')).toHaveValue(price, { timeout: 20_000 });
  await expect(assumption(page, 'Monthly churn')).toHaveValue('7.5');

  // History names the assumption each version changed.
  await page.getByRole('button', { name: 'History' }).click();
  await page
    .getByRole('button', { name: /^Versions of / })
    .first()
    .click();
  const versions = page.getByRole('list', { name: /^Versions of / });
  await expect(versions.getByRole('listitem').first()).toContainText('Monthly churn changed');
  await expect(versions.getByRole('listitem').nth(1)).toContainText('Price per customer changed');
});
