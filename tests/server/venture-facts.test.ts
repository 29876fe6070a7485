/**
 * One story, through HTTP against the fake OpenAI-compatible upstream: the venture's facts come
 * from its model and the founder's pins, a pin is checked like an assumption, a plan's prompt
 * carries the facts to be stated exactly, a deck that states another price has the conflict
 * counted, Use Fact saved as an edit clears it, an export or a share link of it is refused with the
 * count until the founder accepts it, and pins travel in the workspace file.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildFinancialModel } from '@/core/finance/engine';
import { formatUsd } from '@/core/finance/money';
import { financials } from '@/core/tools/financials';
import { pitchDeck } from '@/core/tools/pitch-deck';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { businessPlan } from '@/core/tools/business-plan';
import { FACTS_INSTRUCTION } from '@/core/venture/context';
import { applyAllFacts, applyFact, checksAt, documentChecks } from '@/core/venture/document-figures';
import type { VentureFact } from '@/core/venture/facts';
import type { VentureOverview } from '@/core/workspace/schema';
import { createOfflineProvider } from '@/server/providers/offline';
import { createOpenAICompatibleProvider } from '@/server/providers/openai-compatible';
import { browser } from '../support/server/browser';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { useTestApp } from '../support/server/test-app';

const modelInputs = { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries' } as const;
const assumptions = financials.offline(modelInputs);
const model = buildFinancialModel(assumptions);
const price = model.assumptions.monthlyPricePerCustomer.value;
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const planInputs = { idea: 'Harvest Table: weekly meal kits for busy parents in Lisbon' };

/** A deck that states no figure but one: its Business Model slide's price, which the model does not have. */
const offPriceDeck = (): PitchDeckResult => ({
  slides: pitchDeck.offline(deckInputs).slides.map((slide, index) => ({
    title: slide.title,
    content: index === 5 ? `• Subscription price: $${price + 666} per month\n• Cancel any time` : 'Words only.',
    notes: 'Tell the story.',
  })),
});

const userMessage = (body: unknown) => (body as { messages: { content: string }[] }).messages[1]!.content;
const factOf = (overview: VentureOverview, id: string) => overview.facts.find((fact) => fact.id === id);

describe('a venture’s facts', () => {
  const fake = useFakeUpstream();
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' }),
    (config) => ({
      provider: createOpenAICompatibleProvider({ ...config.ai, retry: { maxRetries: 0, baseDelayMs: 1 } }),
    }),
  );

  async function ventureWithModel() {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(assumptions) });
    const modelId = (await founder.generate('financials', modelInputs, venture.id)).done.data.saved!.id;
    const overview = async () =>
      (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>();
    return { founder, venture, modelId, overview };
  }

  it('come from the model, each with its source, beside each tool’s newest result', async () => {
    const { overview, modelId, venture } = await ventureWithModel();
    const facts = await overview();
    expect(facts.ventureId).toBe(venture.id);
    expect(factOf(facts, 'price')).toMatchObject({
      value: price,
      source: { kind: 'tool', tool: 'financials', documentId: modelId },
    });
    expect(factOf(facts, 'year1Revenue')?.display).toBe(formatUsd(model.figures.year1Revenue));
    expect(facts.documents).toEqual([
      expect.objectContaining({ tool: 'financials', id: modelId, changedSince: [], conflicts: 0 }),
    ]);
  });

  it('take a founder’s pin, checked like an assumption, and give the tool’s value back when unpinned', async () => {
    const { founder, venture, overview } = await ventureWithModel();
    const pinned = await founder.request('PUT', `/api/ventures/${venture.id}/facts/price`, { value: price + 5 });
    expect(pinned.statusCode).toBe(200);
    expect(factOf(pinned.json<VentureOverview>(), 'price')).toMatchObject({
      value: price + 5,
      source: { kind: 'founder', pinnedAt: expect.any(String) },
      overridden: true,
      toolValue: price,
    });

    const refused = await founder.request('PUT', `/api/ventures/${venture.id}/facts/price`, { value: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Monthly price per customer must be between $1 and $50,000 per customer per month.',
    });
    expect((await founder.request('PUT', `/api/ventures/${venture.id}/facts/shoeSize`, { value: 9 })).statusCode).toBe(
      400,
    );
    expect(factOf(await overview(), 'price')?.value).toBe(price + 5);

    const unpinned = await founder.request('DELETE', `/api/ventures/${venture.id}/facts/price`);
    expect(factOf(unpinned.json<VentureOverview>(), 'price')).toMatchObject({ value: price, source: { kind: 'tool' } });
  });

  it('are sent compressed, made once per revision: the same answer, and after a pin the new one at once', async () => {
    const { founder, venture, overview } = await ventureWithModel();
    const compressed = async (encoding: string) => {
      const answer = await founder.request('GET', `/api/ventures/${venture.id}/facts`, undefined, {
        'accept-encoding': encoding,
      });
      expect(answer.headers['content-encoding']).toBe(encoding.split(',')[0]);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      const decode = encoding.startsWith('br') ? brotliDecompressSync : gunzipSync;
      return JSON.parse(decode(answer.rawPayload).toString()) as VentureOverview;
    };
    const plain = await overview();
    for (const encoding of ['br, gzip', 'br, gzip', 'gzip']) expect(await compressed(encoding)).toEqual(plain);

    await founder.request('PUT', `/api/ventures/${venture.id}/facts/price`, { value: price + 5 });
    for (const encoding of ['br, gzip', 'gzip'])
      expect(factOf(await compressed(encoding), 'price')?.value).toBe(price + 5);
    expect(await compressed('gzip')).toEqual(await overview());
  });

  it('are no one else’s: another browser cannot read or pin them', async () => {
    const { venture } = await ventureWithModel();
    const stranger = browser(server.app);
    await stranger.request('POST', '/api/ventures', { name: 'Mine' });
    expect((await stranger.request('GET', `/api/ventures/${venture.id}/facts`)).statusCode).toBe(404);
    expect(
      (await stranger.request('PUT', `/api/ventures/${venture.id}/facts/raise`, { value: 500_000 })).statusCode,
    ).toBe(404);
  });

  it('go into a plan’s prompt, with the pins, to be stated exactly', async () => {
    const { founder, venture } = await ventureWithModel();
    await founder.request('PUT', `/api/ventures/${venture.id}/facts/raise`, { value: 750_000 });
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(businessPlan.offline(planInputs)) });
    const before = fake.upstream.requests.length;
    await founder.generate('business-plan', planInputs, venture.id);
    const prompt = userMessage(fake.upstream.requests[before]?.body);
    expect(prompt).toContain(FACTS_INSTRUCTION);
    expect(prompt).toContain(`Year 1 revenue: ${formatUsd(model.figures.year1Revenue)} (the financial model, saved`);
    expect(prompt).toContain('Raise: $750,000 (set by the founder)');
  });

  it('find a deck’s other price as a conflict, and Use Fact, saved as an edit, clears it', async () => {
    const { founder, venture, overview } = await ventureWithModel();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(offPriceDeck()) });
    const deckId = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!.id;
    expect((await overview()).documents.find((document) => document.tool === 'pitch-deck')?.conflicts).toBe(1);

    // The deck's screen gets the facts with its saved work, and finds the conflict where it stands.
    const listing = (await founder.request('GET', `/api/tools/pitch-deck/documents?venture=${venture.id}`)).json<{
      latest: { result: PitchDeckResult; version: number };
      facts: VentureFact[];
    }>();
    const path = ['slides', 5, 'content'] as const;
    const [conflict] = checksAt(documentChecks(listing.latest.result, listing.facts), path);
    expect(conflict?.status).toBe('conflict');
    const fixed = applyFact(listing.latest.result, path, conflict!);
    const saved = await founder.request('PUT', `/api/documents/${deckId}`, {
      version: listing.latest.version,
      result: fixed,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ result: PitchDeckResult }>().result.slides[5]!.content).toContain(`$${price} per month`);
    expect((await overview()).documents.find((document) => document.tool === 'pitch-deck')?.conflicts).toBe(0);
  });

  it('refuse an export or a share link of a result with a conflict, with its count, until the founder accepts it', async () => {
    const { founder, venture } = await ventureWithModel();
    fake.upstream.enqueue({ kind: 'stream', content: JSON.stringify(offPriceDeck()) });
    const saved = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!;
    const deck = (await founder.request('GET', `/api/documents/${saved.id}`)).json<{ result: PitchDeckResult }>()
      .result;
    const refusal = { error: '1 figure differs from your venture’s facts.', figureConflicts: 1 };

    const exportDeck = (result: PitchDeckResult, accepted?: true) =>
      founder.request('POST', '/api/exports/pitch-deck/pptx', {
        result,
        ventureId: venture.id,
        ...(accepted && { conflictsAccepted: accepted }),
      });
    const refused = await exportDeck(deck);
    expect([refused.statusCode, refused.json()]).toEqual([409, refusal]);
    expect((await exportDeck(deck, true)).statusCode).toBe(200);

    const share = (body: object) => founder.request('POST', `/api/documents/${saved.id}/share-links`, body);
    const unshared = await share({ label: 'Seed' });
    expect([unshared.statusCode, unshared.json()]).toEqual([409, refusal]);
    expect((await founder.request('GET', `/api/documents/${saved.id}/share-links`)).json()).toEqual({ links: [] });
    expect((await share({ label: 'Seed', conflictsAccepted: true })).statusCode).toBe(201);

    // Once the figure states the fact, nothing is asked.
    const parts = documentChecks(
      deck,
      (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>().facts,
    );
    const fixed = applyAllFacts(deck, parts).result;
    expect((await founder.request('PUT', `/api/documents/${saved.id}`, { version: 1, result: fixed })).statusCode).toBe(
      200,
    );
    expect((await exportDeck(fixed)).statusCode).toBe(200);
    expect((await share({})).statusCode).toBe(201);
    // A result sent without a venture (one never saved) has no facts to be checked against.
    expect((await founder.request('POST', '/api/exports/pitch-deck/pptx', { result: deck })).statusCode).toBe(200);
  });

  it('travel in the workspace file, and an out-of-bounds pin refuses the whole import', async () => {
    const { founder, venture } = await ventureWithModel();
    await founder.request('PUT', `/api/ventures/${venture.id}/facts/teamSize`, { value: 4 });
    const file = (await founder.request('GET', '/api/workspace/export')).json<{ ventures: { pins?: object }[] }>();
    expect(file.ventures[0]!.pins).toEqual({ teamSize: 4 });

    const other = browser(server.app);
    expect((await other.request('POST', '/api/workspace/import', file)).statusCode).toBe(200);
    const [imported] = (await other.request('GET', '/api/workspace')).json<{ ventures: { id: string }[] }>().ventures;
    const facts = (await other.request('GET', `/api/ventures/${imported!.id}/facts`)).json<VentureOverview>();
    expect(factOf(facts, 'teamSize')).toMatchObject({ value: 4, source: { kind: 'founder' } });

    const bad = { ...file, ventures: [{ ...file.ventures[0]!, pins: { teamSize: 2.5 } }] };
    const third = browser(server.app);
    const refused = await third.request('POST', '/api/workspace/import', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toContain('Team size must be a whole number.');
    expect((await third.request('GET', '/api/workspace')).json<{ ventures: unknown[] }>().ventures).toEqual([]);
  });
});

describe('offline, one venture tells one story', () => {
  const server = useTestApp({}, { provider: createOfflineProvider({ delayMs: 0, chunkSize: 4096 }) });

  it('a plan and a deck made after a model state the model’s figures: no conflict anywhere', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Pawsome Walks' })).json<{ id: string }>();
    await founder.generate('financials', modelInputs, venture.id);
    await founder.generate('business-plan', { idea: 'Pawsome Walks: dog walking for busy pet owners' }, venture.id);
    const deck = (
      await founder.generate(
        'pitch-deck',
        { businessName: 'Pawsome Walks', businessDescription: 'Dog walking for busy pet owners.' },
        venture.id,
      )
    ).done;
    const facts = (await founder.request('GET', `/api/ventures/${venture.id}/facts`)).json<VentureOverview>();
    expect(facts.documents.map(({ tool, conflicts }) => [tool, conflicts])).toEqual([
      ['business-plan', 0],
      ['pitch-deck', 0],
      ['financials', 0],
    ]);
    // And they do state them: the deck names the model's price.
    const price = factOf(facts, 'price')!;
    const slides = (deck.data.result as PitchDeckResult).slides.map((slide) => `${slide.content}\n${slide.notes}`);
    expect(checksAt(documentChecks({ slides }, facts.facts), ['slides', 5])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 'match', fact: expect.objectContaining({ id: price.id }) }),
      ]),
    );
  });
});
