/**
 * Stop, in Chromium against the fake upstream: on two tools it ends the wait at once, keeps the
 * inputs, leaves nothing half-streamed on screen, makes no new request, and the upstream sees its
 * response abandoned (the server aborts the provider call when the browser hangs up).
 */
import { expect, test } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { openWithFreshFake, watchGenerateCalls } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { waitForQuiet } from '../support/quiet';

/** A document that streams for about a minute unless someone stops it. */
function slowStream(document: object) {
  return { kind: 'stream' as const, content: JSON.stringify(document), chunkSize: 4, delayMs: 150 };
}

test.describe('Stop', { tag: '@fake-upstream' }, () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  const cases = [
    {
      tool: 'Business Plan Generator',
      path: '/dashboard/business-plan',
      fields: { 'Business Idea': 'Quillfeather Ferries: electric ferries between small islands.' },
      submit: 'Generate Business Plan',
      document: {
        executiveSummary:
          'Zephyrine stop fixture: a summary that streams slowly enough to be stopped half way through.',
      },
      streamed: /^Zephyrine stop fixture/,
    },
    {
      tool: 'Market Research',
      path: '/dashboard/market-research',
      fields: { 'Business Niche / Keyword': 'Plant-based pet food' },
      submit: 'Conduct Research',
      document: {
        industryOverview:
          'Zephyrine stop fixture: an overview that streams slowly enough to be stopped half way through.',
      },
      streamed: /^Zephyrine stop fixture/,
    },
  ];

  for (const { tool, path, fields, submit, document, streamed } of cases) {
    test(`${tool}: Stop ends the wait, keeps the inputs and abandons the upstream request`, async ({ page }) => {
      const [firstLabel] = Object.keys(fields);
      await openWithFreshFake(page, path, page.getByLabel(firstLabel ?? '', { exact: true }));
      await fakeUpstream.enqueue(slowStream(document));
      for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
      const calls = watchGenerateCalls(page);
      await page.getByRole('button', { name: submit, exact: true }).click();
      await expect(page.getByText(streamed)).toBeVisible({ timeout: 10_000 });

      // Keyboard alone: Stop is reachable and works with Enter.
      await page.getByRole('button', { name: 'Stop', exact: true }).focus();
      await page.keyboard.press('Enter');

      await expect(page.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
      await expect(page.getByText(streamed)).toHaveCount(0);
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeEnabled();
      await expect(page.getByRole('button', { name: submit, exact: true })).toBeFocused();
      for (const [label, value] of Object.entries(fields))
        await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
      await expect.poll(() => fakeUpstream.closedEarly(), { timeout: 5000 }).toBe(1);
      // No retry: once neither count has moved for half a second, one generate call from the page
      // and one chat request upstream.
      const sent = async () => `${calls.length} from the page, ${(await fakeUpstream.requests()).length} upstream`;
      expect(await waitForQuiet(sent, 500)).toBe('1 from the page, 1 upstream');
    });
  }
});
