/**
 * Rewrite with AI and Regenerate Slide (docs/product.md §11) in Chromium: against the fake upstream
 * (the real provider path), a plan section rewritten Shorter and accepted is kept after a reload,
 * a discarded rewrite leaves the text, and a regenerated slide changes that slide only; offline,
 * the preview is labelled as offline.
 */
import { expect, test, type Page } from '@playwright/test';
import { businessPlan } from '../../src/core/tools/business-plan';
import { pitchDeck } from '../../src/core/tools/pitch-deck';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { generateDeck, generatePlan, slideTitle } from '../support/e2e/workspace-ui';

const IDEA = 'A meal-kit subscription for busy parents in Lisbon';
const SHORTER = 'Weekly meal kits for busy Lisbon parents, planned by a dietitian.';
const FRESH = {
  title: 'Regenerated Problem',
  content: 'Parents in Lisbon lose four hours a week to meal planning.',
  notes: 'Regenerated notes: pause on the four hours.',
};

/** The Rewrite with AI panel of `part`, opened. */
async function openRewrite(page: Page, part: string) {
  await page.getByRole('button', { name: `Rewrite with AI: ${part}` }).click();
  return page.getByRole('region', { name: `Rewrite with AI: ${part}` });
}

/** The saved deck's slides, as the server holds them. */
async function savedSlides(page: Page) {
  const list = await (await page.request.get('/api/tools/pitch-deck/documents')).json();
  const id = (list as { documents: { id: string }[] }).documents[0]!.id;
  const document = await (await page.request.get(`/api/documents/${id}`)).json();
  return (document as { result: { slides: unknown[] } }).result.slides;
}

test.describe('against the fake upstream', { tag: '@fake-upstream' }, () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  test('Shorter on a plan section: Accept keeps it after a reload; Discard leaves the text', async ({ page }) => {
    await openWithFreshFake(page, '/dashboard/business-plan', page.getByRole('textbox', { name: 'Business Idea' }));
    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(businessPlan.offline({ idea: IDEA })) });
    await generatePlan(page, IDEA);
    const before = await page.getByRole('tabpanel').textContent();

    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify({ part: SHORTER }), chunkSize: 8 });
    const panel = await openRewrite(page, 'Executive Summary');
    await panel.getByRole('button', { name: 'Shorter' }).click();
    await expect(panel.getByRole('region', { name: 'Rewritten Executive Summary' })).toContainText(SHORTER);
    await expect(panel.getByRole('region', { name: 'Current Executive Summary' })).not.toContainText(SHORTER);
    await panel.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Changes Saved', 'Your changes have been saved.');
    await expect(page.getByRole('button', { name: 'Rewrite with AI: Executive Summary' })).toBeFocused();
    expect((await fakeUpstream.chatBody(1)).messages.at(-1)?.content).toContain('Make it shorter');

    await page.reload();
    await expect(page.getByRole('tabpanel')).toContainText(SHORTER);
    expect(before).not.toContain(SHORTER);

    // Streaming: the preview fills in beside the current text, with Stop, which goes back to the
    // choices. The upstream holds the stream open after its first characters, so the test sees
    // that moment however slow the machine is (a timed stream ended before it, under load).
    const persuasive = JSON.stringify({ part: 'A persuasive summary.' });
    await fakeUpstream.enqueue({ kind: 'stall', afterChars: persuasive.indexOf('summary'), content: persuasive });
    const again = await openRewrite(page, 'Executive Summary');
    await again.getByRole('button', { name: 'More Persuasive' }).click();
    const preview = again.getByRole('region', { name: 'Rewritten Executive Summary' });
    await expect(preview).toContainText('A persuasive');
    await expect(again.getByRole('button', { name: 'Stop' })).toBeFocused();
    await again.getByRole('button', { name: 'Stop' }).click();
    await expect(again.getByRole('button', { name: 'Shorter' })).toBeFocused();

    await fakeUpstream.enqueue({ kind: 'stream', content: persuasive });
    await again.getByRole('button', { name: 'More Persuasive' }).click();
    await expect(preview).toContainText('A persuasive summary.');
    await again.getByRole('button', { name: 'Discard' }).click();
    await expect(again).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('tabpanel')).toContainText(SHORTER);
    await expect(page.getByRole('tabpanel')).not.toContainText('A persuasive summary.');
  });

  test('Regenerate Slide changes the current slide only', async ({ page }) => {
    const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for Lisbon parents.' };
    await openWithFreshFake(page, '/dashboard/pitch-deck', page.getByRole('textbox', { name: 'Business Name' }));
    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(pitchDeck.offline(inputs)) });
    await generateDeck(page, inputs.businessName, inputs.businessDescription);
    const before = await savedSlides(page);

    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByRole('group', { name: 'Slide 2 of 10' })).toBeVisible();
    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify({ part: FRESH }) });
    await page.getByRole('button', { name: 'Regenerate Slide' }).click();
    const panel = page.getByRole('region', { name: 'Rewrite with AI: Slide 2' });
    await expect(panel.getByRole('region', { name: 'Rewritten Slide 2' })).toContainText(FRESH.content);
    await panel.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Changes Saved', 'Your changes have been saved.');
    await expect(slideTitle(page)).toHaveText(FRESH.title);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Slide' })).toBeVisible();
    expect(await savedSlides(page)).toEqual(before.with(1, FRESH));
  });
});

test('offline, the rewrite is labelled as offline sample content', async ({ page }) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);
  const panel = await openRewrite(page, 'Executive Summary');
  await expect(panel.getByRole('button', { name: 'Shorter' })).toBeFocused();
  await panel.getByRole('button', { name: 'More Specific' }).click();
  const preview = panel.getByRole('region', { name: 'Rewritten Executive Summary' });
  await expect(preview.getByText('Offline sample', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Rewrite with AI: Executive Summary' })).toBeFocused();
});
