/**
 * Steps the tool specs take the same way: opening a screen on a reset fake upstream, checking a
 * toast, checking that a failure stays in the console, saving a download. The texts to check stay
 * in the specs; these steps only take them as arguments.
 */
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { fakeUpstream } from './fake-upstream-control';
import { toast } from './ui';

/** Resets the fake upstream, then opens `path` and waits until `ready` shows. */
export async function openWithFreshFake(page: Page, path: string, ready: Locator): Promise<void> {
  await fakeUpstream.reset();
  await page.goto(path);
  await expect(ready).toBeVisible();
}

/**
 * Checks the toast titled `title`: shown (within `timeout`, for one that waits on a whole
 * stream), with `description`, and of `type` when given.
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string,
  { type, timeout }: { type?: 'success' | 'error'; timeout?: number } = {},
): Promise<void> {
  // The toast with this description: an earlier one of the same title may still be shown (two
  // "Venture Deleted" toasts, on a loaded CI run).
  const found = toast(page, title).filter({ hasText: description });
  await expect(found).toBeVisible(timeout === undefined ? {} : { timeout });
  await expect(found).toContainText(description);
  if (type) await expect(found).toHaveAttribute('data-type', type);
}

/** Waits until some console message in `messages` (from `collectConsole`) contains `text`. */
export async function expectLogged(messages: string[], text: string): Promise<void> {
  await expect.poll(() => messages.some((message) => message.includes(text))).toBe(true);
}

/**
 * A failed generation as the user sees it: the tool's error toast, while the server's own text
 * (`logged`) goes to the console and never onto the page.
 */
export async function expectGenerationError(
  page: Page,
  errors: string[],
  toastText: string,
  logged: string,
): Promise<void> {
  await expectToast(page, 'Error', toastText, { type: 'error' });
  await expectLogged(errors, logged);
  await expect(page.getByText(logged)).toHaveCount(0);
}

/**
 * Waits until `partial` (a piece of the result) and `busy` (the screen's loading state) show
 * at the same moment: proof that the result streams in rather than arriving whole.
 */
export async function expectStreaming(partial: Locator, busy: Locator): Promise<void> {
  await expect
    .poll(async () => (await partial.isVisible()) && (await busy.isVisible()), { timeout: 10_000 })
    .toBe(true);
}

/** Calls to the app's generate route from now on. */
export function watchGenerateCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/generate')) calls.push(request.url());
  });
  return calls;
}

/** Neither the app's generate route (`calls`, from `watchGenerateCalls`) nor the fake upstream was called. */
export async function expectNothingSent(calls: string[]): Promise<void> {
  expect(calls).toEqual([]);
  expect(await fakeUpstream.requests()).toEqual([]);
}

/** Clicks `button`, waits for the download it starts and returns the saved file's name and text. */
export async function download(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await button.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}
