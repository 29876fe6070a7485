import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from './chromium';

/** Every name in every `--disable-features` of a command line, and in the last one alone. */
function disabledFeatures(commandLine: string) {
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
  return { all: new Set(lists.flat()), last: new Set(lists.at(-1)) };
}

describe('Chromium as Playwright starts it for the tests', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
  });
  afterAll(() => browser?.close());

  it('keeps every feature Playwright turns off: ours repeat its list, as only the last one counts', async () => {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    await page.close();
    const { all, last } = disabledFeatures(commandLine);
    expect(all.has('WebUIOmniboxPopup')).toBe(true);
    expect([...all].filter((feature) => !last.has(feature))).toEqual([]);
  });

  it('opens no address-bar popup in a new window', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('data:text/html,<h1>A page</h1>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets');
    await context.close();
    expect(targetInfos.map((target) => target.url).filter((url) => url.startsWith('chrome://'))).toEqual([]);
  });
});
