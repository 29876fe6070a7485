/**
 * Saved work outlives the process: the built server on the embedded database keeps it across a
 * restart, and two servers on one PostgreSQL serve the same workspace. These tests start their
 * own servers (and a throwaway PostgreSQL cluster), so they run one at a time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../support/server/server-process';
import { startPostgres } from '../support/server/postgres';
import { watchGenerateCalls } from '../support/e2e/flows';
import {
  editSlideTitle,
  generateDeck,
  generateIdeas,
  generateModel,
  generatePlan,
  generateResearch,
  slideTitle,
  ventureMenu,
} from '../support/e2e/workspace-ui';

// A hang detector, not a speed check: five generations and two fresh servers on a disk database
// take 1.3 to 1.6 min in a full CI run on two cores, which a 90 s limit cut off once.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const quietOffline = { LOG_LEVEL: 'warn', OPENAI_API_KEY: '', AI_BASE_URL: '', DATABASE_URL: '' };

/**
 * The model's text with no month's tooltip in it: the revenue chart shows one while the pointer is
 * over its column, and the pointer stays where the last click left it (it had been over Month 1
 * once the model replaced its form, and the text then held "€20,711Month 1"). The top left corner
 * is never over the chart.
 */
async function modelText(page: Page): Promise<string | null> {
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tabpanel').getByRole('tooltip')).toHaveCount(0);
  return page.getByRole('tabpanel').textContent();
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** This worker's test's servers: a failed step skips its `stop`, and the server outlived the run. */
const started: ServerProcess[] = [];
async function serve(...args: Parameters<typeof startServerProcess>): Promise<ServerProcess> {
  const server = await startServerProcess(...args);
  started.push(server);
  return server;
}
test.afterEach(async () => {
  for (const server of started.splice(0))
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
});

test('the embedded database keeps every tool’s result, and a deck edit, across a server restart', async ({ page }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-e2e-data-'));
  try {
    const first = await serve({ ...quietOffline, DATA_DIR: dataDir }, { built: true });
    const open = (screen: string) => page.goto(`${first.url}/dashboard/${screen}`);
    await open('idea-generator');
    await generateIdeas(page);
    const ideaNames = await page
      .getByRole('region', { name: 'Generated ideas' })
      .getByRole('heading', { level: 3 })
      .allTextContents();
    await open('business-plan');
    await generatePlan(page, 'Harvest Table: weekly meal kits for busy parents in Lisbon.');
    const summary = await page.getByRole('tabpanel').textContent();
    await open('market-research');
    await generateResearch(page, 'meal kits for parents');
    const overview = await page.getByRole('tabpanel').textContent();
    await open('financials');
    await generateModel(page);
    const revenue = await modelText(page);
    await open('pitch-deck');
    await generateDeck(page, 'Harvest Table', 'Weekly meal kits for busy parents in Lisbon.');
    await editSlideTitle(page, 'Harvest Table: dinner, solved');
    await expect(page.getByText('Slide Updated', { exact: true })).toBeVisible();
    await stop(first);

    // Same port, so the page's address still works; the cookie is the browser's and outlives both.
    const second = await serve(
      { ...quietOffline, DATA_DIR: dataDir },
      { built: true, port: Number(new URL(first.url).port) },
    );
    const calls = watchGenerateCalls(page);
    await page.reload();
    await expect(slideTitle(page)).toHaveText('Harvest Table: dinner, solved');
    await expect(ventureMenu(page).trigger).toHaveAccessibleName(/^Venture: /);
    await open('idea-generator');
    await expect(page.getByRole('region', { name: 'Generated ideas' }).getByRole('heading', { level: 3 })).toHaveText(
      ideaNames,
    );
    await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Fintech');
    await open('business-plan');
    await expect(page.getByRole('tabpanel')).toHaveText(summary ?? '');
    await open('market-research');
    await expect(page.getByRole('tabpanel')).toHaveText(overview ?? '');
    await expect(page.getByLabel('Business Niche / Keyword', { exact: true })).toHaveValue('meal kits for parents');
    await open('financials');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tabpanel')).toHaveText(revenue ?? '');
    // New Model brings back the form with the inputs that made the saved model.
    await page.getByRole('button', { name: 'New Model' }).click();
    await expect(page.getByLabel('Major Costs', { exact: true })).toHaveValue('Salaries, Office rent, Cloud hosting');
    expect(calls).toEqual([]);
    await stop(second);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('two servers on one PostgreSQL serve the same workspace, and refuse a stale edit from either', async ({
  browser,
}) => {
  const postgres = await startPostgres();
  try {
    const env = { ...quietOffline, DATA_DIR: 'memory://', DATABASE_URL: postgres.url };
    const [one, two] = await Promise.all([serve(env, { built: true }), serve(env, { built: true })]);
    const context = await browser.newContext();
    const onOne = await context.newPage();
    await onOne.goto(`${one!.url}/dashboard/pitch-deck`);
    await generateDeck(onOne, 'Harvest Table', 'Weekly meal kits for busy parents in Lisbon.');

    // Cookies belong to the host, not the port: the same browser reaches the same workspace on both.
    const onTwo = await context.newPage();
    await onTwo.goto(`${two!.url}/dashboard/pitch-deck`);
    await expect(slideTitle(onTwo)).toHaveText(await slideTitle(onOne).innerText());

    await editSlideTitle(onTwo, 'Saved through the second server');
    await expect(onTwo.getByText('Slide Updated', { exact: true })).toBeVisible();
    await editSlideTitle(onOne, 'A stale edit through the first');
    await expect(onOne.getByText('Changed Elsewhere', { exact: true })).toBeVisible();
    await expect(slideTitle(onOne)).toHaveText('Saved through the second server');

    await context.close();
    await Promise.all([stop(one!), stop(two!)]);
  } finally {
    await postgres.stop();
  }
});
