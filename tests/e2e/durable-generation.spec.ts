/**
 * A generation goes on on the server across a reload, or a move to another tool and back (issue 26,
 * item 4): the screen comes back on it, "Generating..." with its progress, then its result, with no
 * second call to the model; and Stop after the reload stops it on the server. Against the fake
 * upstream in its slow mode, or held mid-answer until the test releases it. A regeneration comes
 * back the same way, with the saved result and its Download and Export out of reach (issue 38).
 */
import { expect, test, type Page } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { expectStreaming, expectToast, openWithFreshFake } from '../support/e2e/flows';
import { fixtureIdeas, ideasJson } from '../support/e2e/ideas-fixture';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { ideaNames, ideaResults, ideasForm } from '../support/e2e/ui';
import { FIXTURE_RESEARCH as RESEARCH } from '../support/e2e/research-fixture';
import type { Behaviour } from '../fake-upstream/fake-upstream';

const INPUTS = { industry: 'Coastal tourism', targetMarket: 'Ferry passengers', region: 'Azores' };
const IDEAS = fixtureIdeas();
const NAMES = IDEAS.map((idea) => idea.name);
/** Slow enough (about 6 s) that a reload lands in the middle of it. */
const SLOW = { kind: 'stream', content: ideasJson(IDEAS), chunkSize: 16, delayMs: 80 } as const;

test.use({ baseURL: UPSTREAM_APP_URL });
test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

test.beforeEach(async ({ page }) => {
  await openWithFreshFake(page, '/dashboard/idea-generator', ideasForm(page).industry);
});

/** Starts a slow generation and reloads the page once its first idea is on screen. */
async function reloadMidGeneration(page: Page, stream: Behaviour = SLOW) {
  await fakeUpstream.enqueue(stream);
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();
  await expectStreaming(
    ideaResults(page).getByRole('heading', { level: 3, name: NAMES[0], exact: true }),
    form.generating,
  );
  await page.reload();
  return form;
}

test('after a reload the screen shows the generation going on, then its result, without calling the model again', async ({
  page,
}) => {
  const form = await reloadMidGeneration(page);
  // Generating..., with what has streamed so far and the inputs that were typed.
  await expect(form.generating).toBeVisible();
  await expect(ideaResults(page).getByRole('heading', { level: 3, name: NAMES[0], exact: true })).toBeVisible();
  await expect(form.industry).toHaveValue(INPUTS.industry);

  await expectToast(page, 'Ideas Generated', 'Successfully generated business ideas.', { timeout: 15_000 });
  await expect(ideaNames(page)).toHaveText(NAMES);
  await expect(form.generate).toBeEnabled();
  expect(await fakeUpstream.requests()).toHaveLength(1);

  // It was saved: another reload opens on it, with nothing running.
  await page.reload();
  await expect(ideaNames(page)).toHaveText(NAMES);
  await expect(form.generate).toBeEnabled();
});

test('leaving for another tool and coming back by the sidebar shows the generation going on, then its result', async ({
  page,
}) => {
  await fakeUpstream.enqueue(SLOW);
  const form = ideasForm(page);
  const firstIdea = ideaResults(page).getByRole('heading', { level: 3, name: NAMES[0], exact: true });
  await form.fill(INPUTS);
  await form.generate.click();
  await expectStreaming(firstIdea, form.generating);

  // Client-side navigation, no reload: the screen goes away while the server goes on.
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await sidebar.getByRole('link', { name: 'Business Plan', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toBeVisible();
  await expect(form.industry).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'Idea Generator', exact: true }).click();

  // Generating..., with what has streamed so far and the inputs that were typed.
  await expect(form.generating).toBeVisible();
  await expect(firstIdea).toBeVisible();
  await expect(form.industry).toHaveValue(INPUTS.industry);
  await expectToast(page, 'Ideas Generated', 'Successfully generated business ideas.', { timeout: 15_000 });
  await expect(ideaNames(page)).toHaveText(NAMES);
  await expect(form.generate).toBeEnabled();
  expect(await fakeUpstream.requests()).toHaveLength(1);
});

test('Stop after a reload stops the generation on the server', async ({ page }) => {
  // Held after the first idea, so Stop is pressed mid-generation however long the reload takes:
  // a slow stream alone ended first under a loaded CI run, and then nothing was left to stop.
  const held = ideasJson(IDEAS).indexOf(NAMES[1]!);
  const form = await reloadMidGeneration(page, { ...SLOW, held: true, heldAfterChars: held });
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  await expect(stop).toBeVisible();
  await stop.click();
  await expect(stop).toHaveCount(0);
  await expect(form.generate).toBeEnabled();
  // The server let go of the model's answer before it ended.
  await expect.poll(() => fakeUpstream.closedEarly(), { timeout: 10_000 }).toBe(1);

  await page.reload();
  await expect(form.industry).toBeVisible();
  await expect(form.generate).toBeEnabled();
  await expect(ideaNames(page)).toHaveCount(0);
  expect(await fakeUpstream.requests()).toHaveLength(1);
});

test('a reload during a regeneration shows its progress and no Download or Export of the result before, then the new result', async ({
  page,
}) => {
  const niche = page.getByLabel('Business Niche / Keyword', { exact: true });
  const conduct = page.getByRole('button', { name: 'Conduct Research', exact: true });
  const download = page.getByRole('button', { name: 'Download Research', exact: true });
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  const overview = (text: string) => page.getByRole('tabpanel').getByText(text);
  await page.goto('/dashboard/market-research');
  await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(RESEARCH), chunkSize: 400 });
  await niche.fill('Electric ferries');
  await conduct.click();
  await expectToast(page, 'Research Generated', 'Successfully generated market research.', { timeout: 15_000 });
  await expect(overview(RESEARCH.industryOverview)).toBeVisible();

  // The regeneration's first words arrive, then the model holds the rest until released.
  const fresh = { ...RESEARCH, industryOverview: 'Renewed overview: hydrogen ferries reach the fjords first.' };
  const head = JSON.stringify(fresh).indexOf('reach');
  await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(fresh), held: true, heldAfterChars: head });
  await niche.fill('Hydrogen ferries');
  await conduct.click();
  await expect(overview('Renewed overview: hydrogen ferries')).toBeVisible();
  await page.reload();

  await expect(page.getByRole('button', { name: 'Researching...', exact: true })).toBeVisible();
  await expect(overview('Renewed overview: hydrogen ferries')).toBeVisible();
  await expect(niche).toHaveValue('Hydrogen ferries');
  await expect(overview(RESEARCH.industryOverview)).toHaveCount(0);
  await expect(download).toHaveCount(0);
  await expect(exportButton).toHaveCount(0);

  await fakeUpstream.release();
  await expectToast(page, 'Research Generated', 'Successfully generated market research.', { timeout: 15_000 });
  await expect(overview(fresh.industryOverview)).toBeVisible();
  await expect(download).toBeEnabled();
  await expect(exportButton).toBeEnabled();
  expect(await fakeUpstream.requests()).toHaveLength(2);
});
