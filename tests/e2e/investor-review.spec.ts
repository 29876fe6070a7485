/**
 * The Investor Review in Chromium, offline (docs/product.md §15): the "Pet care" venture's four
 * documents reviewed, complete and labelled as the offline provider's; a deck whose ask the founder
 * cut below the funding need gets a blocker linked to its slide, Use Fact on it states the venture's
 * raise in the deck, and the review, opened again, reviews again by itself and drops it; the likely
 * questions show in the deck's Presenter View beside their slide.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectToast } from '../support/e2e/flows';
import { toast } from '../support/e2e/ui';

const REVIEWED = 'Investor Review Ready';

const PET_CARE = {
  name: 'Pawsome Walks',
  description: 'A marketplace that connects busy dog owners with vetted walkers.',
  industry: 'Pet care',
  targetMarket: 'busy dog owners',
  region: 'Berlin',
};
/** Each document's form, as a founder fills it, in the order a founder makes them. */
const DOCUMENTS: [tool: string, inputs: Record<string, string>][] = [
  ['market-research', { niche: 'dog walking in Berlin' }],
  ['financials', { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries, Marketing' }],
  ['business-plan', { idea: `${PET_CARE.name}: ${PET_CARE.description}` }],
  ['pitch-deck', { businessName: PET_CARE.name, businessDescription: PET_CARE.description }],
];
const ASK_SLIDE = 9;

/** The Pet care venture with its four documents, made offline through the API as the screens make them. */
async function petCareVenture(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/ventures', { data: PET_CARE });
  expect(created.ok()).toBe(true);
  const ventureId = ((await created.json()) as { id: string }).id;
  for (const [tool, inputs] of DOCUMENTS) {
    const generated = await request.post(`/api/generate/${tool}`, { data: { inputs, ventureId } });
    expect(generated.ok(), tool).toBe(true);
    expect(await generated.text(), tool).toContain('event: done');
  }
  return ventureId;
}

/** The founder cuts the deck's ask to €10,000, far below what the model needs. */
async function cutTheAsk(request: APIRequestContext) {
  const list = (await (await request.get('/api/tools/pitch-deck/documents')).json()) as { documents: { id: string }[] };
  const id = list.documents[0]!.id;
  const deck = (await (await request.get(`/api/documents/${id}`)).json()) as {
    version: number;
    result: { slides: { content: string }[] };
  };
  const slides = deck.result.slides.map((slide, index) =>
    index === ASK_SLIDE ? { ...slide, content: '• Raising €10,000 to reach our next milestones' } : slide,
  );
  const saved = await request.put(`/api/documents/${id}`, { data: { version: deck.version, result: { slides } } });
  expect(saved.status()).toBe(200);
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function review(page: Page, focus?: string) {
  // The toast waited for below is this review's: an earlier one's is shown for a few seconds.
  await expect(toast(page, REVIEWED)).toHaveCount(0, { timeout: 15_000 });
  if (focus) await page.getByRole('textbox', { name: 'Focus (optional)' }).fill(focus);
  const done = page.waitForEvent('requestfinished', (request) => request.url().includes('/api/generate/'));
  await page.getByRole('button', { name: 'Review My Venture', exact: true }).click();
  await done;
  await expectToast(page, REVIEWED, 'Your venture has been reviewed.', { timeout: 20_000 });
}

test('offline, the Pet care venture gets a complete review, labelled as the offline provider’s', async ({ page }) => {
  test.slow();
  await petCareVenture(page.request);
  await page.goto('/dashboard/investor-review');
  // After Venture in the sidebar.
  const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(links.last()).toHaveAccessibleName('Investor Review');
  await expect(links.nth((await links.count()) - 2)).toHaveAccessibleName('Venture');
  await expect(page.getByRole('heading', { level: 1, name: 'Investor Review' })).toBeVisible();
  await review(page, 'Seed round from angels');

  await expect(page.getByRole('note', { name: 'Offline mode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Investor Review' })).toBeVisible();
  const documents = region(page, 'Documents reviewed').getByRole('listitem');
  await expect(documents).toHaveCount(4);
  for (const name of ['Business plan', 'Pitch deck', 'Financial model', 'Market research'])
    await expect(documents.filter({ hasText: name })).toContainText('Reviewed');
  await expect(region(page, 'Readiness')).toContainText(/\d+\/100/);
  await expect(region(page, 'Readiness')).toContainText('What would raise it most');
  await expect(region(page, 'Findings')).toBeVisible();
  const critique = region(page, 'Partner-meeting critique');
  for (const area of ['Team', 'Market', 'Product', 'Traction', 'Business model', 'Financials', 'The ask'])
    await expect(critique.getByRole('heading', { name: area, exact: true })).toBeVisible();
  const questions = region(page, 'Likely questions').getByRole('listitem');
  expect(await questions.count()).toBeGreaterThanOrEqual(10);
  expect(await questions.count()).toBeLessThanOrEqual(15);
  await expect(questions.first().getByRole('button', { name: 'Edit Answer 1' })).toBeVisible();
});

test('a deck asking less than the funding need is a blocker that Use Fact fixes, and the next review drops it', async ({
  page,
}) => {
  test.slow();
  await petCareVenture(page.request);
  await cutTheAsk(page.request);
  await page.goto('/dashboard/investor-review');
  await review(page);

  const blockers = page.getByRole('region', { name: /^Blockers/ });
  const blocker = blockers
    .getByRole('listitem')
    .filter({ hasText: 'The ask of €10,000 is less than the funding need' });
  await expect(blocker).toBeVisible();
  await expect(blocker).toContainText('Slide 10: Financials & Ask');
  await expect(blocker).toContainText('Rule:');
  await blocker.getByRole('button', { name: 'Use Fact', exact: true }).click();
  await expectToast(
    page,
    'Fact Used',
    'The pitch deck now states the venture’s fact. Review again to update the score.',
  );
  await expect(blocker).toContainText('Fixed: review again to see the score change.');
  await expect(
    region(page, 'Documents reviewed').getByRole('listitem').filter({ hasText: 'Pitch deck' }),
  ).toContainText('Changed since this review');

  // Where it stands links to the slide itself: the deck opens on it, now stating the venture's raise.
  await blocker.getByRole('link', { name: 'Pitch deck, Slide 10: Financials & Ask' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pitch-deck\?slide=10$/);
  const stage = page.getByRole('group', { name: 'Slide 10 of 10' });
  await expect(stage).toBeVisible();
  await expect(stage).not.toContainText('€10,000');

  // Back on the review, it reviews again by itself (its deck changed), and the blocker is gone.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Investor Review' }).click();
  await expectToast(page, REVIEWED, 'Your venture has been reviewed.', { timeout: 20_000 });
  await expect(
    page.getByRole('status').filter({ hasText: 'Reviewed again: your documents had changed since the last review.' }),
  ).toBeVisible();
  await expect(region(page, 'Findings')).toBeVisible();
  await expect(page.getByText('The ask of €10,000 is less than the funding need')).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Blockers/ })).toHaveCount(0);
  await expect(
    region(page, 'Documents reviewed').getByRole('listitem').filter({ hasText: 'Pitch deck' }),
  ).toContainText('Reviewed');
});

test('the likely questions show in the deck’s Presenter View beside their slide', async ({ page }) => {
  test.slow();
  const ventureId = await petCareVenture(page.request);
  await page.goto('/dashboard/investor-review');
  await review(page);
  const overview = (await (await page.request.get(`/api/ventures/${ventureId}/facts`)).json()) as {
    rehearsal: { slide: number; question: string; answer: string }[];
  };
  const [first] = overview.rehearsal;
  expect(first).toBeDefined();
  const onSlide = overview.rehearsal.filter((question) => question.slide === first!.slide);

  await page.goto(`/dashboard/pitch-deck?slide=${first!.slide + 1}`);
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const presentation = page.getByRole('dialog', { name: 'Presentation' });
  await expect(presentation).toBeVisible();
  const popup = page.waitForEvent('popup');
  await presentation.getByRole('button', { name: 'Presenter View' }).click();
  const presenter = await popup;
  await expect(presenter.getByText(`${first!.slide + 1} / 10`)).toBeVisible();
  const questions = presenter.getByRole('region', { name: 'Likely Questions' }).getByRole('listitem');
  await expect(questions).toHaveCount(onSlide.length);
  await expect(questions.first()).toContainText(first!.question);
  await expect(questions.first()).toContainText(first!.answer);
});
