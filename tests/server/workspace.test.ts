import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '@/core/tools/ideas';
import { pitchDeck } from '@/core/tools/pitch-deck';
import { modelFromEdit } from '@/core/finance/scenarios';
import type { FinancialModel } from '@/core/finance/schema';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createOfflineProvider } from '@/server/providers/offline';
import type { Provider } from '@/server/providers/provider';
import type { Database } from '@/server/store/database';
import { StoreUnavailable } from '@/server/store/errors';
import { useMemoryDatabase } from '../support/server/test-database';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const ideaInputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };
const modelInputs = { pricingModel: 'SaaS', customerType: 'B2B - Small Business', costs: 'Salaries, Hosting' };
const deckInputs = {
  businessName: 'PawPantry',
  businessDescription: 'Fresh pet food by subscription, delivered weekly.',
};

const database = useMemoryDatabase();

/** Counts provider calls, so tests can prove a refusal happened before any. */
function countingOffline(): Provider & { calls: number } {
  const offline = createOfflineProvider({ delayMs: 0, chunkSize: 256 });
  const counting = {
    ...offline,
    calls: 0,
    generate: (request: Parameters<Provider['generate']>[0], onText: Parameters<Provider['generate']>[1]) => {
      counting.calls++;
      return offline.generate(request, onText);
    },
  };
  return counting;
}

describe('the workspace API', () => {
  const provider = countingOffline();
  const testApp = useTestApp({ RATE_LIMIT_MAX: '0' }, { provider });
  let app: FastifyInstance;
  beforeAll(() => {
    app = testApp.app;
  });

  it('gives a browser a workspace on its first generation, with a safe cookie', async () => {
    const alice = browser(app);
    expect((await alice.request('GET', '/api/workspace')).json()).toEqual({ ventures: [], currentVentureId: null });
    expect(alice.cookie).toBe('');

    const { response } = await alice.generate('ideas', ideaInputs);
    const cookie = String(response.headers['set-cookie']);
    // A 256-bit token and its 128-bit signature: the server adopts only cookies it issued.
    expect(cookie).toMatch(/^vk_workspace=[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('stores the result before done, in a venture named after it, and opens on it', async () => {
    const alice = browser(app);
    const { done } = await alice.generate('ideas', ideaInputs);
    expect(done.event).toBe('done');
    expect(done.data.ventureCreated).toMatchObject({ name: 'fintech ideas for freelancers in Germany' });
    expect(done.data.saved).toMatchObject({
      tool: 'ideas',
      title: 'fintech ideas for freelancers in Germany',
      version: 1,
    });

    const workspace = (await alice.request('GET', '/api/workspace')).json();
    expect(workspace.ventures).toHaveLength(1);
    const documents = (await alice.request('GET', '/api/tools/ideas/documents')).json();
    expect(documents.latest).toMatchObject({ inputs: ideaInputs, result: ideas.offline(ideaInputs) });
    expect(documents.documents).toHaveLength(1);
  });

  it('lists a tool’s history newest first, in the venture the screen names', async () => {
    const alice = browser(app);
    const first = await alice.generate('pitch-deck', deckInputs);
    const ventureId = first.done.data.saved!.ventureId;
    const second = await alice.generate('pitch-deck', { ...deckInputs, businessName: 'PawPantry Two' }, ventureId);
    expect(second.done.data.ventureCreated).toBeUndefined();
    const list = (await alice.request('GET', `/api/tools/pitch-deck/documents?venture=${ventureId}`)).json();
    expect(list.documents.map((document: { title: string }) => document.title)).toEqual(['PawPantry Two', 'PawPantry']);
    expect(list.latest.id).toBe(second.done.data.saved!.id);
    expect((await alice.request('GET', `/api/documents/${first.done.data.saved!.id}`)).json()).toMatchObject({
      inputs: deckInputs,
    });
  });

  it('shows another browser nothing, and answers its ids with 404 before any provider call', async () => {
    const alice = browser(app);
    const bob = browser(app);
    const { done } = await alice.generate('pitch-deck', deckInputs);
    const { id, ventureId } = done.data.saved!;
    await bob.request('POST', '/api/ventures', { name: 'Bob’s' });

    expect((await bob.request('GET', '/api/tools/pitch-deck/documents')).json()).toMatchObject({
      documents: [],
      latest: null,
    });
    expect((await bob.request('GET', `/api/documents/${id}`)).statusCode).toBe(404);
    expect(
      (await bob.request('PUT', `/api/documents/${id}`, { version: 1, result: pitchDeck.offline(deckInputs) }))
        .statusCode,
    ).toBe(404);
    expect((await bob.request('DELETE', `/api/documents/${id}`)).statusCode).toBe(404);
    expect((await bob.request('GET', `/api/tools/pitch-deck/documents?venture=${ventureId}`)).statusCode).toBe(404);
    expect((await bob.request('PUT', '/api/workspace/current', { ventureId })).statusCode).toBe(404);
    const calls = provider.calls;
    expect((await bob.generate('pitch-deck', deckInputs, ventureId)).response.statusCode).toBe(404);
    expect(provider.calls).toBe(calls);
    for (const malformed of ['not-an-id', '%27%3B--', 'x'.repeat(100)])
      expect((await alice.request('GET', `/api/documents/${malformed}`)).statusCode).toBe(404);
  });

  it('saves a deck edit against its version, and answers a stale save with 409 and the newer deck', async () => {
    const tab = browser(app);
    const { done } = await tab.generate('pitch-deck', deckInputs);
    const { id } = done.data.saved!;
    const deck = pitchDeck.offline(deckInputs);
    const edit = (title: string) => ({
      slides: deck.slides.map((slide, index) => (index === 2 ? { ...slide, title } : slide)),
    });

    const saved = await tab.request('PUT', `/api/documents/${id}`, { version: 1, result: edit('Our fix') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2 });

    const stale = await tab.request('PUT', `/api/documents/${id}`, { version: 1, result: edit('Other tab') });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: 2, result: edit('Our fix') });
    expect((await tab.request('GET', `/api/documents/${id}`)).json().result.slides[2].title).toBe('Our fix');
  });

  it('saves ideas edited in place as a new version, and refuses an idea with an empty name or an unknown field', async () => {
    const tab = browser(app);
    const { done } = await tab.generate('ideas', ideaInputs);
    const { id } = done.data.saved!;
    const generated = ideas.offline(ideaInputs);
    const edited = {
      ideas: generated.ideas.map((idea, index) => (index === 1 ? { ...idea, name: 'Our own name' } : idea)),
    };
    const saved = await tab.request('PUT', `/api/documents/${id}`, { version: 1, result: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, result: edited });

    const blank = { ideas: edited.ideas.map((idea, index) => (index === 0 ? { ...idea, name: ' ' } : idea)) };
    expect((await tab.request('PUT', `/api/documents/${id}`, { version: 2, result: blank })).statusCode).toBe(400);
    const extra = { ideas: edited.ideas.map((idea) => ({ ...idea, html: '<b>' })) };
    expect((await tab.request('PUT', `/api/documents/${id}`, { version: 2, result: extra })).statusCode).toBe(400);
  });

  it('saves an edited financial model with every figure computed again from its assumptions', async () => {
    const tab = browser(app);
    const { done } = await tab.generate('financials', modelInputs);
    const { id } = done.data.saved!;
    const generated = (await tab.request('GET', `/api/documents/${id}`)).json().result as FinancialModel;
    expect(generated.proposal).toEqual(generated.assumptions);
    expect(generated.scenarios?.map((scenario) => scenario.name)).toEqual(['Conservative', 'Optimistic']);

    const assumptions = { ...generated.assumptions, monthlyPricePerCustomer: { value: 321, rationale: 'Raised.' } };
    const edited = {
      ...generated,
      assumptions,
      // What a tampered browser might claim: ignored.
      figures: { ...generated.figures, year1Revenue: 1 },
      revenueProjections: { ...generated.revenueProjections, year2: { revenue: '$1', growth: '1%' } },
    };
    const saved = await tab.request('PUT', `/api/documents/${id}`, { version: 1, result: edited });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toEqual(modelFromEdit({ ...generated, assumptions }));
    expect(saved.json().result.proposal).toEqual(generated.proposal);

    const outOfBounds = { ...assumptions, monthlyChurnPercent: { value: 0, rationale: 'None.' } };
    const refused = await tab.request('PUT', `/api/documents/${id}`, {
      version: 2,
      result: { ...generated, assumptions: outOfBounds },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('saves a model’s currency, hiring plan and funding as edited, and computes them again on the server', async () => {
    const tab = browser(app);
    const { done } = await tab.generate('financials', modelInputs);
    const { id } = done.data.saved!;
    const generated = (await tab.request('GET', `/api/documents/${id}`)).json().result as FinancialModel;
    const assumptions = {
      ...generated.assumptions,
      currency: 'EUR' as const,
      hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 5_000, startMonth: 3, employerCostPercent: 20 }],
      funding: {
        startingCash: 80_000,
        fundingEvents: [
          { kind: 'equity' as const, amount: 400_000, month: 2, preMoneyValuation: 1_600_000 },
          { kind: 'loan' as const, amount: 50_000, month: 1, annualInterestPercent: 8, termMonths: 24 },
        ],
        bufferMonths: 9,
        founderOwnershipPercent: 90,
      },
    };
    const saved = await tab.request('PUT', `/api/documents/${id}`, {
      version: 1,
      result: { ...generated, assumptions },
    });
    expect(saved.statusCode).toBe(200);
    const read = (await tab.request('GET', `/api/documents/${id}`)).json().result as FinancialModel;
    expect(read.assumptions.currency).toBe('EUR');
    expect(read.assumptions.hiringPlan).toEqual(assumptions.hiringPlan);
    expect(read.assumptions.funding).toEqual(assumptions.funding);
    expect(read.figures.months[2]!.payrollCosts).toBe(12_000);
    expect(read.revenueProjections.year1.total.startsWith('€')).toBe(true);
    // Reset to AI Proposal has the proposal to go back to.
    expect(read.proposal).toEqual(generated.proposal);

    const tooMany = { ...assumptions.funding, founderOwnershipPercent: 101 };
    const refused = await tab.request('PUT', `/api/documents/${id}`, {
      version: 2,
      result: { ...generated, assumptions: { ...assumptions, funding: tooMany } },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a slide edit with unknown keys or over its limits', async () => {
    const tab = browser(app);
    const { done } = await tab.generate('pitch-deck', deckInputs);
    const deck = pitchDeck.offline(deckInputs);
    const withSlide = (slide: object) => ({ slides: deck.slides.map((old, index) => (index === 0 ? slide : old)) });
    const put = (result: object) => tab.request('PUT', `/api/documents/${done.data.saved!.id}`, { version: 1, result });
    expect((await put(withSlide({ ...deck.slides[0], onclick: 'x' }))).statusCode).toBe(400);
    expect((await put(withSlide({ ...deck.slides[0], title: 'x'.repeat(201) }))).statusCode).toBe(400);
    expect((await put(withSlide({ ...deck.slides[0], notes: 'x'.repeat(4001) }))).statusCode).toBe(400);
    expect(
      (
        await tab.request('PUT', `/api/documents/${done.data.saved!.id}`, {
          version: 1,
          result: withSlide(deck.slides[0]!),
          extra: 1,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps a saved idea once, and removes it', async () => {
    const alice = browser(app);
    const [idea] = ideas.offline(ideaInputs).ideas;
    const first = await alice.request('POST', '/api/ideas', { idea });
    expect(first.statusCode).toBe(201);
    await alice.request('POST', '/api/ideas', { idea });
    const list = (await alice.request('GET', '/api/ideas')).json();
    expect(list.ideas).toHaveLength(1);
    expect((await alice.request('DELETE', `/api/ideas/${list.ideas[0].id}`)).statusCode).toBe(204);
    expect((await alice.request('GET', '/api/ideas')).json().ideas).toEqual([]);
  });

  it('creates and switches ventures', async () => {
    const alice = browser(app);
    const a = (await alice.request('POST', '/api/ventures', { name: 'Alpha', description: 'First' })).json();
    const b = await alice.request('POST', '/api/ventures', { name: 'Beta' });
    expect(b.statusCode).toBe(201);
    expect((await alice.request('GET', '/api/workspace')).json().currentVentureId).toBe(b.json().id);
    expect((await alice.request('PUT', '/api/workspace/current', { ventureId: a.id })).json().currentVentureId).toBe(
      a.id,
    );
    expect((await alice.request('POST', '/api/ventures', { name: '' })).statusCode).toBe(400);
    expect((await alice.request('POST', '/api/ventures', { name: 'x', owner: 'y' })).statusCode).toBe(400);
  });

  it('keeps a venture’s profile: a first generation tells it what the form said, and Edit Venture Profile replaces it', async () => {
    const alice = browser(app);
    const { done } = await alice.generate('ideas', ideaInputs);
    expect(done.data.ventureCreated).toMatchObject({
      description: '',
      industry: 'fintech',
      targetMarket: 'freelancers',
      region: 'Germany',
    });
    const id = (done.data.ventureCreated as { id: string }).id;
    const profile = {
      name: '  Ledger Loop ',
      description: 'Tax set-asides for freelancers.',
      industry: 'Fintech',
      targetMarket: 'Freelancers',
      region: '',
    };
    const updated = await alice.request('PUT', `/api/ventures/${id}`, profile);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...profile, name: 'Ledger Loop', id });
    expect((await alice.request('GET', '/api/workspace')).json().ventures[0]).toMatchObject({
      name: 'Ledger Loop',
      industry: 'Fintech',
    });
    // The saved ideas stay where they were.
    expect((await alice.request('GET', '/api/tools/ideas/documents')).json().documents).toHaveLength(1);

    expect((await alice.request('PUT', `/api/ventures/${id}`, { ...profile, name: '' })).statusCode).toBe(400);
    expect(
      (await alice.request('PUT', `/api/ventures/${id}`, { ...profile, region: 'x'.repeat(201) })).statusCode,
    ).toBe(400);
    expect((await alice.request('PUT', `/api/ventures/${id}`, { ...profile, owner: 'me' })).statusCode).toBe(400);
    expect((await browser(app).request('PUT', `/api/ventures/${id}`, profile)).statusCode).toBe(404);
    expect(
      (await alice.request('PUT', `/api/ventures/${id}`, profile, { origin: 'https://evil.example' })).statusCode,
    ).toBe(403);
  });

  it('answers 409 past the venture quota', async () => {
    const alice = browser(app);
    for (let index = 0; index < 50; index++)
      expect((await alice.request('POST', '/api/ventures', { name: `V${index}` })).statusCode).toBe(201);
    const over = await alice.request('POST', '/api/ventures', { name: 'One too many' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/at most 50 ventures/);
  });

  it('round-trips a workspace through export and import, and imports nothing from a bad file', async () => {
    const alice = browser(app);
    await alice.generate('pitch-deck', deckInputs);
    const ventureId = (await alice.request('GET', '/api/workspace')).json().currentVentureId;
    await alice.request('PUT', `/api/ventures/${ventureId}`, {
      name: 'PawPantry',
      description: deckInputs.businessDescription,
      industry: 'Pet food',
      targetMarket: 'Dog owners',
      region: 'Lisbon',
    });
    await alice.request('POST', '/api/ideas', { idea: ideas.offline(ideaInputs).ideas[0] });
    const exported = await alice.request('GET', '/api/workspace/export');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="venturekit-workspace.json"');
    const file = exported.json();

    const bob = browser(app);
    await bob.request('POST', '/api/ventures', { name: 'Bob’s own' });
    const broken = {
      ...file,
      ventures: [
        ...file.ventures,
        { ...file.ventures[0], documents: [{ ...file.ventures[0].documents[0], tool: 'horoscope' }] },
      ],
    };
    const refused = await bob.request('POST', '/api/workspace/import', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/unknown tool/);
    expect((await bob.request('GET', '/api/workspace')).json().ventures).toHaveLength(1);

    expect((await bob.request('POST', '/api/workspace/import', file)).json()).toEqual({
      ventures: 1,
      documents: 1,
      savedIdeas: 1,
    });
    const view = (await bob.request('GET', '/api/workspace')).json();
    // Imported ventures keep their creation dates, so they sort among the workspace's own by age.
    expect(view.ventures.map((venture: { name: string }) => venture.name).sort()).toEqual(['Bob’s own', 'PawPantry']);
    expect(view.ventures.find((venture: { name: string }) => venture.name === 'PawPantry')).toMatchObject({
      description: deckInputs.businessDescription,
      industry: 'Pet food',
      targetMarket: 'Dog owners',
      region: 'Lisbon',
    });
    // A file from before ventures had a profile still imports, with the parts unset.
    const older = {
      ...file,
      ventures: file.ventures.map(
        ({ industry: _i, targetMarket: _t, region: _r, ...venture }: Record<string, unknown>) => venture,
      ),
      savedIdeas: [],
    };
    const carol = browser(app);
    expect((await carol.request('POST', '/api/workspace/import', older)).statusCode).toBe(200);
    expect((await carol.request('GET', '/api/workspace')).json().ventures[0]).toMatchObject({
      industry: '',
      region: '',
    });
    expect((await bob.request('GET', '/api/ideas')).json().ideas).toHaveLength(1);
  });

  it('refuses an import over 20 MB with 413', async () => {
    const alice = browser(app);
    const huge = JSON.stringify({ format: 'venturekit-workspace', padding: 'x'.repeat(21 * 1024 * 1024) });
    const response = await alice.request('POST', '/api/workspace/import', huge, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(413);
  });

  it('erases the workspace and clears the cookie on Delete All My Data', async () => {
    const alice = browser(app);
    await alice.generate('ideas', ideaInputs);
    const cookie = alice.cookie;
    const erased = await alice.request('DELETE', '/api/workspace');
    expect(erased.statusCode).toBe(204);
    expect(String(erased.headers['set-cookie'])).toMatch(/^vk_workspace=; .*Max-Age=0/);
    const again = await app.inject({ method: 'GET', url: '/api/workspace', headers: { cookie } });
    expect(again.json()).toEqual({ ventures: [], currentVentureId: null });
  });

  it('refuses writes from another site', async () => {
    const alice = browser(app);
    const writes: [string, string, object?][] = [
      ['POST', '/api/ventures', { name: 'x' }],
      ['POST', '/api/ideas', { idea: ideas.offline(ideaInputs).ideas[0] }],
      ['POST', '/api/workspace/import', {}],
      ['DELETE', '/api/workspace'],
    ];
    for (const [method, url, payload] of writes) {
      const response: LightMyRequestResponse = await alice.request(method as 'POST', url, payload, {
        origin: 'https://evil.example',
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

// These build their own apps: each with its own proxy setting, or a database that can be switched off.
describe('the workspace API under TRUST_PROXY', () => {
  it('marks the cookie Secure when the proxy says the request came over HTTPS', async () => {
    const app = await buildApp({
      config: loadConfig({ TRUST_PROXY: 'true' }),
      provider: createOfflineProvider({ delayMs: 0 }),
      database,
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/ventures',
      payload: { name: 'x' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toContain('; Secure');
    await app.close();
  });

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const app = await buildApp({ config: loadConfig({}), provider: createOfflineProvider({ delayMs: 0 }), database });
    const response = await app.inject({
      method: 'POST',
      url: '/api/ventures',
      payload: { name: 'x' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
    await app.close();
  });
});

/** A database that can be switched off, as a crashed or restarting server is. */
function switchable(inner: Database) {
  let down = false;
  const check = () => {
    if (down) throw new StoreUnavailable(new Error('connection refused'));
  };
  const db: Database = {
    kind: inner.kind,
    changesBeforeReplies: inner.changesBeforeReplies,
    query: async (sql, params) => (check(), inner.query(sql, params)),
    transaction: async (work, options) => (check(), inner.transaction(work, options)),
    unflushedWrite: async (sql, params) => (check(), inner.unflushedWrite(sql, params)),
    listen: (channel, listener) => inner.listen(channel, listener),
    ping: async () => !down && inner.ping(),
    open: () => inner.open(),
    close: () => inner.close(),
  };
  return { db, setDown: (value: boolean) => (down = value) };
}

describe('when the database is down', () => {
  it('still streams the result, says it was not saved, answers reads 503, and recovers without a restart', async () => {
    const { db, setDown } = switchable(database);
    const app = await buildApp({
      config: loadConfig({ RATE_LIMIT_MAX: '0' }),
      provider: createOfflineProvider({ delayMs: 0 }),
      database: db,
    });
    const alice = browser(app);
    setDown(true);
    const { done } = await alice.generate('ideas', ideaInputs);
    expect(done.event).toBe('done');
    expect(done.data.result).toEqual(ideas.offline(ideaInputs));
    expect(done.data.saveError).toBe('Your result could not be saved. Download it to keep a copy.');
    expect(done.data.saved).toBeUndefined();

    const read = await alice.request('GET', '/api/tools/ideas/documents');
    expect(read.statusCode).toBe(503);
    expect(read.json().error).toBe('Your saved work is unavailable right now. Please try again in a moment.');
    expect((await alice.request('GET', '/api/health')).json().database).toEqual({ kind: 'embedded', up: false });

    setDown(false);
    expect((await alice.generate('ideas', ideaInputs)).done.data.saved).toMatchObject({ tool: 'ideas' });
    expect((await alice.request('GET', '/api/tools/ideas/documents')).json().documents).toHaveLength(1);
    await app.close();
  });
});
