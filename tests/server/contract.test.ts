import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { contract, type Endpoint } from '@/core/api/contract';
import { ideas } from '@/core/tools/ideas';
import { pitchDeck } from '@/core/tools/pitch-deck';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const served = useTestApp({ RATE_LIMIT_MAX: '0' });
const ideaInputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };
const deckInputs = { businessName: 'PawPantry', businessDescription: 'Fresh pet food by subscription.' };

/** Checks an answer against the contract's schema for it, naming the endpoint when it does not fit. */
function fits(endpoint: Endpoint, status: number, body: string) {
  expect(status, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.status ?? 200);
  if (typeof endpoint.response !== 'string') {
    const parsed = z.safeParse(endpoint.response, JSON.parse(body));
    expect(parsed.success, `${endpoint.method} ${endpoint.path}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
  }
}

describe('the API contract (core/api/contract.ts)', () => {
  it('lists every API route the server has, and the server has every route it lists', async () => {
    const routes = new Set<string>();
    for (const endpoint of Object.values(contract) as Endpoint[])
      expect(
        served.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(true);
    // Every /api route registered is in the contract (HEAD routes Fastify adds for GET aside). The
    // printed tree writes each route under its parent, indented four characters a level.
    const listed = new Set(
      (Object.values(contract) as Endpoint[]).map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    );
    const parents: string[] = [];
    for (const line of served.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const match = /^(.*?)[├└]── (\S+) \(([A-Z, ]+)\)/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      const path = (parents[depth - 1] ?? '') + match[2]!;
      parents[depth] = path;
      if (!path.startsWith('/api/')) continue;
      for (const method of match[3]!.split(', ').filter((each) => each !== 'HEAD')) routes.add(`${method} ${path}`);
    }
    expect(routes.size).toBeGreaterThanOrEqual(listed.size);
    expect([...routes].filter((route) => !listed.has(route))).toEqual([]);
  });

  it('answers each JSON endpoint in the shape and with the status the contract gives', async () => {
    const alice = browser(served.app);
    const check = async (endpoint: Endpoint, url: string, payload?: unknown) => {
      const response = await alice.request(endpoint.method, url, payload);
      fits(endpoint, response.statusCode, response.body);
      return response.statusCode === 204 ? undefined : response.json();
    };
    await check(contract.health, '/api/health');
    await check(contract.workspace, '/api/workspace');
    const venture = await check(contract.createVenture, '/api/ventures', { name: 'PawPantry' });
    await check(contract.updateVenture, `/api/ventures/${venture.id}`, { name: 'PawPantry', region: 'Lisbon' });
    await check(contract.switchVenture, '/api/workspace/current', { ventureId: venture.id });
    const { done } = await alice.generate('pitch-deck', deckInputs);
    const id = done.data.saved!.id;
    await check(contract.toolDocuments, '/api/tools/pitch-deck/documents');
    await check(contract.document, `/api/documents/${id}`);
    await check(contract.updateDocument, `/api/documents/${id}`, { version: 1, result: pitchDeck.offline(deckInputs) });
    const shared = await check(contract.createShareLink, `/api/documents/${id}/share-links`, { label: 'Seed' });
    await check(contract.shareLinks, `/api/documents/${id}/share-links`);
    await check(contract.shareLinkAnalytics, `/api/share-links/${shared.link.id}/analytics`);
    await check(contract.revokeShareLink, `/api/share-links/${shared.link.id}`);
    const idea = await check(contract.saveIdea, '/api/ideas', { idea: ideas.offline(ideaInputs).ideas[0] });
    await check(contract.savedIdeas, '/api/ideas');
    await check(contract.removeIdea, `/api/ideas/${idea.id}`);
    const file = (await alice.request('GET', contract.exportWorkspace.path)).json();
    await check(contract.importWorkspace, '/api/workspace/import', file);
    await check(contract.deleteDocument, `/api/documents/${id}`);
    const ideasId = (await alice.generate('ideas', ideaInputs)).done.data.saved!.id;
    const { venture: ideaVenture } = await check(contract.useIdea, `/api/documents/${ideasId}/use-idea`, {
      name: 'LedgerLoop',
      description: 'Tax set-asides for freelancers.',
    });
    await check(contract.deleteVenture, `/api/ventures/${ideaVenture.id}`);
    await check(contract.deleteWorkspace, '/api/workspace');
  });

  it('refuses a body the contract’s schema refuses with a 400 of one sentence, on every route alike', async () => {
    const alice = browser(served.app);
    for (const [method, url, payload] of [
      ['POST', '/api/ventures', { name: '' }],
      ['PUT', '/api/workspace/current', { ventureId: 7 }],
      ['POST', '/api/ideas', { idea: { name: 'x' } }],
      ['POST', '/api/documents/any/share-links', { passcode: 'abc' }],
      ['POST', '/api/documents/any/share-links', { expiresAt: 'tomorrow' }],
      ['GET', '/api/tools/horoscope/documents', undefined],
    ] as const) {
      const response = await alice.request(method, url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json()), url).toEqual(['error']);
      expect(response.json().error, url).toMatch(/^[\w.]+: /);
    }
  });
});
