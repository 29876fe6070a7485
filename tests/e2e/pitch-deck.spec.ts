/**
 * The Pitch Deck Builder in Chromium: against the fake OpenAI-compatible upstream (its queue is
 * shared, so those tests run one at a time from a reset fake), and once in offline mode.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream, heldAfter } from '../support/e2e/fake-upstream-control';
import { download, expectStreaming, expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { generateDeck } from '../support/e2e/workspace-ui';
import { toast } from '../support/e2e/ui';
import { SLIDE_TITLES } from '../support/fixtures';

const INPUTS = {
  businessName: 'Quillfeather Ferries',
  businessDescription:
    'Electric passenger ferries for small island communities along the Norwegian coast, run on a subscription timetable.',
};

/** Texts no offline deck contains, so a slide showing one came from the fake upstream. */
const SLIDES = SLIDE_TITLES.map((title, index) => ({
  title,
  content: `Zephyrine fixture content for slide ${index + 1}.\n• It is long enough that the stream is still running after the first slide arrives.`,
  notes: `Zephyrine fixture notes for slide ${index + 1}: say this out loud.`,
}));
const deckJson = () => JSON.stringify({ slides: SLIDES });

/** The screen's controls, by role and accessible name. */
function deckScreen(page: Page) {
  const stage = page.getByRole('group', { name: /^Slide \d+ of \d+$/ });
  const thumbnails = page.getByRole('navigation', { name: 'Slides' }).getByRole('button');
  return {
    name: page.getByLabel('Business Name', { exact: true }),
    description: page.getByLabel('Business Description', { exact: true }),
    generate: page.getByRole('button', { name: 'Generate Pitch Deck', exact: true }),
    generating: page.getByRole('button', { name: 'Generating Deck...', exact: true }),
    stage,
    slideTitle: stage.getByRole('heading', { level: 3 }),
    counter: stage.getByText(/^\d+ \/ \d+$/),
    previous: page.getByRole('button', { name: 'Previous slide', exact: true }),
    next: page.getByRole('button', { name: 'Next slide', exact: true }),
    thumbnails,
    current: thumbnails.and(page.locator('[aria-current="true"]')),
    edit: page.getByRole('button', { name: 'Edit Slide', exact: true }),
    save: page.getByRole('button', { name: 'Save Changes', exact: true }),
    download: page.getByRole('button', { name: 'Download Deck', exact: true }),
    editTitle: page.getByLabel('Slide Title', { exact: true }),
    editContent: page.getByLabel('Slide Content', { exact: true }),
    editNotes: page.getByLabel('Speaker Notes', { exact: true }),
    async fill(values: typeof INPUTS) {
      await this.name.fill(values.businessName);
      await this.description.fill(values.businessDescription);
    },
  };
}

test.describe('against the fake upstream', () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  // The fake's queue is shared: the lock keeps every file's fake-upstream tests from running at the same time.
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  test.beforeEach(async ({ page }) => {
    await openWithFreshFake(page, '/dashboard/pitch-deck', deckScreen(page).name);
  });

  test('slides stream in, then the deck is navigable by buttons, thumbnails and arrow keys', async ({ page }) => {
    await fakeUpstream.enqueue(heldAfter(deckJson(), 'Zephyrine fixture content for slide 1.'));
    const deck = deckScreen(page);
    await deck.fill(INPUTS);
    await deck.generate.click();

    // Streaming: the first slide is on screen while the answer is still arriving.
    await expectStreaming(
      // The title slide's heading is its first line (the company's name): its own title is not printed.
      deck.stage.getByRole('heading', { level: 3, name: 'Zephyrine fixture content for slide 1.', exact: true }),
      deck.generating,
    );
    await expect(page.getByText('Creating your pitch deck...')).toHaveCount(0);
    await expect(deck.edit).toHaveCount(0);
    await fakeUpstream.release();

    await expectToast(page, 'Pitch Deck Generated', 'Successfully generated your pitch deck.', { timeout: 10_000 });
    // The form is hidden once a deck exists.
    await expect(deck.name).toHaveCount(0);
    await expect(deck.counter).toHaveText('1 / 10');
    await expect(deck.stage.getByText(/Zephyrine fixture content for slide 1\./)).toBeVisible();
    await expect(page.getByText(SLIDES[0]?.notes ?? '', { exact: true })).toBeVisible();
    // Each thumbnail is a picture of its slide, named by its caption.
    for (const [index, title] of SLIDE_TITLES.entries())
      await expect(deck.thumbnails.nth(index)).toHaveAccessibleName(`Slide ${index + 1} ${title}`);
    await expect(deck.current).toHaveAccessibleName('Slide 1 Title Slide');
    await expect(deck.previous).toBeDisabled();
    // The slide itself is 16:9 (its controls sit under it).
    await expect(deck.stage.locator('[data-layout]')).toHaveCSS('aspect-ratio', '16 / 9');

    await deck.next.click();
    await expect(deck.counter).toHaveText('2 / 10');
    await expect(deck.slideTitle).toHaveText('Problem');
    await page.getByRole('button', { name: 'Slide 10 Financials & Ask' }).click();
    await expect(deck.counter).toHaveText('10 / 10');
    await expect(deck.next).toBeDisabled();
    await expect(deck.current).toHaveAccessibleName('Slide 10 Financials & Ask');
    await page.keyboard.press('ArrowLeft');
    await expect(deck.counter).toHaveText('9 / 10');
    await expect(deck.slideTitle).toHaveText('Team');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(deck.counter).toHaveText('10 / 10');

    const body = await fakeUpstream.chatBody();
    const prompt = body.messages[1]?.content ?? '';
    expect(prompt).toContain(INPUTS.businessName);
    expect(prompt).toContain(INPUTS.businessDescription);
    for (const title of SLIDE_TITLES) expect(prompt).toContain(title);
    expect(JSON.stringify(body.response_format.json_schema.schema)).toContain('"notes"');
  });

  test('pitch-deck.txt has every slide, and a slide edited in the page', async ({ page }) => {
    await fakeUpstream.enqueue({ kind: 'stream', content: deckJson(), chunkSize: 400 });
    const deck = deckScreen(page);
    await deck.fill(INPUTS);
    await deck.generate.click();
    await expect(deck.edit).toBeVisible({ timeout: 10_000 });

    const first = await download(page, deck.download);
    expect(first.name).toBe('pitch-deck.txt');
    await expectToast(page, 'Downloaded', 'Pitch deck has been downloaded.');
    let from = 0;
    SLIDES.forEach((slide, index) => {
      const heading = first.text.indexOf(`Slide ${index + 1}: ${slide.title}`, from);
      const content = first.text.indexOf(slide.content, heading);
      const notes = first.text.indexOf(slide.notes, content);
      expect(heading, slide.title).toBeGreaterThanOrEqual(from);
      expect(content, slide.title).toBeGreaterThan(heading);
      expect(notes, slide.title).toBeGreaterThan(content);
      from = notes;
    });

    // Edit the third slide.
    await page.getByRole('button', { name: 'Slide 3 Solution' }).click();
    await deck.edit.click();
    await expect(deck.editTitle).toHaveValue('Solution');
    await expect(deck.editContent).toHaveValue(SLIDES[2]?.content ?? '');
    await expect(deck.editNotes).toHaveValue(SLIDES[2]?.notes ?? '');
    await expect(deck.edit).toHaveCount(0);
    await deck.editTitle.fill('How Quillfeather Fixes It');
    await deck.editContent.fill('• Ferries every 30 minutes\n• Half the fuel cost');
    await deck.editNotes.fill('Mention the Bergen pilot.');
    await deck.save.click();

    await expectToast(page, 'Slide Updated', 'Your changes have been saved.');
    await expect(deck.editTitle).toHaveCount(0);
    await expect(deck.slideTitle).toHaveText('How Quillfeather Fixes It');
    await expect(deck.counter).toHaveText('3 / 10');
    await expect(page.getByText('Mention the Bergen pilot.', { exact: true })).toBeVisible();

    const second = await download(page, deck.download);
    expect(second.name).toBe('pitch-deck.txt');
    expect(second.text).toContain('Slide 3: How Quillfeather Fixes It');
    expect(second.text).not.toContain('Slide 3: Solution');
    expect(second.text).toContain('• Ferries every 30 minutes\n• Half the fuel cost');
    expect(second.text).toContain('Mention the Bergen pilot.');
    expect(second.text).not.toContain(SLIDES[2]?.content ?? '');
    expect(second.text).toContain('Slide 4: Market Opportunity');
    expect(await fakeUpstream.requests()).toHaveLength(1);
  });
});

test('offline: a deck from the inputs, driven by keyboard alone', async ({ page }) => {
  await page.goto('/dashboard/pitch-deck');
  const deck = deckScreen(page);
  await deck.name.focus();
  await page.keyboard.type('Harvest Table');
  await deck.description.focus();
  await page.keyboard.type('A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.');
  await deck.generate.focus();
  await page.keyboard.press('Enter');

  await expect(toast(page, 'Pitch Deck Generated')).toBeVisible();
  await expect(deck.counter).toHaveText('1 / 10');
  await expect(deck.thumbnails).toHaveCount(10);
  for (const [index, title] of SLIDE_TITLES.entries())
    await expect(deck.thumbnails.nth(index)).toHaveAccessibleName(`Slide ${index + 1} ${title}`);
  await expect(deck.stage).toContainText('Harvest Table');
  await expect(deck.stage).toContainText('busy parents in Lisbon');

  await page.keyboard.press('ArrowRight');
  await expect(deck.slideTitle).toHaveText('Problem');
  await expect(deck.current).toHaveAccessibleName('Slide 2 Problem');

  await deck.edit.focus();
  await page.keyboard.press('Enter');
  await expect(deck.editTitle).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Dinner Is a Daily Puzzle');
  await deck.save.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Slide Updated')).toBeVisible();
  await expect(deck.slideTitle).toHaveText('Dinner Is a Daily Puzzle');

  const file = await download(page, deck.download);
  expect(file.name).toBe('pitch-deck.txt');
  expect(file.text).toMatch(/^Slide 1: Title Slide\n/);
  expect(file.text).toContain('Slide 2: Dinner Is a Daily Puzzle');
  expect(file.text).toContain('Slide 10: Financials & Ask');
  expect(file.text.match(/^Slide \d+: /gm)).toHaveLength(10);
  expect(file.text.match(/^Speaker Notes:$/gm)).toHaveLength(10);
});

test('offline: focus stays on the deck’s controls at its ends and when History or Share closes', async ({ page }) => {
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, INPUTS.businessName, INPUTS.businessDescription);
  const deck = deckScreen(page);
  // Next pressed up to the last slide is disabled there and passes focus to Previous; Left arrows to the first, back to Next.
  await deck.next.focus();
  for (let slide = 2; slide <= 10; slide += 1) {
    await page.keyboard.press('Enter');
    await expect(deck.counter).toHaveText(`${slide} / 10`);
  }
  await expect(deck.next).toBeDisabled();
  await expect(deck.previous).toBeFocused();
  for (let slide = 9; slide >= 1; slide -= 1) await page.keyboard.press('ArrowLeft');
  await expect(deck.counter).toHaveText('1 / 10');
  await expect(deck.next).toBeFocused();

  // A dialog closed by Escape gives focus back to the button that opened it.
  for (const [opener, dialog] of [
    ['History', / history$/],
    ['Share', 'Share'],
  ] as const) {
    const button = page.getByRole('button', { name: opener, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Edit Slide keeps Save Changes in view, below the sticky top bar, with the title field focused', async ({
    page,
  }) => {
    await page.goto('/dashboard/pitch-deck');
    await generateDeck(page, 'GreenRoute', 'Route optimisation for small delivery fleets.');
    await toast(page, 'Pitch Deck Generated').getByRole('button', { name: 'Close toast' }).click();
    // Edit Slide at the foot of the screen: the title field then opens below the fold, which made
    // Chromium centre it on focus and push Save Changes under the bar.
    const edit = page.getByRole('button', { name: 'Edit Slide' });
    await edit.evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 8));
    await edit.click();

    await expect(page.getByRole('textbox', { name: 'Slide Title' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Slide Title' })).toBeInViewport({ ratio: 1 });
    const barBottom = await page.locator('header.sticky').evaluate((bar) => bar.getBoundingClientRect().bottom);
    const saveTop = await page
      .getByRole('button', { name: 'Save Changes' })
      .evaluate((button) => button.getBoundingClientRect().top);
    expect(saveTop).toBeGreaterThanOrEqual(barBottom);
  });
});
