/**
 * What every generator does alike, in Chromium, once per tool in the registry (a new tool is covered
 * the moment it is listed), with the texts its definition fixes: Missing Information on the offline
 * app; then, against the fake upstream, the busy state, Stop (it ends the wait at once, keeps the
 * inputs, leaves nothing half-streamed on screen, makes no new request, and the upstream sees its
 * response abandoned) and the error toast, one after the other on one page. The tool specs keep
 * how each renders its result.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { toolPath, tools, type ToolId } from '@/core/tools/listings';
import { toolDefinitions } from '@/core/tools/registry';
import { ERROR_TITLE, MISSING_INFORMATION } from '@/web/generator/texts';
import { offlineOutput, sampleInputs } from '../support/fixtures';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { expectGenerationError, expectToast, openWithFreshFake, watchGenerateCalls } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { collectConsole, toast } from '../support/e2e/ui';
import { waitForQuiet } from '../support/quiet';

/** A tool's form, its fields found by the labels its definition gives them. */
function toolScreen(page: Page, id: ToolId) {
  const { fields, texts } = toolDefinitions[id];
  const specs = Object.entries(fields);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  return {
    submit: page.getByRole('button', { name: texts.submit, exact: true }),
    submitting: page.getByRole('button', { name: texts.submitting, exact: true }),
    stop: page.getByRole('button', { name: 'Stop', exact: true }),
    /** The screen's own part of the page: heading, form and result, without the toasts. */
    main: page.locator('main'),
    /** Fills every field from `values`; a field left out stays empty (a select unchosen). */
    async fill(values: Record<string, string>) {
      for (const [key, { label, kind }] of specs) {
        const value = values[key] ?? '';
        if (kind === 'select') {
          if (value) await field(label).selectOption(value);
        } else await field(label).fill(value);
      }
    },
    async expectValues(values: Record<string, string>) {
      for (const [key, { label }] of specs) await expect(field(label)).toHaveValue(values[key] ?? '');
    },
  };
}

const table = tools.map(({ id }) => [id, toolDefinitions[id]] as const);

/** The tools with a field the founder must fill: a form of optional fields alone has nothing missing. */
const requiring = table.filter(([, tool]) => Object.values(tool.fields).some((spec) => !spec.optional));

test.describe(MISSING_INFORMATION, () => {
  for (const [id, { texts, fields }] of requiring) {
    test(`${id}: an empty form warns and sends nothing, and so does one with its last field blank`, async ({
      page,
    }) => {
      const screen = toolScreen(page, id);
      await page.goto(toolPath(id));
      await expect(screen.submit).toBeVisible();
      const calls = watchGenerateCalls(page);
      await screen.submit.click();
      await expectToast(page, MISSING_INFORMATION, texts.missing, { type: 'error' });

      // Every field but the last filled, the last only whitespace (or a select left unchosen): still not enough.
      const last = Object.entries(fields)
        .filter(([, spec]) => !spec.optional)
        .at(-1)!;
      const kind = last[1].kind;
      await screen.fill({ ...sampleInputs[id], [last[0]]: kind === 'select' ? '' : '   ' });
      await screen.submit.click();
      await expect(toast(page, MISSING_INFORMATION)).toHaveCount(2);
      await expect(screen.submitting).toHaveCount(0);
      await expect(screen.stop).toHaveCount(0);
      await expect(screen.submit).toBeEnabled();
      expect(calls).toEqual([]);
    });
  }
});

test.describe('busy, Stop and the error toast', { tag: '@fake-upstream' }, () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  // The fake's queue is shared: the lock keeps every file's fake-upstream tests from running at the same time.
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  for (const [id, { texts }] of table) {
    test(`${id}: busy while streaming, Stop ends the wait and keeps the inputs, then a provider error shows the error toast`, async ({
      page,
    }) => {
      const inputs: Record<string, string> = sampleInputs[id];
      const screen = toolScreen(page, id);
      await openWithFreshFake(page, toolPath(id), screen.submit);
      // A document held before its first token, then streaming for a minute or more unless someone
      // stops it: the busy state shows until the first part arrives (the deck's, until its first
      // slide), and a loaded machine could miss a moment of a second and a half.
      await fakeUpstream.enqueue({
        kind: 'stream',
        content: JSON.stringify(offlineOutput(id)),
        chunkSize: 4,
        delayMs: 150,
        held: true,
      });
      await screen.fill(inputs);
      const before = await screen.main.innerText();
      const calls = watchGenerateCalls(page);
      await screen.submit.click();

      await expect(screen.submitting).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: texts.busy ?? texts.submitting })).toBeVisible();
      const busy = await screen.main.innerText();
      await fakeUpstream.release();
      // Part of the result is on screen while the stream runs.
      await expect.poll(() => screen.main.innerText(), { timeout: 10_000 }).not.toBe(busy);
      await expect(screen.submitting).toBeDisabled();

      // Keyboard alone: Stop is reachable and works with Enter.
      await screen.stop.focus();
      await page.keyboard.press('Enter');

      await expect(screen.stop).toHaveCount(0);
      await expect(screen.submit).toBeEnabled();
      await expect(screen.submit).toBeFocused();
      await expect.poll(() => screen.main.innerText()).toBe(before);
      await screen.expectValues(inputs);
      await expect.poll(() => fakeUpstream.closedEarly(), { timeout: 5000 }).toBe(1);
      // No retry: once neither count has moved for half a second, one generate call from the page
      // and one chat request upstream.
      const sent = async () => `${calls.length} from the page, ${(await fakeUpstream.requests()).length} upstream`;
      expect(await waitForQuiet(sent, 500)).toBe('1 from the page, 1 upstream');
      await expect(toast(page, ERROR_TITLE)).toHaveCount(0);

      // A 4xx: the provider client retries 5xx answers, and this test is about the answer the user sees.
      await fakeUpstream.enqueue({
        kind: 'error',
        status: 400,
        message: 'The model is not available for this account',
      });
      const errors = collectConsole(page, 'error');
      await screen.submit.click();
      await expectGenerationError(page, errors, texts.error, 'The model is not available for this account');
      await expect(screen.submit).toBeEnabled();
      await screen.expectValues(inputs);
      await expect.poll(() => screen.main.innerText()).toBe(before);
    });
  }
});
