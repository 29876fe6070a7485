/**
 * One story in Chromium (offline server): a model's facts on the Venture screen with their
 * source, a deck that states them by construction, a figure the founder wrote that differs shown
 * as a conflict and fixed with Use Fact, a
 * founder's pin checked and kept, and the deck out of date once the model's price changes, with
 * Regenerate from the Venture screen bringing it back up to date. Keyboard only where it counts.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from '../support/e2e/flows';
import { generateDeck, generateModel } from '../support/e2e/workspace-ui';
import { amountIn } from '../support/e2e/ui';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });
const conflictsRegion = (page: Page) =>
  page.getByRole('region', { name: /figures? differs? from your venture’s facts$/ });
const factRow = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Facts' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
const documentRow = (page: Page, tool: string) =>
  page
    .getByRole('region', { name: 'Documents' })
    .getByRole('listitem')
    .filter({ has: page.getByText(tool, { exact: true }) });

test('the venture’s facts, conflicts fixed with Use Fact, a pin, and a deck out of date until regenerated', async ({
  page,
}) => {
  // Three generations, Use Fact, a pin and an autosave: past 30 s on a loaded 2-core machine (CI, twice).
  test.slow();
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const price = await amountIn(
    page.getByRole('region', { name: 'Assumptions' }).getByRole('spinbutton', { name: 'Price per customer' }),
  );

  await nav(page, 'Pitch Deck').click();
  await generateDeck(page, 'Harvest Table', 'Weekly meal kits for busy parents in Lisbon.');
  // Offline, the deck states the model's figures by construction: no conflict until the founder writes one.
  await expect(page.getByRole('region', { name: 'Pitch deck' })).toBeVisible();
  await expect(conflictsRegion(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit Slide' }).click();
  await page.getByLabel('Slide Content', { exact: true }).fill('• The price is $999 a month.\n• Cancel any time.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Slide Updated', 'Your changes have been saved.');
  await expect(conflictsRegion(page)).toHaveAccessibleName('1 figure differs from your venture’s facts');
  // Marked where it stands, inside the slide, the fact in its tooltip on keyboard focus.
  const marked = page.getByRole('group', { name: 'Slide 1 of 10' }).locator('mark', { hasText: '$999 a month' });
  await marked.focus();
  await expect(page.getByRole('tooltip')).toContainText(
    `Your venture’s monthly price per customer is $${Number(price).toLocaleString('en-US')}/customer/month (From the financial model,`,
  );
  await page.keyboard.press('Escape');
  const useFact = conflictsRegion(page).getByRole('button', { name: /^Use Fact: .* in Slide 1: Title Slide$/ });
  await useFact.focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Figure Updated', 'It now states your venture’s fact.');
  await expect(conflictsRegion(page)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Slide 1 of 10' })).toContainText(
    `The price is $${Number(price).toLocaleString('en-US')} a month.`,
  );
  // Now it agrees: no longer a conflict, and its source shows on hover.
  await expect(page.getByRole('group', { name: 'Slide 1 of 10' }).locator('mark')).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Slide 1 of 10' })
    .getByText(/^\$[\d,]+ a month$/)
    .hover();
  await expect(page.getByRole('tooltip')).toContainText(
    /^Monthly price per customer: .*From the financial model, \d+ \w+\.$/,
  );

  await nav(page, 'Venture').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Venture' })).toBeVisible();
  await expect(factRow(page, 'Monthly price per customer')).toContainText(
    `$${Number(price).toLocaleString('en-US')}/customer/month`,
  );
  await expect(factRow(page, 'Monthly price per customer')).toContainText(/From the financial model, \d+ \w+/);
  await expect(documentRow(page, 'Pitch Deck')).toBeVisible();

  // A pin out of its range is refused with the reason; within it, it is kept.
  await page.getByRole('button', { name: 'Pin Team size' }).click();
  const team = page.getByRole('spinbutton', { name: 'Team size' });
  await team.fill('2.5');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Team size must be a whole number.');
  await team.fill('4');
  await page.keyboard.press('Enter');
  await expectToast(page, 'Fact Pinned', 'Documents are checked against your value from now on.');
  await expect(factRow(page, 'Team size')).toContainText('4 people');
  await page.reload();
  await expect(factRow(page, 'Team size')).toContainText('Pinned by you');

  // The model's price changes: the deck is out of date, and Regenerate makes it again.
  await nav(page, 'Financial Model').click();
  const priceField = page
    .getByRole('region', { name: 'Assumptions' })
    .getByRole('spinbutton', { name: 'Price per customer' });
  await priceField.fill(String(Number(price) + 10));
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await nav(page, 'Venture').click();
  await expect(factRow(page, 'Monthly price per customer')).toContainText(
    `$${(Number(price) + 10).toLocaleString('en-US')}/customer/month`,
  );
  await expect(documentRow(page, 'Pitch Deck')).toContainText(
    'Out of date: the financial model changed since this was made.',
  );
  await documentRow(page, 'Pitch Deck').getByRole('link', { name: 'Regenerate Pitch Deck' }).click();
  // The deck holds an edit (Use Fact): it asks first, and the edited version stays in History.
  const question = page.getByRole('dialog', { name: 'Regenerate this result?' });
  await question.getByRole('button', { name: 'Regenerate' }).click();
  await expectToast(page, 'Pitch Deck Generated', 'Successfully generated your pitch deck.', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/pitch-deck$/);

  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Saved results' })).toContainText('Edited');
  await page.keyboard.press('Escape');

  await nav(page, 'Venture').click();
  await expect(documentRow(page, 'Pitch Deck')).not.toContainText('Out of date');
});
