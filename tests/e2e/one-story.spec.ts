/**
 * Offline, one venture from an idea to a deck tells one story (docs/product.md §10): "Pet care"
 * stays pets (never therapy), every document is checked against the model's facts, and what a
 * document made before the model says differently is shown, then made right by Regenerate from
 * the Venture screen, until every document is up to date with no conflict.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from '../support/e2e/flows';
import { toast } from '../support/e2e/ui';
import { generateDeck, generateModel, generateResearch, takeFirstIdea } from '../support/e2e/workspace-ui';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });
/** Each tool's success toast (docs/product.md §8). */
const GENERATED: Record<string, string> = {
  'Business Plan': 'Business Plan Generated',
  'Market Research': 'Research Generated',
  'Pitch Deck': 'Pitch Deck Generated',
  'Financial Model': 'Model Generated',
};
const documents = (page: Page) => page.getByRole('region', { name: 'Documents' });
const documentRow = (page: Page, tool: string) =>
  documents(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(tool, { exact: true }) });

test('Pet care, offline: idea, plan, research, model and deck agree, or say where they do not', async ({ page }) => {
  test.setTimeout(120_000);
  const { name } = await takeFirstIdea(page, {
    industry: 'Pet care',
    targetMarket: 'Busy dog owners',
    region: 'Lisbon',
  });
  // Use This Idea opens the plan with the idea in its form.
  await page.getByRole('button', { name: 'Generate Business Plan', exact: true }).click();
  await expectToast(page, 'Business Plan Generated', 'Successfully generated your business plan.', { timeout: 20_000 });

  await nav(page, 'Market Research').click();
  await generateResearch(page, 'dog walking in Lisbon');
  await nav(page, 'Financial Model').click();
  await generateModel(page);
  await nav(page, 'Pitch Deck').click();
  await generateDeck(page, name, 'Dog walking and pet sitting for busy owners in Lisbon.');

  const texts = [];
  for (const tool of ['Business Plan', 'Market Research', 'Pitch Deck']) {
    await nav(page, tool).click();
    texts.push(await page.getByRole('main').innerText());
  }
  for (const text of texts) expect(text).not.toMatch(/therap/i);

  await nav(page, 'Venture').click();
  // The deck, made last, states the model's figures: up to date at once.
  await expect(documentRow(page, 'Pitch Deck')).toContainText('Up to date');
  // The plan came before the model: what it says differently is counted, with Regenerate; a new
  // plan then puts the deck (built on it) out of date in turn. The founder regenerates what asks.
  await expect(documentRow(page, 'Business Plan')).toContainText(/figures? differs? from your venture’s facts\./);
  for (let round = 0; round < 4; round++) {
    const regenerate = documents(page).getByRole('link', { name: /^Regenerate / });
    if ((await regenerate.count()) === 0) break;
    const tool = ((await regenerate.first().getAttribute('aria-label')) ?? '').replace('Regenerate ', '');
    // Waits for this generation's stream to end (saved before its end): a toast of the same title
    // from an earlier generation can still be on screen.
    const generated = page.waitForEvent('requestfinished', (request) => request.url().includes('/api/generate/'));
    await regenerate.first().click();
    await generated;
    await expect(toast(page, GENERATED[tool]!).first()).toBeVisible({ timeout: 20_000 });
    await nav(page, 'Venture').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Venture' })).toBeVisible();
  }
  for (const tool of ['Business Plan', 'Market Research', 'Pitch Deck', 'Financial Model'])
    await expect(documentRow(page, tool), tool).toContainText('Up to date');
  await expect(documents(page).getByRole('link', { name: /^Regenerate / })).toHaveCount(0);
});
