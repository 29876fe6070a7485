/**
 * Offline, one venture from an idea to a deck tells one story (docs/product.md §10): "Pet care"
 * stays pets (never therapy), every document is checked against the model's facts, and what a
 * document made before the model says differently is shown, then made right by Regenerate from
 * the Venture screen, until every document is up to date with no conflict.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from '../support/e2e/flows';
import { generateDeck, generateModel, generateResearch, takeFirstIdea } from '../support/e2e/workspace-ui';

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true });
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
  await expect(documentRow(page, 'Pitch Deck')).toContainText('Up to date');
  // The plan came before the model: whatever it says of price or customers is named, with Regenerate.
  const plan = documentRow(page, 'Business Plan');
  if ((await plan.getByRole('link', { name: 'Regenerate Business Plan' }).count()) > 0) {
    await plan.getByRole('link', { name: 'Regenerate Business Plan' }).click();
    await expectToast(page, 'Business Plan Generated', 'Successfully generated your business plan.', {
      timeout: 20_000,
    });
    await nav(page, 'Venture').click();
  }
  for (const tool of ['Business Plan', 'Market Research', 'Pitch Deck', 'Financial Model'])
    await expect(documentRow(page, tool), tool).toContainText('Up to date');
  await expect(documents(page).getByRole('link', { name: /^Regenerate / })).toHaveCount(0);
});
