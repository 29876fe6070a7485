/**
 * WCAG 1.4.10 reflow: at phone widths no screen, in any state, scrolls sideways, and every slide's
 * text can be read.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DASHBOARD_SCREENS } from '../support/e2e/pages';
import { generateDeck, generateModel, generatePlan, generateResearch, slideTitle } from '../support/e2e/workspace-ui';

async function expectNoSideScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * Each piece of a slide's text as drawn (a text node's boxes) that leaves the slide's frame, its own
 * text box or an element that clips it: none when every line is whole and inside its slide.
 */
async function textOutside(stage: Locator): Promise<string[]> {
  return stage.evaluate((group) => {
    const frame = group.firstElementChild;
    if (!frame) return ['no slide frame'];
    const outside: string[] = [];
    const walker = document.createTreeWalker(frame, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text) continue;
      const bounds: Element[] = [frame];
      for (let element = node.parentElement; element && element !== frame; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.overflow !== 'visible' || style.position === 'absolute') bounds.push(element);
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        for (const bound of bounds) {
          const box = bound.getBoundingClientRect();
          if (
            rect.left < box.left - 1 ||
            rect.right > box.right + 1 ||
            rect.top < box.top - 1 ||
            rect.bottom > box.bottom + 1
          )
            outside.push(`"${text}" leaves its ${bound === frame ? 'slide' : bound.tagName.toLowerCase()}`);
        }
    }
    return outside;
  });
}

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('the landing page, the 404 page and every empty tool screen', async ({ page }) => {
      for (const path of ['/', '/nope', ...DASHBOARD_SCREENS.map((screen) => screen.path)]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSideScroll(page, path);
      }
    });

    test('every tool screen with its result', async ({ page }) => {
      // Four generations and a check per tab: more than one screen's worth of time.
      test.slow();
      await page.goto('/dashboard/business-plan');
      await generatePlan(page, 'A meal-kit subscription for busy parents in Brazil');
      await expectNoSideScroll(page, 'business plan');
      await page.goto('/dashboard/market-research');
      await generateResearch(page, 'plant-based snacks');
      for (const tab of ['Overview', 'Trends', 'Customers', 'Competitors', 'SWOT']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectNoSideScroll(page, `market research, ${tab}`);
      }
      await page.goto('/dashboard/financials');
      await generateModel(page);
      await page.getByRole('region', { name: 'Cash and Funding' }).getByRole('button', { name: 'Add Loan' }).click();
      for (const tab of ['Revenue', 'Key Metrics', 'Expenses', 'Break-Even', 'Cash & Runway']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSideScroll(page, `financial model, ${tab}`);
      }
      // The model's editor, a scenario open, and a message under an input.
      await page.getByRole('button', { name: 'Edit Conservative' }).click();
      await page.getByRole('spinbutton', { name: 'Price per customer' }).first().fill('');
      await expectNoSideScroll(page, 'financial model, editing');
    });

    test('every slide’s text fits inside its slide', async ({ page }) => {
      await page.goto('/dashboard/pitch-deck');
      await generateDeck(page, 'GreenRoute', 'Route optimisation for small delivery fleets in Lisbon.');
      await expectNoSideScroll(page, 'pitch deck');
      for (let slide = 1; slide <= 10; slide++) {
        const stage = page.getByRole('group', { name: `Slide ${slide} of 10` });
        await expect(slideTitle(page)).toBeVisible();
        // Whole and inside: every drawn line within the slide's frame and within every box that could clip it.
        expect(await textOutside(stage), `slide ${slide}`).toEqual([]);
        if (slide < 10) await page.getByRole('button', { name: 'Next slide' }).click();
      }
    });
  });
}

test('with reduced motion asked for, the app moves nothing: no transition, no animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dashboard/business-plan');
  const toggle = page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
  const sidebar = page.locator('aside').first();
  expect(await sidebar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('1e-05s');
  await toggle.click();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
