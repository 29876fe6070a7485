/**
 * A regeneration that fails loses nothing (issue 26, "Nothing is ever lost"; docs/product.md §4), in
 * Chromium against the fake upstream: its fault shows the tool's error toast, and the result saved
 * before stays on screen with its Download and Export (Export still downloads a file), the form
 * keeping what was typed. For the research report, and for the deck after New Deck.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { download, expectGenerationError, expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { collectConsole } from '../support/e2e/ui';
import { deckMenuItem } from '../support/e2e/workspace-ui';
import { SLIDE_TITLES } from '../support/fixtures';
import { FIXTURE_RESEARCH as RESEARCH } from '../support/e2e/research-fixture';

const DECK = {
  slides: SLIDE_TITLES.map((title, index) => ({
    title,
    content: `Quorvane content for slide ${index + 1}.`,
    notes: `Quorvane notes for slide ${index + 1}.`,
  })),
};
/** The upstream drops the connection part-way through a second answer: a fault after some text, never retried. */
const fault = (result: unknown) => ({ kind: 'drop', afterChars: 80, content: JSON.stringify(result) }) as const;

test.use({ baseURL: UPSTREAM_APP_URL });
test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

/** Export's first format, chosen by keyboard (no toast can lie over the menu): the file's name and first bytes. */
async function exportFirst(page: Page): Promise<{ name: string; magic: string }> {
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await expect(exportButton).toBeEnabled();
  await exportButton.focus();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Enter');
  const file = await downloading;
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), magic: bytes.subarray(0, 4).toString('latin1') };
}

/** Presses `submit` with the upstream breaking off; waits for the tool's error toast (the cause in the console only). */
async function failRegeneration(page: Page, submit: Locator, result: unknown, toastText: string) {
  const errors = collectConsole(page, 'error');
  await fakeUpstream.enqueue(fault(result));
  await submit.click();
  await expectGenerationError(page, errors, toastText, 'Failed to connect to AI service');
}

test('a failed regeneration of the research keeps the saved report, its Download and Export, and the niche typed', async ({
  page,
}) => {
  const niche = page.getByLabel('Business Niche / Keyword', { exact: true });
  const conduct = page.getByRole('button', { name: 'Conduct Research', exact: true });
  const downloadButton = page.getByRole('button', { name: 'Download Research', exact: true });
  await openWithFreshFake(page, '/dashboard/market-research', niche);
  await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(RESEARCH), chunkSize: 400 });
  await niche.fill('Electric ferries');
  await conduct.click();
  await expectToast(page, 'Research Generated', 'Successfully generated market research.', { timeout: 15_000 });

  await niche.fill('Hydrogen ferries for fjords');
  const second = { ...RESEARCH, industryOverview: 'Half-made overview that must never stay on screen.' };
  await failRegeneration(page, conduct, second, 'Failed to generate market research. Please try again.');

  await expect(page.getByRole('tabpanel')).toContainText(RESEARCH.industryOverview);
  await expect(page.getByText(/Half-made overview/)).toHaveCount(0);
  await expect(niche).toHaveValue('Hydrogen ferries for fjords');
  await expect(conduct).toBeEnabled();
  const text = await download(page, downloadButton);
  expect(text.name).toBe('market-research.txt');
  expect(text.text).toContain(RESEARCH.industryOverview);
  // Named for the venture the first research made (core/exports/file-name.ts).
  expect(await exportFirst(page)).toEqual({ name: 'Electric ferries – Market Research.docx', magic: 'PK\u0003\u0004' });
  expect(await fakeUpstream.requests()).toHaveLength(2);
});

test('a failed New Deck keeps the saved deck and its actions, and the form with what was typed', async ({ page }) => {
  const name = page.getByLabel('Business Name', { exact: true });
  const generate = page.getByRole('button', { name: 'Generate Pitch Deck', exact: true });
  const stage = page.getByRole('group', { name: /^Slide \d+ of \d+$/ });
  await openWithFreshFake(page, '/dashboard/pitch-deck', name);
  await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(DECK), chunkSize: 400 });
  await name.fill('Quorvane Ferries');
  await page.getByLabel('Business Description', { exact: true }).fill('Electric ferries for island communities.');
  await generate.click();
  await expectToast(page, 'Pitch Deck Generated', 'Successfully generated your pitch deck.', { timeout: 15_000 });

  await deckMenuItem(page, 'New Deck');
  await name.fill('Quorvane Hydrofoils');
  const second = { slides: DECK.slides.map((slide) => ({ ...slide, title: `Half-made ${slide.title}` })) };
  await failRegeneration(page, generate, second, 'Failed to generate pitch deck. Please try again.');

  // The title slide's heading: its first line, the company's name.
  await expect(stage.getByRole('heading', { level: 3 })).toHaveText('Quorvane content for slide 1.');
  await expect(page.getByText(/Half-made/)).toHaveCount(0);
  await expect(stage.getByText('Quorvane content for slide 1.')).toBeVisible();
  await expect(name).toHaveValue('Quorvane Hydrofoils');
  await expect(page.getByRole('button', { name: 'Edit Slide', exact: true })).toBeEnabled();
  const text = await download(page, page.getByRole('button', { name: 'Download Deck', exact: true }));
  expect(text.text).toContain('Quorvane content for slide 1.');
  expect(await exportFirst(page)).toEqual({ name: 'Quorvane Ferries – Pitch Deck.pptx', magic: 'PK\u0003\u0004' });
  // Cancel closes the form and goes back to the deck.
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(name).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More', exact: true })).toBeFocused();
  expect(await fakeUpstream.requests()).toHaveLength(2);
});
