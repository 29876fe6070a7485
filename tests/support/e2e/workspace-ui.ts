/** The workspace's controls as a founder finds them: the venture menu, History, the tool forms used to make saved work. */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { expectToast } from './flows';
import { ideaCard, ideaNames, ideasForm, toast } from './ui';

const PLAN_GENERATED = 'Business Plan Generated';

export function ventureMenu(page: Page) {
  const trigger = page.getByRole('button', { name: /^Venture: / });
  return {
    trigger,
    async choose(item: string) {
      await trigger.click();
      await page.getByRole('menuitem', { name: item, exact: true }).click();
    },
    /** New Venture named `name`; waits until it is the current venture. */
    async create(name: string) {
      await this.choose('New Venture');
      const dialog = page.getByRole('dialog', { name: 'New Venture' });
      await dialog.getByRole('textbox', { name: 'Venture Name' }).fill(name);
      await dialog.getByRole('button', { name: 'Create Venture' }).click();
      await expect(trigger).toHaveAccessibleName(`Venture: ${name}`);
    },
    /** Export Workspace: the file's name and parsed content. */
    async exportFile(): Promise<{
      name: string;
      content: { ventures: { name: string; documents: { tool: string; title: string }[] }[] };
    }> {
      const downloading = page.waitForEvent('download');
      await this.choose('Export Workspace');
      const file = await downloading;
      return { name: file.suggestedFilename(), content: JSON.parse(await readFile(await file.path(), 'utf8')) };
    },
    /** Import Workspace with `contents` as the chosen file. */
    async importFile(name: string, contents: string) {
      const choosing = page.waitForEvent('filechooser');
      await this.choose('Import Workspace');
      await (await choosing).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(contents) });
    },
  };
}

/** Generates a business plan from `idea` on the open screen and waits for its toast. */
export async function generatePlan(page: Page, idea: string): Promise<void> {
  // The toast waited for below is this generation's: an earlier plan's, shown for 5 s, would pass
  // for it (and two at once matched the check twice, failing it in CI).
  await expect(toast(page, PLAN_GENERATED)).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Business Idea' }).fill(idea);
  await page.getByRole('button', { name: 'Generate Business Plan', exact: true }).click();
  await expectToast(page, PLAN_GENERATED, 'Successfully generated your business plan.', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Download Plan' })).toBeEnabled();
}

/** Generates a pitch deck on the open screen and waits until it can be edited. */
export async function generateDeck(page: Page, name: string, description: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Business Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Business Description' }).fill(description);
  await page.getByRole('button', { name: 'Generate Pitch Deck', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit Slide' })).toBeVisible({ timeout: 20_000 });
}

/** Chooses `name` (Add Slide, Move Down, New Deck...) in the More menu under the slide. */
export async function deckMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

/** Edits the current slide's title and saves it. */
export async function editSlideTitle(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Edit Slide' }).click();
  await page.getByLabel('Slide Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Save Changes' }).click();
}

/** The slide on stage's title. */
export function slideTitle(page: Page) {
  return page.getByRole('group', { name: /^Slide \d+ of \d+$/ }).getByRole('heading', { level: 3 });
}

/** Generates ideas on the open screen and waits until they can be saved. */
export async function generateIdeas(page: Page): Promise<void> {
  await page.getByLabel('Industry', { exact: true }).fill('Fintech');
  await page.getByLabel('Target Market', { exact: true }).fill('Freelancers');
  await page.getByLabel('Region', { exact: true }).fill('Germany');
  await page.getByRole('button', { name: 'Generate Ideas', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save Idea' }).first()).toBeVisible({ timeout: 20_000 });
}

/** Runs market research on `niche` on the open screen and waits for its download. */
export async function generateResearch(page: Page, niche: string): Promise<void> {
  await page.getByLabel('Business Niche / Keyword', { exact: true }).fill(niche);
  await page.getByRole('button', { name: 'Conduct Research', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Download Research' })).toBeEnabled({ timeout: 20_000 });
}

/** Generates a financial model on the open screen and waits until it replaces the form. */
export async function generateModel(page: Page): Promise<void> {
  await page.getByLabel('Pricing Model', { exact: true }).selectOption('SaaS');
  await page.getByLabel('Customer Type', { exact: true }).selectOption('B2B - Small Business');
  await page.getByLabel('Major Costs', { exact: true }).fill('Salaries, Office rent, Cloud hosting');
  await page.getByRole('button', { name: 'Generate Financial Model', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Download Model' })).toBeEnabled({ timeout: 20_000 });
}

/**
 * Generates ideas for `inputs` on the Idea Generator and presses Use This Idea on the first;
 * returns that idea's name and description as its card shows them.
 */
export async function takeFirstIdea(
  page: Page,
  inputs: { industry: string; targetMarket: string; region: string },
): Promise<{ name: string; description: string }> {
  await page.goto('/dashboard/idea-generator');
  const form = ideasForm(page);
  await form.fill(inputs);
  await form.generate.click();
  await expect(ideaNames(page)).toHaveCount(3);
  const name = (await ideaNames(page).first().textContent()) ?? '';
  const description = (await ideaCard(page, name).locator('p').first().textContent()) ?? '';
  await ideaCard(page, name).getByRole('button', { name: 'Use This Idea', exact: true }).click();
  return { name, description };
}
