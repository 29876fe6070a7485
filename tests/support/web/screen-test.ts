/**
 * Steps every screen test takes the same way: a fetch stand-in per test, room for slow renders,
 * toasts found by title, text fields filled by label, downloads caught before jsdom would navigate.
 * The texts to look for stay in the tests; these helpers only take them as arguments.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { stubFetch, type FetchStub } from './sse-fetch';

/**
 * Screens render whole in jsdom with Radix; on a loaded machine one test can take several seconds,
 * and a file whose modules load cold (jsdom-fresh) its first screen far longer: 15 s cut off two
 * such tests in a run beside a parallel build. A hang detector, above the config's 30 s.
 */
export function allowSlowScreens(): void {
  vi.setConfig({ testTimeout: 45_000 });
}

/**
 * Loads the code the app loads lazily (the layout and screens the routes open, a screen's lazy
 * parts) before the file's tests, in a hook with its own timeout: the first import of a module is
 * transformed and evaluated, seconds on a loaded machine, which the file's first test would
 * otherwise spend its time on. The app still imports lazily; it finds the code loaded.
 */
export function preloadScreens(...imports: (() => Promise<unknown>)[]): void {
  beforeAll(() => Promise.all(imports.map((load) => load())), 60_000);
}

/**
 * A fresh `stubFetch()` before each test of the file, undone after it. The handle it returns
 * always speaks to the running test's stub, so a file can hold it in one `const`.
 */
export function stubFetchPerTest(): FetchStub {
  let current: FetchStub | undefined;
  beforeEach(() => {
    current = stubFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    current = undefined;
  });
  const stub = (): FetchStub => {
    if (!current) throw new Error('The fetch stub exists only while a test runs.');
    return current;
  };
  return {
    get calls() {
      return stub().calls;
    },
    callsTo: (path) => stub().callsTo(path),
    on: (path, responder) => stub().on(path, responder),
    once: (path, responder) => stub().once(path, responder),
    otherwise: (responder) => stub().otherwise(responder),
    hold: (path) => stub().hold(path),
  };
}

/**
 * The menu button named `name`, once its real menu has taken the stand-in's place (lazy-menu.tsx:
 * the code arrives when the page is idle and the swap renders in a transition). A test that pressed
 * the stand-in across that moment would press a button that has left the page, which no founder
 * can do, and the menu would never open. The real button is Radix's, which states `data-state`.
 */
export async function findMenuButton(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-state', 'closed');
    return button;
  });
}

/**
 * The dialog named `name`, once it takes a pointer. A modal Radix layer turns the page's pointer
 * events off as it mounts and its own back on in the render after: a test that found the dialog in
 * between (a moment, longer on a busy machine: a dialog asked on arrival, found by polling) had
 * user-event refuse to press its buttons, which no founder can meet. A closed dialog's check waits.
 */
export async function findDialog(name?: string | RegExp, options?: { timeout?: number }): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? {} : { name }, options);
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}

/** Waits for the toast titled `title` and checks its description and type (errors are destructive). */
export async function findToast(
  title: string,
  description: string | RegExp,
  type: 'success' | 'error',
): Promise<HTMLElement> {
  const titleElement = await screen.findByText(title, { selector: '[data-title]' });
  const toastElement = titleElement.closest('[data-sonner-toast]') as HTMLElement;
  expect(toastElement).not.toBeNull();
  expect(within(toastElement).getByText(description)).toBeInTheDocument();
  expect(toastElement).toHaveAttribute('data-type', type);
  return toastElement;
}

/**
 * Clears each textbox named in `labels` and pastes its value from `values`; one without a value
 * stays empty. Pasting is one input event, so long texts do not slow the test down.
 */
export async function fillTextboxes<K extends string>(
  user: UserEvent,
  labels: Record<K, string>,
  values: Partial<Record<K, string>>,
): Promise<void> {
  for (const key of Object.keys(labels) as K[]) {
    const input = screen.getByRole('textbox', { name: labels[key] });
    await user.clear(input);
    const value = values[key];
    if (value) await user.paste(value);
  }
}

/**
 * Catches the files a screen saves: `URL.createObjectURL` answers `url`, and the link's click
 * records the file name and address instead of navigating, which jsdom cannot do.
 */
export function catchDownloads(url: string) {
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue(url);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const saved: { download: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
  return {
    /** Each clicked download link's file name and address, in order. */
    saved,
    createObjectURL,
    /** The `index`th blob handed to `createObjectURL`. */
    blob: (index = 0) => createObjectURL.mock.calls[index]?.[0] as Blob,
  };
}
