/**
 * The Idea Generator against the fake OpenAI-compatible upstream, through the app on its own port.
 * The fake's queue is shared, so these tests run one at a time and start from a reset fake.
 */
import { expect, test as base } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { appScripts } from '../support/e2e/app-scripts';
import { FAKE_UPSTREAM_LOCK, fakeUpstream, heldAfter } from '../support/e2e/fake-upstream-control';
import { PROVIDER_REFUSED } from '@/core/stream/protocol';
import {
  expectGenerationError,
  expectLogged,
  expectStreaming,
  expectToast,
  openWithFreshFake,
} from '../support/e2e/flows';
import { fixtureIdeas, ideasJson } from '../support/e2e/ideas-fixture';
import { E2E_API_KEY, UPSTREAM_APP_URL } from '../support/e2e/servers';
import { collectConsole, ideaCard, ideaNames, ideasForm, ideaResults, toast } from '../support/e2e/ui';
import { PLACEHOLDER_API_KEY } from '../support/placeholder-key';

const INPUTS = { industry: 'Maritime insurance', targetMarket: 'Small ferry operators', region: 'Norwegian fjords' };
const IDEAS = fixtureIdeas();
const NAMES = IDEAS.map((idea) => idea.name);
const ERROR_TEXT = 'Failed to generate business ideas. Please try again.';

/** Every same-origin response body the page received, read once each response has finished. */
function collectBodies(page: Page): () => Promise<{ url: string; body: string }[]> {
  const pending: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response: Response) => {
    if (!response.url().startsWith(UPSTREAM_APP_URL)) return;
    // Redirects have no body to read; everything else, including event streams, does.
    if (response.status() >= 300 && response.status() < 400) return;
    pending.push(
      response.text().then(
        (body) => ({ url: response.url(), body }),
        (error: Error) => ({ url: response.url(), body: `<unreadable: ${error.message}>` }),
      ),
    );
  });
  return () => Promise.all(pending);
}

const test = base.extend<{ bodies: () => Promise<{ url: string; body: string }[]> }>({
  baseURL: UPSTREAM_APP_URL,
  // Every test here also checks that the key never reached the browser, whatever the upstream did.
  bodies: [
    async ({ page }, use) => {
      const bodies = collectBodies(page);
      await use(bodies);
      for (const { url, body } of await bodies()) {
        expect(body, `response body of ${url}`).not.toContain(E2E_API_KEY);
      }
    },
    { auto: true },
  ],
});

// Serial within this file; the lock keeps other files' fake-upstream tests from running in between.
test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

test.beforeEach(async ({ page }) => {
  await openWithFreshFake(page, '/dashboard/idea-generator', ideasForm(page).industry);
});

test('ideas stream in from the provider, sent the request docs/product.md asks for', async ({ page }) => {
  await fakeUpstream.enqueue(heldAfter(ideasJson(IDEAS), NAMES[0]!));
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();

  // Streaming: the first card has its name while the answer is still arriving.
  await expectStreaming(
    ideaResults(page).getByRole('heading', { level: 3, name: NAMES[0], exact: true }),
    form.generating,
  );
  await fakeUpstream.release();

  await expectToast(page, 'Ideas Generated', 'Successfully generated business ideas.', { timeout: 10_000 });
  await expect(ideaNames(page)).toHaveText(NAMES);
  for (const idea of IDEAS) {
    const card = ideaCard(page, idea.name);
    await expect(card.getByText(idea.description, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(idea.revenueStreams);
    await expect(card.getByText(idea.initialInvestment, { exact: true })).toBeVisible();
  }
  await expect(form.generate).toBeEnabled();

  const requests = await fakeUpstream.requests();
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/v1/chat/completions');
  expect(request?.headers.authorization).toBe(`Bearer ${E2E_API_KEY}`);
  expect(request?.headers['content-type']).toContain('application/json');
  const body = request?.body as {
    model: string;
    temperature: number;
    max_tokens: number;
    stream: boolean;
    response_format: { type: string; json_schema: { strict: boolean; schema: object } };
    messages: { role: string; content: string }[];
  };
  expect(body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.7, max_tokens: 2000, stream: true });
  expect(body.response_format.type).toBe('json_schema');
  expect(body.response_format.json_schema.strict).toBe(true);
  expect(body.response_format.json_schema.schema).toEqual(expect.any(Object));
  expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  expect(body.messages[0]?.content.trim()).not.toBe('');
  for (const value of Object.values(INPUTS)) {
    expect(body.messages[1]?.content).toContain(value);
  }
});

test('a refused key says what to do under the tool’s error, shows none of the provider’s text, keeps the inputs, and a retry works', async ({
  page,
}) => {
  await fakeUpstream.enqueue(
    { kind: 'error', status: 401, message: `Incorrect API key provided: ${PLACEHOLDER_API_KEY}` },
    { kind: 'stream', content: ideasJson(IDEAS), chunkSize: 200 },
  );
  const errors = collectConsole(page, 'error');
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();

  // The tool's error text is the toast's title, what to do its description.
  await expectToast(page, ERROR_TEXT, PROVIDER_REFUSED.key, { type: 'error' });
  await expectLogged(errors, PROVIDER_REFUSED.key);
  expect(errors.join('\n')).not.toContain('Incorrect API key');
  await expect(page.getByText(/Incorrect API key/)).toHaveCount(0);
  await expect(page.getByText(PLACEHOLDER_API_KEY)).toHaveCount(0);
  await expect(form.industry).toHaveValue(INPUTS.industry);
  await expect(form.targetMarket).toHaveValue(INPUTS.targetMarket);
  await expect(form.region).toHaveValue(INPUTS.region);
  await expect(ideaResults(page)).toHaveCount(0);

  await form.generate.click();
  await expect(toast(page, 'Ideas Generated')).toBeVisible();
  await expect(ideaNames(page)).toHaveText(NAMES);
  expect(await fakeUpstream.requests()).toHaveLength(2);
});

test('a rate limit from the provider says when to try again, under the tool’s error', async ({ page }) => {
  // As the fallback, and longer than a generation may wait: the server gives up at once.
  await fakeUpstream.fallback({
    kind: 'error',
    status: 429,
    message: 'Rate limit reached for gpt-4o-mini',
    headers: { 'retry-after': '120' },
  });
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();

  await expectToast(page, ERROR_TEXT, 'The AI provider is limiting requests. Try again in 2 minutes.', {
    type: 'error',
  });
  await expect(page.getByText(/Rate limit reached/)).toHaveCount(0);
  await expect(form.generate).toBeEnabled();
});

test('a 500 with no body shows the error toast', async ({ page }) => {
  // As the fallback, so that any retry the server makes meets the same failure.
  await fakeUpstream.fallback({ kind: 'error', status: 500 });
  const errors = collectConsole(page, 'error');
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();

  // With no message of the service's own, the product's fallback text is logged.
  await expectGenerationError(page, errors, ERROR_TEXT, 'Failed to generate content');
  await expect(ideaResults(page)).toHaveCount(0);
  await expect(form.generate).toBeEnabled();
});

test('output that is not JSON shows the error toast and no cards', async ({ page }) => {
  await fakeUpstream.enqueue({ kind: 'stream', content: 'not json at all' });
  const errors = collectConsole(page, 'error');
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();

  await expectGenerationError(page, errors, ERROR_TEXT, 'Failed to parse the AI response. Please try again.');
  await expect(ideaResults(page)).toHaveCount(0);
  await expect(toast(page, 'Ideas Generated')).toHaveCount(0);
});

test('the API key reaches neither the page nor its scripts', async ({ page, request, bodies }) => {
  // Real providers echo part of a wrong key in their message; the whole key must still not get through.
  await fakeUpstream.enqueue(
    {
      kind: 'error',
      status: 401,
      message: `Incorrect API key provided: ${E2E_API_KEY}. You can find your API key at https://example.invalid.`,
    },
    { kind: 'stream', content: ideasJson(IDEAS), chunkSize: 100 },
  );
  const messages = collectConsole(page);
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();
  await expect(toast(page, ERROR_TEXT)).toBeVisible();
  await form.generate.click();
  await expect(toast(page, 'Ideas Generated')).toBeVisible();
  expect(messages.filter((text) => text.includes(E2E_API_KEY))).toEqual([]);

  // The auto fixture checks every body after the test; read them here too, so a failure points at this test.
  const received = await bodies();
  expect(received.some(({ url }) => url.includes('/api/generate/'))).toBe(true);
  for (const { url, body } of received) expect(body, url).not.toContain(E2E_API_KEY);

  const fetched = received.map(({ url }) => new URL(url).pathname).filter((path) => /^\/assets\/.+\.js$/.test(path));
  const scripts = await appScripts(request, fetched);
  expect(
    [...scripts.keys()].some((path) => path.includes('ideas-view')),
    'the Idea Generator chunk was checked',
  ).toBe(true);
  for (const [path, script] of scripts) expect(script, path).not.toContain(E2E_API_KEY);
});

// Last in this serial file on purpose: it reads no state the others need, so a failure here skips nothing.
test('the prompts stay on the server: no script holds the system message or the prompt template', async ({
  page,
  request,
}) => {
  await fakeUpstream.enqueue({ kind: 'stream', content: ideasJson(IDEAS), chunkSize: 500 });
  const form = ideasForm(page);
  await form.fill(INPUTS);
  await form.generate.click();
  await expect(toast(page, 'Ideas Generated')).toBeVisible();

  // Take the texts from what the model really received, so this test follows any rewording of the prompt.
  const [sent] = await fakeUpstream.requests();
  const messages = (sent?.body as { messages: { role: string; content: string }[] }).messages;
  const persona = messages[0]?.content ?? '';
  // The user message's fixed lines: the ones that carry none of the founder's inputs.
  const template = (messages[1]?.content ?? '')
    .split('\n')
    .filter((line) => line.length > 20 && !Object.values(INPUTS).some((value) => line.includes(value)));
  expect(persona.length).toBeGreaterThan(20);
  expect(template.length).toBeGreaterThan(0);

  const leaks: string[] = [];
  for (const [path, script] of await appScripts(request)) {
    for (const text of [persona, ...template]) if (script.includes(text)) leaks.push(`${path}: ${text}`);
  }
  expect(leaks).toEqual([]);
});
