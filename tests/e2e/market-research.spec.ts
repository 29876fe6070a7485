/**
 * Market Research in Chromium: against the fake OpenAI-compatible upstream (its queue is shared,
 * so those tests run one at a time from a reset fake), and once in offline mode.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream, heldAfter } from '../support/e2e/fake-upstream-control';
import { download, expectGenerationError, expectStreaming, expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { collectConsole, toast } from '../support/e2e/ui';
import { RESEARCH_TAB_NAMES } from '../support/fixtures';

const NICHE = 'Electric ferries for island communities';

/** Texts no offline research contains, so a tab showing one came from the fake upstream. */
const RESEARCH = {
  industryOverview:
    'Zephyrine fixture overview: short-sea passenger transport is moving from diesel to battery power. ' +
    'It is long enough that the stream is still running well after the first words of the overview have arrived on the page.',
  marketSize: 'Zephyrine fixture size: about $3.1 billion in 2024, growing 11% a year.',
  trends: [
    'Zephyrine trend: battery prices keep falling',
    'Zephyrine trend: ports add charging',
    'Zephyrine trend: councils tender green routes',
  ],
  customerSegments: [
    {
      segment: 'Zephyrine islanders',
      characteristics: 'Zephyrine traits: commute daily.',
      painPoints: 'Zephyrine pains: two departures a day.',
    },
    {
      segment: 'Zephyrine tourists',
      characteristics: 'Zephyrine traits: summer visitors.',
      painPoints: 'Zephyrine pains: full boats in July.',
    },
  ],
  competitors: [
    {
      name: 'Zephyrine State Ferries',
      strengths: ['Zephyrine strength: every route'],
      weaknesses: ['Zephyrine weakness: old diesel fleet', 'Zephyrine weakness: slow'],
    },
    {
      name: 'Zephyrine Water Taxis',
      strengths: ['Zephyrine strength: on demand'],
      weaknesses: ['Zephyrine weakness: expensive'],
    },
  ],
  swot: {
    strengths: ['Zephyrine S: quiet boats'],
    weaknesses: ['Zephyrine W: small fleet'],
    opportunities: ['Zephyrine O: green subsidies'],
    threats: ['Zephyrine T: battery supply'],
  },
};

function researchScreen(page: Page) {
  return {
    niche: page.getByLabel('Business Niche / Keyword', { exact: true }),
    generate: page.getByRole('button', { name: 'Conduct Research', exact: true }),
    generating: page.getByRole('button', { name: 'Researching...', exact: true }),
    busy: page.getByRole('status').filter({ hasText: 'Conducting market research...' }),
    tabs: page.getByRole('tablist', { name: 'Market research sections' }).getByRole('tab'),
    tab: (name: string) => page.getByRole('tab', { name, exact: true }),
    panel: page.getByRole('tabpanel'),
    card: (name: string) => page.getByRole('tabpanel').getByRole('group', { name, exact: true }),
    download: page.getByRole('button', { name: 'Download Research', exact: true }),
  };
}

// Tagged so a config can run every spec that scripts the shared fake upstream one at a time, across files.
test.describe('against the fake upstream', { tag: '@fake-upstream' }, () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  // The fake's queue is shared: the lock keeps every file's fake-upstream tests from running at the same time.
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  test.beforeEach(async ({ page }) => {
    await openWithFreshFake(page, '/dashboard/market-research', researchScreen(page).niche);
  });

  test('the research streams into its tabs, then downloads as market-research.txt', async ({ page }) => {
    await fakeUpstream.enqueue(heldAfter(JSON.stringify(RESEARCH), 'Zephyrine fixture overview'));
    const screen = researchScreen(page);
    await screen.niche.fill(NICHE);
    await screen.niche.press('Enter');

    await expect(screen.busy).toBeVisible();
    await expectStreaming(screen.panel.getByText(/^Zephyrine fixture overview/), screen.generating);
    await expect(screen.download).toHaveCount(0);
    await fakeUpstream.release();

    await expectToast(page, 'Research Generated', 'Successfully generated market research.', { timeout: 10_000 });
    await expect(screen.busy).toHaveCount(0);
    await expect(screen.tabs).toHaveText(RESEARCH_TAB_NAMES);
    await expect(screen.tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.panel).toContainText(RESEARCH.industryOverview);
    await expect(screen.panel).toContainText(RESEARCH.marketSize);

    await screen.tab('Trends').click();
    await expect(screen.panel.locator('ol > li')).toHaveText(RESEARCH.trends);

    await screen.tab('Customers').click();
    for (const segment of RESEARCH.customerSegments) {
      await expect(screen.card(segment.segment)).toContainText(segment.characteristics);
      await expect(screen.card(segment.segment)).toContainText(segment.painPoints);
    }

    // Keyboard: the right arrow moves on to Competitors.
    await page.keyboard.press('ArrowRight');
    await expect(screen.tab('Competitors')).toHaveAttribute('aria-selected', 'true');
    for (const competitor of RESEARCH.competitors) {
      await expect(screen.card(competitor.name).getByRole('listitem')).toHaveText([
        ...competitor.strengths,
        ...competitor.weaknesses,
      ]);
    }

    await screen.tab('SWOT').click();
    for (const [title, points] of [
      ['Strengths', RESEARCH.swot.strengths],
      ['Weaknesses', RESEARCH.swot.weaknesses],
      ['Opportunities', RESEARCH.swot.opportunities],
      ['Threats', RESEARCH.swot.threats],
    ] as const) {
      await expect(screen.card(title).getByRole('listitem')).toHaveText(points);
    }

    const { name, text } = await download(page, screen.download);
    expect(name).toBe('market-research.txt');
    const parts = [
      RESEARCH.industryOverview,
      RESEARCH.marketSize,
      ...RESEARCH.trends,
      ...RESEARCH.customerSegments.flatMap((segment) => Object.values(segment)),
      ...RESEARCH.competitors.flatMap((competitor) => [
        competitor.name,
        ...competitor.strengths,
        ...competitor.weaknesses,
      ]),
      ...Object.values(RESEARCH.swot).flat(),
    ];
    for (const part of parts) expect(text).toContain(part);
    await expectToast(page, 'Downloaded', 'Market research has been downloaded.');

    const body = await fakeUpstream.chatBody();
    expect(body.response_format.json_schema.name).toBe('market_research');
    expect(body.messages[1]?.content).toContain(NICHE);
  });

  test('output that breaks off shows the error toast and keeps the niche', async ({ page }) => {
    await fakeUpstream.enqueue({ kind: 'drop', afterChars: 60, content: JSON.stringify(RESEARCH) });
    const errors = collectConsole(page, 'error');
    const screen = researchScreen(page);
    await screen.niche.fill(NICHE);
    await screen.generate.click();

    // A stream cut after some text is a broken connection: the product's network text, logged only.
    await expectGenerationError(
      page,
      errors,
      'Failed to generate market research. Please try again.',
      'Failed to connect to AI service',
    );
    await expect(screen.niche).toHaveValue(NICHE);
    await expect(screen.tabs).toHaveCount(0);
    await expect(screen.download).toHaveCount(0);
    await expect(screen.generate).toBeEnabled();
  });
});

test.describe('offline', () => {
  test('offline research fills every tab and downloads', async ({ page }) => {
    await page.goto('/dashboard/market-research');
    const screen = researchScreen(page);
    await screen.niche.fill('vegan bakery');
    await screen.generate.click();

    await expect(toast(page, 'Research Generated')).toBeVisible();
    await expect(screen.tabs).toHaveText(RESEARCH_TAB_NAMES);
    await expect(screen.panel).toContainText('The market for vegan bakery is part of the wider');
    await screen.tab('Trends').click();
    expect(await screen.panel.locator('ol > li').count()).toBeGreaterThanOrEqual(4);
    await screen.tab('SWOT').click();
    for (const title of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) {
      expect(await screen.card(title).getByRole('listitem').count()).toBeGreaterThan(0);
    }
    const threats = await screen.card('Threats').getByRole('listitem').allTextContents();

    const { name, text } = await download(page, screen.download);
    expect(name).toBe('market-research.txt');
    expect(text).toContain('vegan bakery');
    for (const threat of threats) expect(text).toContain(threat);
  });
});
