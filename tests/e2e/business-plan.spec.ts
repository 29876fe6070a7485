/**
 * The Business Plan Generator in Chromium: against the fake OpenAI-compatible upstream (its queue
 * is shared, so those tests run one at a time from a reset fake), and once in offline mode, where
 * Use This Idea on the Idea Generator carries an idea over.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream, heldAfter } from '../support/e2e/fake-upstream-control';
import { download, expectStreaming, expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { toast } from '../support/e2e/ui';
import { takeFirstIdea } from '../support/e2e/workspace-ui';
import { PLAN_TABS } from '../support/fixtures';

const IDEA = 'Quillfeather Ferries: electric passenger ferries for island communities along the Norwegian coast.';

/** Texts no offline plan contains, so a tab showing one came from the fake upstream. */
const PLAN = {
  executiveSummary:
    'Zephyrine fixture summary: Quillfeather Ferries runs electric passenger ferries between small islands. ' +
    'It is long enough that the stream is still running well after the first words of the summary have arrived on the page.',
  problemStatement: 'Zephyrine fixture problem: diesel ferries are loud, costly and run twice a day.',
  solutionOverview: 'Zephyrine fixture solution: small electric ferries on an hourly timetable.',
  targetMarket: 'Zephyrine fixture market: 40,000 islanders and 2 million summer visitors.',
  businessModel: 'Zephyrine fixture model: monthly passes and single tickets.',
  goToMarket: 'Zephyrine fixture go-to-market: a pilot route with the county council.',
  competitiveAnalysis: 'Zephyrine fixture competition: the state ferry operator and private boats.',
  keyMilestones: [
    'Zephyrine milestone one: pilot route',
    'Zephyrine milestone two: second boat',
    'Zephyrine milestone three: 10,000 monthly riders',
  ],
};
const SECTIONS: [string, string][] = [
  ['Summary', PLAN.executiveSummary],
  ['Problem', PLAN.problemStatement],
  ['Solution', PLAN.solutionOverview],
  ['Market', PLAN.targetMarket],
  ['Model', PLAN.businessModel],
  ['GTM', PLAN.goToMarket],
  ['Competition', PLAN.competitiveAnalysis],
];

function planScreen(page: Page) {
  return {
    idea: page.getByLabel('Business Idea', { exact: true }),
    generate: page.getByRole('button', { name: 'Generate Business Plan', exact: true }),
    generating: page.getByRole('button', { name: 'Generating Plan...', exact: true }),
    busy: page.getByRole('status').filter({ hasText: 'Creating your business plan...' }),
    tabs: page.getByRole('tablist', { name: 'Business plan sections' }).getByRole('tab'),
    tab: (name: string) => page.getByRole('tab', { name, exact: true }),
    panel: page.getByRole('tabpanel'),
    download: page.getByRole('button', { name: 'Download Plan', exact: true }),
  };
}

// Tagged so a config can run every spec that scripts the shared fake upstream one at a time, across files.
test.describe('against the fake upstream', { tag: '@fake-upstream' }, () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  // The fake's queue is shared: the lock keeps every file's fake-upstream tests from running at the same time.
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  test.beforeEach(async ({ page }) => {
    await openWithFreshFake(page, '/dashboard/business-plan', planScreen(page).idea);
  });

  test('the plan streams into its tabs, then downloads as business-plan.txt', async ({ page }) => {
    await fakeUpstream.enqueue(heldAfter(JSON.stringify(PLAN), 'Zephyrine fixture summary'));
    const screen = planScreen(page);
    await screen.idea.fill(IDEA);
    await screen.generate.click();

    // Streaming: the Summary tab shows the start of the summary while the plan is still arriving.
    await expect(screen.busy).toBeVisible();
    await expectStreaming(screen.panel.getByText(/^Zephyrine fixture summary/), screen.generating);
    await expect(screen.download).toHaveCount(0);
    await fakeUpstream.release();

    await expectToast(page, 'Business Plan Generated', 'Successfully generated your business plan.', {
      timeout: 10_000,
    });
    await expect(screen.busy).toHaveCount(0);
    await expect(screen.generate).toBeEnabled();
    await expect(screen.tabs).toHaveText(PLAN_TABS);
    await expect(screen.tab('Summary')).toHaveAttribute('aria-selected', 'true');

    for (const [tab, text] of SECTIONS) {
      await screen.tab(tab).click();
      await expect(screen.panel).toContainText(text);
    }
    // Keyboard: from Competition, the right arrow opens Milestones, a bullet list.
    await screen.tab('Competition').focus();
    await page.keyboard.press('ArrowRight');
    await expect(screen.tab('Milestones')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.panel.getByRole('listitem')).toHaveText(PLAN.keyMilestones);

    const { name, text } = await download(page, screen.download);
    expect(name).toBe('business-plan.txt');
    for (const heading of [
      'Executive Summary',
      'Problem Statement',
      'Solution Overview',
      'Target Market',
      'Business Model',
      'Go-to-Market Strategy',
      'Competitive Analysis',
      'Key Milestones',
    ]) {
      expect(text).toContain(`\n${heading}\n`);
    }
    for (const [, section] of SECTIONS) expect(text).toContain(section);
    for (const milestone of PLAN.keyMilestones) expect(text).toContain(`\n- ${milestone}`);
    await expectToast(page, 'Downloaded', 'Business plan has been downloaded.');

    const body = await fakeUpstream.chatBody();
    expect(body.response_format.json_schema.name).toBe('business_plan');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[1]?.content).toContain(IDEA);
  });
});

test.describe('offline', () => {
  test('Use This Idea carries an idea over, and the offline plan generates and downloads', async ({ page }) => {
    const { name, description } = await takeFirstIdea(page, {
      industry: 'food',
      targetMarket: 'busy parents',
      region: 'Brazil',
    });

    await expect(page).toHaveURL(/\/dashboard\/business-plan$/);
    const screen = planScreen(page);
    await expect(screen.idea).toHaveValue(`${name}: ${description}`);
    await screen.generate.click();

    await expect(toast(page, 'Business Plan Generated')).toBeVisible();
    await expect(screen.tabs).toHaveText(PLAN_TABS);
    await expect(screen.panel).toContainText(name);
    await screen.tab('Milestones').click();
    const milestones = await screen.panel.getByRole('listitem').allTextContents();
    expect(milestones.length).toBeGreaterThanOrEqual(4);

    const { name: fileName, text } = await download(page, screen.download);
    expect(fileName).toBe('business-plan.txt');
    expect(text).toContain(name);
    for (const milestone of milestones) expect(text).toContain(`- ${milestone}`);
  });
});
