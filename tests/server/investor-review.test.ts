/**
 * The Investor Review through HTTP against the fake OpenAI-compatible upstream: the critique's
 * request carries the review's findings and the venture's facts as data; the result's findings and
 * scores are the server's, whatever the model writes; a figure the critique states that is in
 * neither the facts nor the findings is marked.
 */
import { describe, expect, it } from 'vitest';
import { CONTEXT_CLOSE, CONTEXT_OPEN } from '@/core/venture/context';
import { financials } from '@/core/tools/financials';
import { investorReview, type InvestorReview } from '@/core/tools/investor-review';
import { pitchDeck } from '@/core/tools/pitch-deck';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { browser } from '../support/server/browser';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { useTestApp } from '../support/server/test-app';

const modelInputs = {
  pricingModel: 'Subscription',
  customerType: 'B2C - Consumer',
  costs: 'Salaries, Marketing',
} as const;
const deckInputs = { businessName: 'Pawsome Walks', businessDescription: 'Dog walking for busy owners in Berlin.' };
const ASK_SLIDE = 9;

type UserMessage = { messages: { role: string; content: string }[] };
const userMessage = (body: unknown) => (body as UserMessage).messages[1]!.content;

describe('the Investor Review', () => {
  const fake = useFakeUpstream();
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' }),
    (config) => ({
      provider: createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 0, baseDelayMs: 1 } }),
    }),
  );

  /** A venture with a model and a deck whose ask the founder cut to $10,000: far below the funding need. */
  async function ventureAskingTooLittle() {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Pawsome Walks' })).json<{ id: string }>();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(financials.offline(modelInputs)) });
    await founder.generate('financials', modelInputs, venture.id);
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(pitchDeck.offline(deckInputs)) });
    const deck = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data;
    const slides = (deck.result as PitchDeckResult).slides.map((slide, index) =>
      index === ASK_SLIDE ? { ...slide, content: '• Raising $10,000 to reach our next milestones' } : slide,
    );
    const edited = await founder.request('PUT', `/api/documents/${deck.saved!.id}`, {
      version: 1,
      result: { slides },
    });
    expect(edited.statusCode).toBe(200);
    return { founder, ventureId: venture.id };
  }

  it('asks for the critique with the findings and the facts as data, and keeps its own findings and scores', async () => {
    const { founder, ventureId } = await ventureAskingTooLittle();
    const facts = (await founder.request('GET', `/api/ventures/${ventureId}/facts`)).json<{
      facts: { display: string }[];
    }>().facts;
    const critique = {
      critique: [{ area: 'ask', text: 'The ask is fine: raise €987,654,321 and relax.', cites: ['made-up'] }],
      // What the model may not do: bring findings or scores of its own.
      findings: [],
      readiness: { overall: 100, areas: {}, raises: [] },
    };
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(critique) });
    const { done } = await founder.generate('investor-review', { focus: 'Seed round from angels' }, ventureId);
    expect(done.event).toBe('done');

    const prompt = userMessage(fake.upstream.requests.at(-1)?.body);
    expect(prompt.startsWith(investorReview.prompt({ focus: 'Seed round from angels' }))).toBe(true);
    const quoted = prompt.slice(prompt.indexOf(CONTEXT_OPEN), prompt.indexOf(CONTEXT_CLOSE));
    const review = done.data.result as InvestorReview;
    const blocker = review.findings.find((finding) => finding.rule === 'ask-need')!;
    expect(blocker.severity).toBe('blocker');
    expect(quoted).toContain('### Review findings');
    for (const finding of review.findings) expect(quoted).toContain(`[${finding.id}]`);
    expect(quoted).toContain('### Venture facts');
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts.slice(0, 5)) expect(quoted).toContain(fact.display);

    expect(review.readiness.overall).toBeLessThanOrEqual(50);
    expect(review.critique).toEqual([
      { area: 'ask', text: critique.critique[0]!.text, cites: [], unsupported: ['€987,654,321'] },
    ]);
    // What was stored is what was shown.
    const saved = (await founder.request('GET', `/api/documents/${done.data.saved!.id}`)).json<{ result: unknown }>();
    expect(saved.result).toEqual(review);
  });

  it('gives the venture its likely questions to rehearse beside the deck’s slides, with the founder’s edited answer', async () => {
    const { founder, ventureId } = await ventureAskingTooLittle();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify({ critique: [] }) });
    const { done } = await founder.generate('investor-review', {}, ventureId);
    const review = done.data.result as InvestorReview;
    const onSlides = review.questions.filter((question) => question.slide !== null);
    expect(onSlides.length).toBeGreaterThan(0);
    const [first] = onSlides;
    const at = review.questions.indexOf(first!);
    const questions = review.questions.map((question, index) =>
      index === at ? { ...question, answer: 'We raise €600,000: 20 months of runway.' } : question,
    );
    const edited = await founder.request('PUT', `/api/documents/${done.data.saved!.id}`, {
      version: 1,
      result: { ...review, questions },
    });
    expect(edited.statusCode).toBe(200);

    const overview = (await founder.request('GET', `/api/ventures/${ventureId}/facts`)).json<{
      rehearsal: { slide: number; question: string; answer: string }[];
    }>();
    expect(overview.rehearsal).toEqual(
      onSlides.map(({ slide, question, answer }) => ({
        slide,
        question,
        answer: question === first!.question ? 'We raise €600,000: 20 months of runway.' : answer,
      })),
    );
  });
});
