import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { pitchDeck } from '@/core/tools/pitch-deck';
import { modelFromEdit } from '@/core/finance/scenarios';
import type { FinancialModel } from '@/core/tools/financials/client';
import { VERSIONS_PAGE } from '@/core/workspace/versions';
import type { PitchDeckResult } from '@/core/tools/pitch-deck/client';
import type { BuiltOn } from '@/core/venture/sources';
import type { VentureOverview } from '@/core/workspace/schema';
import { useMemoryDatabase } from '../support/server/test-database';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const deckInputs = {
  businessName: 'PawPantry',
  businessDescription: 'Fresh pet food by subscription, delivered weekly.',
};
const generated = pitchDeck.offline(deckInputs);

/** The deck with slide `index` (0-based) given a new title. */
const retitled = (deck: PitchDeckResult, index: number, title: string): PitchDeckResult => ({
  slides: deck.slides.map((slide, at) => (at === index ? { ...slide, title } : slide)),
});

useMemoryDatabase();

describe('versions of a saved result', () => {
  const testApp = useTestApp({ RATE_LIMIT_MAX: '0' });
  let app: FastifyInstance;
  beforeAll(() => {
    app = testApp.app;
  });

  /** A browser with a generated deck, and helpers for its document. */
  async function deckTab() {
    const tab = browser(app);
    const { done } = await tab.generate('pitch-deck', deckInputs);
    const id = done.data.saved!.id as string;
    return {
      tab,
      id,
      put: (version: number, result: unknown) => tab.request('PUT', `/api/documents/${id}`, { version, result }),
      versions: async () => (await tab.request('GET', `/api/documents/${id}/versions`)).json().versions,
    };
  }

  /** A browser with a generated model, and helpers to save an edit of one assumption made on version 1. */
  async function modelTab() {
    const tab = browser(app);
    const { done } = await tab.generate('financials', {
      pricingModel: 'Subscription',
      customerType: 'B2C - Consumer',
      costs: 'Salaries, Office rent',
    });
    const model = done.data.result as FinancialModel;
    const id = done.data.saved!.id as string;
    /** The model's edit with one scalar assumption set, as the screen saves it. */
    const edit = (key: 'monthlyPricePerCustomer' | 'monthlyChurnPercent', value: number) => ({
      assumptions: { ...model.assumptions, [key]: { ...model.assumptions[key], value } },
      proposal: model.proposal,
      scenarios: model.scenarios,
    });
    const put = (body: unknown) => tab.request('PUT', `/api/documents/${id}`, { version: 1, result: body });
    return { tab, id, model, edit, put };
  }

  it('lists the generated version, then one per saved edit, newest first, with what changed by slide', async () => {
    const { put, versions } = await deckTab();
    expect(await versions()).toEqual([{ version: 1, madeBy: 'generated', createdAt: expect.any(String), changes: [] }]);

    expect((await put(1, retitled(generated, 1, 'The Pain'))).json()).toMatchObject({ version: 2 });
    const moved = retitled(generated, 1, 'The Pain');
    moved.slides.push({ title: 'Appendix', content: 'More', notes: '' });
    expect((await put(2, moved)).json()).toMatchObject({ version: 3 });

    const listed = await versions();
    expect(listed.map((entry: { version: number; madeBy: string }) => [entry.version, entry.madeBy])).toEqual([
      [3, 'edited'],
      [2, 'edited'],
      [1, 'generated'],
    ]);
    expect(listed[1].changes).toEqual([{ kind: 'changed', part: 'Slide 2: The Pain' }]);
    expect(listed[0].changes).toEqual([{ kind: 'added', part: 'Slide 11: Appendix' }]);
  });

  it('lists a long history a page at a time, each page’s oldest compared with the version before it', async () => {
    const { tab, id, put } = await deckTab();
    const edits = VERSIONS_PAGE + 2;
    for (let at = 1; at <= edits; at++)
      expect((await put(at, retitled(generated, 0, `Edit ${at}`))).statusCode).toBe(200);
    const page = async (query: string) => (await tab.request('GET', `/api/documents/${id}/versions${query}`)).json();
    const numbers = (listed: { versions: { version: number }[] }) => listed.versions.map((entry) => entry.version);

    const newest = await page('');
    expect(numbers(newest)).toEqual(Array.from({ length: VERSIONS_PAGE }, (_, at) => edits + 1 - at));
    expect(newest.more).toBe(true);
    // The page's oldest (version 4) against version 3, which the next page lists.
    expect(newest.versions.at(-1).changes).toEqual([{ kind: 'changed', part: 'Slide 1: Edit 3' }]);
    const earlier = await page(`?before=${newest.versions.at(-1).version}`);
    expect(numbers(earlier)).toEqual([3, 2, 1]);
    expect(earlier.more).toBe(false);
    expect(earlier.versions.at(-1)).toMatchObject({ version: 1, madeBy: 'generated', changes: [] });
    expect((await tab.request('GET', `/api/documents/${id}/versions?before=0`)).statusCode).toBe(400);
  });

  it('keeps no version of a save that changed nothing', async () => {
    const { put, versions } = await deckTab();
    const unchanged = await put(1, generated);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ version: 1, result: generated });
    expect(await versions()).toHaveLength(1);
    expect((await put(1, retitled(generated, 0, 'Changed'))).json()).toMatchObject({ version: 2 });
  });

  it('restores an earlier version as a new one, keeping every version', async () => {
    const { tab, id, put, versions } = await deckTab();
    // History's list says how the newest version was made.
    const listed = async () => (await tab.request('GET', '/api/tools/pitch-deck/documents')).json().documents[0];
    expect(await listed()).toMatchObject({ version: 1, madeBy: 'generated' });
    expect((await put(1, retitled(generated, 0, 'Edited'))).json()).toMatchObject({ version: 2, madeBy: 'edited' });
    expect(await listed()).toMatchObject({ version: 2, madeBy: 'edited' });
    const restored = await tab.request('POST', `/api/documents/${id}/versions/1/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ version: 3, result: generated, madeBy: 'restored' });
    expect(await listed()).toMatchObject({ version: 3, madeBy: 'restored' });
    expect((await tab.request('GET', `/api/documents/${id}`)).json().result).toEqual(generated);
    const [newest, ...rest] = await versions();
    expect(newest).toMatchObject({ version: 3, madeBy: 'restored', restoredFrom: 1 });
    expect(rest.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect((await tab.request('POST', `/api/documents/${id}/versions/9/restore`)).statusCode).toBe(404);
    // Another browser's document is no one's here.
    expect((await browser(app).request('GET', `/api/documents/${id}/versions`)).statusCode).toBe(404);
  });

  it('opens a result restored from History from then on: its screen, the Venture screen, the facts, what a new result builds on', async () => {
    const { tab, id: first, edit, put } = await modelTab();
    expect((await put(edit('monthlyPricePerCustomer', 321))).json()).toMatchObject({ version: 2 });
    const made = async (inputs: Record<string, string>) => (await tab.generate('financials', inputs)).done.data.saved!;
    const second = await made({ pricingModel: 'SaaS', customerType: 'B2B - Small Business', costs: 'Salaries' });
    const opened = async () => (await tab.request('GET', '/api/tools/financials/documents')).json();
    expect((await opened()).latest.id).toBe(second.id);

    // Restore of the first model's generated version: it is the model from now on, wherever it is read.
    expect((await tab.request('POST', `/api/documents/${first}/versions/1/restore`)).statusCode).toBe(200);
    const tool = await opened();
    expect(tool.latest).toMatchObject({ id: first, version: 3, madeBy: 'restored' });
    // History still lists them as they were made, newest first.
    expect(tool.documents.map((document: { id: string }) => document.id)).toEqual([second.id, first]);
    const venture = (await tab.request('GET', `/api/ventures/${second.ventureId}/facts`)).json<VentureOverview>();
    expect(venture.documents).toEqual([expect.objectContaining({ tool: 'financials', id: first })]);
    expect(venture.facts.find((fact) => fact.id === 'price')).toMatchObject({
      value: tool.latest.result.assumptions.monthlyPricePerCustomer.value,
      source: { kind: 'tool', tool: 'financials', documentId: first },
    });
    const deck = (await tab.generate('pitch-deck', deckInputs)).done.data.builtOn as BuiltOn[];
    expect(deck.find((source) => source.tool === 'financials')).toMatchObject({ documentId: first });

    // A new result is chosen as it is made; deleting it goes back to the one chosen before, not the newest made.
    const third = await made({ pricingModel: 'Freemium', customerType: 'B2C - Consumer', costs: 'Servers' });
    expect((await opened()).latest.id).toBe(third.id);
    expect((await tab.request('DELETE', `/api/documents/${third.id}`)).statusCode).toBe(204);
    expect((await opened()).latest.id).toBe(first);
    // A saved edit chooses its result too; a save that changed nothing does not.
    const model = (await tab.request('GET', `/api/documents/${second.id}`)).json().result as FinancialModel;
    const save = (result: unknown) => tab.request('PUT', `/api/documents/${second.id}`, { version: 1, result });
    expect((await save(model)).statusCode).toBe(200);
    expect((await opened()).latest.id).toBe(first);
    const price = { ...model.assumptions.monthlyPricePerCustomer, value: 222 };
    const raised = {
      assumptions: { ...model.assumptions, monthlyPricePerCustomer: price },
      proposal: model.proposal,
      scenarios: model.scenarios,
    };
    expect((await save(raised)).statusCode).toBe(200);
    expect((await opened()).latest.id).toBe(second.id);
  });

  it('keeps the result each tool opens on through export and import', async () => {
    const { tab, id: first, edit, put } = await modelTab();
    await put(edit('monthlyPricePerCustomer', 321));
    await tab.generate('financials', { pricingModel: 'SaaS', customerType: 'B2B - Small Business', costs: 'Salaries' });
    await tab.request('POST', `/api/documents/${first}/versions/1/restore`);
    const file = (await tab.request('GET', '/api/workspace/export')).json();
    const bob = browser(app);
    expect((await bob.request('POST', '/api/workspace/import', file)).statusCode).toBe(200);
    const imported = (await bob.request('GET', '/api/tools/financials/documents')).json();
    expect(imported.documents).toHaveLength(2);
    expect(imported.latest).toMatchObject({ version: 3, madeBy: 'restored' });
    expect(imported.latest.result.assumptions.monthlyPricePerCustomer.value).not.toBe(321);
    expect(imported.latest.inputs.pricingModel).toBe('Subscription');
  });

  it('keeps both tabs’ edits to different slides, answering the second with the merged deck', async () => {
    const { tab, id, put, versions } = await deckTab();
    expect((await put(1, retitled(generated, 1, 'First tab'))).statusCode).toBe(200);
    const second = await put(1, retitled(generated, 5, 'Second tab'));
    expect(second.statusCode).toBe(200);
    const both = retitled(retitled(generated, 1, 'First tab'), 5, 'Second tab');
    expect(second.json()).toMatchObject({ version: 3, merged: true, result: both });
    expect((await tab.request('GET', `/api/documents/${id}`)).json().result).toEqual(both);
    expect((await versions())[0].changes).toEqual([{ kind: 'changed', part: 'Slide 6: Second tab' }]);
  });

  it('keeps two tabs’ changes to different assumptions of a model, its figures computed from both', async () => {
    const { tab, id, edit, put } = await modelTab();
    expect((await put(edit('monthlyPricePerCustomer', 321))).statusCode).toBe(200);
    const second = await put(edit('monthlyChurnPercent', 4));
    expect(second.statusCode).toBe(200);
    const merged = second.json();
    expect(merged).toMatchObject({ version: 3, merged: true });
    expect(merged.result.assumptions.monthlyPricePerCustomer.value).toBe(321);
    expect(merged.result.assumptions.monthlyChurnPercent.value).toBe(4);
    const both = {
      ...edit('monthlyChurnPercent', 4).assumptions,
      monthlyPricePerCustomer: merged.result.assumptions.monthlyPricePerCustomer,
    };
    expect(merged.result).toEqual(modelFromEdit({ ...edit('monthlyChurnPercent', 4), assumptions: both }));
    const listed = (await tab.request('GET', `/api/documents/${id}/versions`)).json().versions;
    expect(listed[0].changes).toEqual([{ kind: 'changed', part: 'Monthly churn' }]);
    expect(listed[1].changes).toEqual([{ kind: 'changed', part: 'Price per customer' }]);

    const refused = await put(edit('monthlyPricePerCustomer', 99));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts).toEqual([
      { path: ['assumptions', 'monthlyPricePerCustomer'], name: 'Price per customer' },
    ]);
  });

  it('merges onto a model whose first version was stored in an older shape, as today’s schema reads it', async () => {
    const { tab, id, model, edit, put } = await modelTab();
    // Saved before the runway: no cash and funding, no currency (today's schema reads them as none and USD).
    expect(model.assumptions.currency).toBe('USD');
    expect(model.assumptions.funding.startingCash).toBe(0);
    await testApp.database.query(
      `update document_versions set result = result #- '{assumptions,funding}' #- '{assumptions,currency}'
        where document_id = $1 and version = 1`,
      [id],
    );
    expect((await put(edit('monthlyPricePerCustomer', 321))).statusCode).toBe(200);
    const second = await put(edit('monthlyChurnPercent', 4));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ version: 3, merged: true });
    const listed = (await tab.request('GET', `/api/documents/${id}/versions`)).json().versions;
    expect(listed[1].changes).toEqual([{ kind: 'changed', part: 'Price per customer' }]);
  });

  it('refuses an edit of the slide a newer version changed, with the newest and the slide named', async () => {
    const { put } = await deckTab();
    await put(1, retitled(generated, 3, 'First tab'));
    const refused = await put(1, retitled(generated, 3, 'Second tab'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      current: { version: 2, result: retitled(generated, 3, 'First tab') },
      // The conflict named as the other tab saved it; the refused edit as it was written.
      conflicts: [{ path: ['slides', 3], name: 'Slide 4: First tab' }],
      yours: [{ path: ['slides', 3], name: 'Slide 4: Second tab' }],
    });
    // A version the server never had is refused as stale, not merged.
    expect((await put(7, generated)).statusCode).toBe(409);
  });

  it('refuses to merge by place when the other tab added a slide, naming the whole result', async () => {
    const { put } = await deckTab();
    await put(1, { slides: [...generated.slides, { title: 'Appendix', content: '', notes: '' }] });
    const refused = await put(1, retitled(generated, 0, 'Mine'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().conflicts).toEqual([{ path: [], name: 'The whole result' }]);
    expect(refused.json().yours).toEqual([{ path: ['slides', 0], name: 'Slide 1: Mine' }]);
  });

  it('carries versions through export and import, and still imports a file without them', async () => {
    const { tab, put } = await deckTab();
    await put(1, retitled(generated, 2, 'Edited once'));
    const file = (await tab.request('GET', '/api/workspace/export')).json();
    const document = file.ventures.at(-1).documents.at(-1);
    expect(
      document.versions.map((entry: { version: number; madeBy: string }) => [entry.version, entry.madeBy]),
    ).toEqual([
      [1, 'generated'],
      [2, 'edited'],
    ]);

    const bob = browser(app);
    expect((await bob.request('POST', '/api/workspace/import', file)).statusCode).toBe(200);
    const imported = (await bob.request('GET', '/api/tools/pitch-deck/documents')).json().latest;
    const history = (await bob.request('GET', `/api/documents/${imported.id}/versions`)).json().versions;
    expect(history.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect((await bob.request('POST', `/api/documents/${imported.id}/versions/1/restore`)).json().result).toEqual(
      generated,
    );

    const carol = browser(app);
    const older = structuredClone(file);
    for (const venture of older.ventures) for (const saved of venture.documents) delete saved.versions;
    expect((await carol.request('POST', '/api/workspace/import', older)).statusCode).toBe(200);
    const latest = (await carol.request('GET', '/api/tools/pitch-deck/documents')).json().latest;
    expect((await carol.request('GET', `/api/documents/${latest.id}/versions`)).json().versions).toEqual([
      { version: 2, madeBy: 'edited', createdAt: expect.any(String), changes: [] },
    ]);

    const dave = browser(app);
    const broken = structuredClone(file);
    broken.ventures.at(-1).documents.at(-1).versions[0].result = { slides: [] };
    const refused = await dave.request('POST', '/api/workspace/import', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/versions\.0/);
    expect((await dave.request('GET', '/api/workspace')).json().ventures).toEqual([]);
  });
});
