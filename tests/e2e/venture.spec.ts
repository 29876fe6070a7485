/**
 * One venture in Chromium (offline server, memory store): Use This Idea fills every tool's form
 * from the venture's profile; the deck states the model's exact figures; the founder edits the
 * model (recomputed at once, kept across a reload, in the download), resets it, compares
 * scenarios, all by keyboard too. Each test has its own browser context, so its own workspace.
 */
import { expect, test, type Page } from '@playwright/test';
import { download, expectToast } from '../support/e2e/flows';
import { generateModel, takeFirstIdea } from '../support/e2e/workspace-ui';
import { amountIn } from '../support/e2e/ui';

const assumptionsRegion = (page: Page) => page.getByRole('region', { name: 'Assumptions' });
const year1Total = (page: Page) =>
  page
    .getByRole('tabpanel')
    .getByRole('heading', { name: 'Year 1 Total Revenue' })
    .locator('xpath=../..')
    .locator('p')
    .first();

/** The deck's last slide, by keyboard (a toast may sit over the thumbnails on a small window). */
async function openSlide10(page: Page) {
  await page
    .getByRole('navigation', { name: 'Slides' })
    .getByRole('button', { name: /^Slide 10 / })
    .focus();
  await page.keyboard.press('Enter');
}

/** The Year 1 total as the Revenue tab shows it. */
async function year1(page: Page): Promise<string> {
  await page.getByRole('tab', { name: 'Revenue' }).click();
  return (await year1Total(page).textContent()) ?? '';
}

test('Use This Idea makes a venture whose profile fills each tool’s form', async ({ page }) => {
  const { name, description } = await takeFirstIdea(page, {
    industry: 'Food',
    targetMarket: 'Busy parents',
    region: 'Portugal',
  });

  await expect(page).toHaveURL(/\/dashboard\/business-plan$/);
  await expect(page.getByRole('button', { name: `Venture: ${name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(`${name}: ${description}`);
  await page.getByRole('link', { name: 'Pitch Deck' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Name' })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: 'Business Description' })).toHaveValue(description);
  await page.getByRole('link', { name: 'Market Research' }).click();
  const niche = page.getByRole('textbox', { name: 'Business Niche / Keyword' });
  await expect(niche).toHaveValue(/^Food: \S/);
  expect(((await niche.inputValue()) ?? '').length).toBeLessThanOrEqual(80);

  // The profile can be edited; a form with nothing saved follows it.
  await page.getByRole('button', { name: `Venture: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Edit Venture Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Venture Profile' });
  await expect(dialog.getByRole('textbox', { name: 'Industry (optional)' })).toHaveValue('Food');
  await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Family dinners from Lisbon farms.');
  await dialog.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile Saved', 'Tool forms with nothing saved yet start from it.');
  // The dialog came from the menu, whose item is gone: focus is back on the menu's button.
  await expect(page.getByRole('button', { name: `Venture: ${name}` })).toBeFocused();
  await page.getByRole('link', { name: 'Pitch Deck' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Description' })).toHaveValue(
    'Family dinners from Lisbon farms.',
  );
  // The ideas came with their venture (one venture per idea): the Idea Generator opens on them,
  // its form holding what they were generated from.
  await page.getByRole('link', { name: 'Idea Generator' }).click();
  await expect(page.getByRole('textbox', { name: 'Region' })).toHaveValue('Portugal');
  await expect(page.getByRole('textbox', { name: 'Industry' })).toHaveValue('Food');
});

test('a model, then a deck: the Financials & Ask slide states the model’s exact figures, and goes out of date when the model changes', async ({
  page,
}) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const revenue = await year1(page);
  await page.getByRole('tab', { name: 'Break-Even' }).click();
  const breakEven = (await page.getByRole('tabpanel').locator('p').first().textContent()) ?? '';
  expect(revenue).toMatch(/^\$[\d,]+$/);

  await page.getByRole('link', { name: 'Pitch Deck' }).click();
  await page.getByRole('textbox', { name: 'Business Name' }).fill('Harvest Table');
  await page.getByRole('textbox', { name: 'Business Description' }).fill('Weekly meal kits for busy parents.');
  await page.getByRole('button', { name: 'Generate Pitch Deck', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit Slide' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Built on: Financial model \(\d+ \w+\)$/)).toBeVisible();
  await openSlide10(page);
  const slide = page.getByRole('group', { name: 'Slide 10 of 10' });
  await expect(slide).toContainText(`Year 1 revenue: ${revenue}`);
  await expect(slide).toContainText(`Break-even: ${breakEven}`);

  // Edit the model's price: the deck says it is out of date, and Regenerate brings the new figure.
  await page.getByRole('link', { name: 'Financial Model' }).click();
  const price = assumptionsRegion(page).getByRole('spinbutton', { name: 'Price per customer' });
  await price.fill(String((await amountIn(price)) + 10));
  await expect(page.getByText('All changes saved.')).toBeVisible();
  const edited = await year1(page);
  expect(edited).not.toBe(revenue);
  await page.getByRole('link', { name: 'Pitch Deck' }).click();
  await expect(page.getByText('Out of date: the financial model changed since this was made.')).toBeVisible();
  await page.getByRole('button', { name: 'Regenerate', exact: true }).click();
  await expect(page.getByText('Out of date:')).toHaveCount(0, { timeout: 20_000 });
  await openSlide10(page);
  await expect(page.getByRole('group', { name: 'Slide 10 of 10' })).toContainText(`Year 1 revenue: ${edited}`);
});

test('editing the price recomputes Year 1 revenue on screen and in financial-model.txt, survives a reload, and resets', async ({
  page,
}) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const proposed = await year1(page);
  const price = assumptionsRegion(page).getByRole('spinbutton', { name: 'Price per customer' });
  const proposedPrice = await amountIn(price);

  await price.fill(String(proposedPrice * 2));
  const doubled = await year1(page);
  expect(doubled).not.toBe(proposed);
  // Every customer pays twice as much: revenue doubles to the dollar.
  expect(Number(doubled.replace(/\D/g, ''))).toBe(Number(proposed.replace(/\D/g, '')) * 2);
  await expect(page.getByText('All changes saved.')).toBeVisible();

  const file = await download(page, page.getByRole('button', { name: 'Download Model' }));
  expect(file.name).toBe('financial-model.txt');
  expect(file.text).toContain(`Year 1 Total: ${doubled}`);

  await page.reload();
  await expect(year1Total(page)).toHaveText(doubled);
  await expect(price).toHaveValue((proposedPrice * 2).toLocaleString('en-US'));

  await assumptionsRegion(page).getByRole('button', { name: 'Reset to AI Proposal' }).click();
  await expect(year1Total(page)).toHaveText(proposed);
  await expect(price).toHaveValue(proposedPrice.toLocaleString('en-US'));
  await expect(assumptionsRegion(page).getByRole('button', { name: 'Reset to AI Proposal' })).toBeDisabled();
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.reload();
  await expect(year1Total(page)).toHaveText(proposed);
});

test('the scenarios table, and every edit by keyboard alone', async ({ page }) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const table = page.getByRole('table', { name: 'Revenue and break-even of each scenario' });
  await expect(table.getByRole('columnheader')).toHaveText(['Base', 'Conservative', 'Optimistic']);
  const yearRow = (label: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
  const base = await year1(page);
  await expect(yearRow('Year 1 revenue').getByRole('cell').first()).toHaveText(base);
  const cells = await yearRow('Year 3 revenue').getByRole('cell').allTextContents();
  const [mid, low, high] = cells.map((cell) => Number(cell.replace(/\D/g, '')));
  expect(low).toBeLessThan(mid!);
  expect(mid).toBeLessThan(high!);

  // Keyboard only: into the starting customers, up three, then the Conservative scenario's growth.
  const starting = assumptionsRegion(page).getByRole('spinbutton', { name: 'Starting customers' });
  await starting.focus();
  const before = await amountIn(starting);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(starting).toHaveValue((before + 3).toLocaleString('en-US'));
  await expect(yearRow('Year 1 revenue').getByRole('cell').first()).not.toHaveText(base);

  const toggle = page.getByRole('button', { name: 'Edit Conservative' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Scenario name' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Cautious');
  await expect(table.getByRole('columnheader')).toHaveText(['Base', 'Cautious', 'Optimistic']);
  const growth = page
    .getByRole('group', { name: 'Cautious scenario' })
    .getByRole('spinbutton', { name: 'Monthly growth' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(growth).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await expect(yearRow('Year 3 revenue').getByRole('cell').nth(1)).not.toHaveText(cells[1]!);
  await expect(page.getByText('All changes saved.')).toBeVisible();

  // The cost lines, by keyboard: Add Cost, then its amount. The offline model's salaries are roles
  // (issue 27), so its cost lines are the other two, and the new one is the third.
  const add = assumptionsRegion(page).getByRole('button', { name: 'Add Cost' });
  const costAmounts = assumptionsRegion(page).getByRole('spinbutton', { name: /^Cost \d+ amount$/ });
  const costsBefore = await costAmounts.count();
  await add.focus();
  await page.keyboard.press('Enter');
  const amount = assumptionsRegion(page).getByRole('spinbutton', { name: `Cost ${costsBefore + 1} amount` });
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2500');
  await page.getByRole('tab', { name: 'Expenses' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('/month');
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.reload();
  await expect(assumptionsRegion(page).getByRole('textbox', { name: `Cost ${costsBefore + 1} name` })).toHaveValue(
    'New cost',
  );
  await expect(table.getByRole('columnheader')).toHaveText(['Base', 'Cautious', 'Optimistic']);
});
