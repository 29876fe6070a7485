/**
 * Phones in Chromium (issue 37), on the offline provider at 375 px: the model's charts write
 * their labels at 11 px or more, none overlapping; a shared deck shows its slide's words at 11 px
 * or more, one slide at a time; a shared model's chart reads the same; amounts show thousands
 * separators as they are typed and take a pasted "€250,000" or "500k".
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { generateDeck, generateModel } from '../support/e2e/workspace-ui';

const PHONE = { width: 375, height: 667 };

/** Each SVG text of the charts in `scope` as drawn: its size in CSS pixels and its box. */
function chartTexts(scope: Locator) {
  return scope.locator('svg text').evaluateAll((texts) =>
    texts.map((text) => {
      const element = text as SVGTextElement;
      const scale = element.getScreenCTM()?.a ?? 1;
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent ?? '',
        size: parseFloat(getComputedStyle(element).fontSize) * scale,
        left: box.left,
        right: box.right,
        top: Math.round(box.top),
      };
    }),
  );
}

/** Labels on one line that overlap their neighbour. */
function overlapping(texts: Awaited<ReturnType<typeof chartTexts>>) {
  const rows = new Map<number, typeof texts>();
  for (const text of texts) rows.set(text.top, [...(rows.get(text.top) ?? []), text]);
  return [...rows.values()].flatMap((row) =>
    row
      .sort((a, b) => a.left - b.left)
      .slice(1)
      .flatMap((text, at) => (text.left < row[at]!.right - 0.5 ? [`${row[at]!.text} / ${text.text}`] : [])),
  );
}

/** A link to the open document from its Share dialog, and a phone of an investor's (no cookie) opened on it. */
async function sharedOnPhone(page: Page, browser: Browser) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const url = await dialog.getByLabel('New link').inputValue();
  const context = await browser.newContext({ viewport: PHONE });
  const view = await context.newPage();
  expect((await view.goto(url))?.status()).toBe(200);
  return { context, view };
}

test('the model’s charts write their labels at 11 px or more on a phone, none overlapping', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const charts = [page.getByRole('figure', { name: 'Year 1 monthly revenue' })];
  await page.getByRole('tab', { name: 'Cash & Runway', exact: true }).click();
  charts.push(page.getByRole('figure', { name: /^Cash balance at the end of each month/ }));
  await page.getByRole('tab', { name: 'Revenue', exact: true }).click();
  for (const [index, chart] of charts.entries()) {
    if (index === 1) await page.getByRole('tab', { name: 'Cash & Runway', exact: true }).click();
    await expect(chart).toBeVisible();
    const texts = await chartTexts(chart);
    expect(texts.length).toBeGreaterThanOrEqual(5);
    for (const text of texts) expect(text.size, text.text).toBeGreaterThanOrEqual(11);
    expect(overlapping(texts)).toEqual([]);
  }
});

test('a shared deck on a phone shows one slide at a time, its words at 11 px or more', async ({ page, browser }) => {
  // A deck made, a link, a second browser and ten slides measured: past 30 s on a loaded machine.
  test.slow();
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, 'Harvest Table', 'A weekly meal-kit service for busy parents in Lisbon.');
  const { context, view } = await sharedOnPhone(page, browser);
  await expect(view.getByText('Turn your phone sideways to see the slides as designed.')).toBeVisible();
  for (let number = 1; number <= 10; number++) {
    if (number > 1) await view.keyboard.press('ArrowRight');
    const slide = view.getByRole('group', { name: `Slide ${number} of 10` });
    await expect(slide).toBeVisible();
    await expect(view.getByRole('group', { name: /^Slide \d+ of 10$/ })).toHaveCount(1);
    // Every piece of text shown, at its drawn size.
    const sizes = await slide.evaluate((element) =>
      [...element.querySelectorAll<HTMLElement>('*')]
        .filter(
          (each) =>
            each.checkVisibility() &&
            [...each.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
        )
        .map((each) => ({ text: each.textContent?.trim() ?? '', size: parseFloat(getComputedStyle(each).fontSize) })),
    );
    expect(sizes.length, `slide ${number}`).toBeGreaterThan(0);
    for (const { text, size } of sizes) expect(size, `slide ${number}: "${text}"`).toBeGreaterThanOrEqual(11);
    // The slide fits the phone's width: nothing to scroll sideways.
    expect(await view.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
  await context.close();
});

test('a shared model on a phone draws its chart with labels at 11 px or more', async ({ page, browser }) => {
  test.slow();
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const { context, view } = await sharedOnPhone(page, browser);
  const chart = view.getByRole('figure').filter({ has: view.getByRole('img', { name: /^Year 1 revenue by month: / }) });
  await expect(chart).toBeVisible();
  const texts = await chartTexts(chart);
  expect(texts.length).toBeGreaterThanOrEqual(6);
  for (const text of texts) expect(text.size, text.text).toBeGreaterThanOrEqual(11);
  expect(overlapping(texts)).toEqual([]);
  await context.close();
});

test('amounts show thousands separators as typed, and take a pasted "€250,000" or "500k"', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/financials');
  await generateModel(page);
  await page.getByRole('tab', { name: 'Cash & Runway', exact: true }).click();
  const cash = page.getByRole('spinbutton', { name: 'Starting cash', exact: true });
  await cash.click();
  await cash.press('ControlOrMeta+A');
  await cash.pressSequentially('500000');
  await expect(cash).toHaveValue('500,000');
  // The caret stays where it was typed: a 7 after the 5 makes 5,700,000.
  await cash.press('Home');
  await cash.press('ArrowRight');
  await cash.pressSequentially('7');
  await expect(cash).toHaveValue('5,700,000');
  for (const [pasted, shown] of [
    ['€250,000', '250,000'],
    ['500k', '500,000'],
  ] as const) {
    await cash.press('ControlOrMeta+A');
    // A paste as the browser sends it, with the text on its clipboard data.
    await cash.evaluate((input, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, pasted);
    await expect(cash).toHaveValue(shown);
  }
  await expect(page.getByText('All changes saved.')).toBeVisible({ timeout: 20_000 });
});
