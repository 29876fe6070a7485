/**
 * Bad input is a 400 with a sentence, never a 500 from the database: a NUL (%00) in any path
 * parameter or query of the contract (PostgreSQL's text cannot hold it), and a date that does not
 * exist (PostgreSQL refuses 30 February where `Date.parse` rolls it into March).
 */
import { describe, expect, it } from 'vitest';
import { contract, type Endpoint } from '@/core/api/contract';
import { NUL_REFUSED } from '@/server/routes/serve';
import { browser } from '../support/server/browser';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({ RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', EXPORT_RATE_LIMIT_MAX: '0' });
const deckInputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' };
const sameOrigin = { origin: 'http://localhost', host: 'localhost' };

/** The names of an endpoint's path parameters, in order. */
const paramsOf = (endpoint: Endpoint) => [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
/** The names its query takes, from the contract's schema. */
const queryOf = (endpoint: Endpoint) =>
  Object.keys((endpoint.query as { _zod?: { def?: { shape?: object } } } | undefined)?._zod?.def?.shape ?? {});

/** A value each parameter could really have: a founder's own ids, a tool, a format. */
function validValues(ids: { venture: string; document: string }): Record<string, string> {
  return { id: ids.document, tool: 'pitch-deck', format: 'pdf', fact: 'price', version: '1', venture: ids.venture };
}

describe('a NUL in the path or query', () => {
  it('is a 400 with its sentence at every path parameter and query of the contract, before anything is read', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
    const document = (await founder.generate('pitch-deck', deckInputs, venture.id)).done.data.saved!.id;
    const values = validValues({ venture: venture.id, document });
    const endpoints = Object.entries(contract) as [string, Endpoint][];
    const cases: { name: string; url: string; endpoint: Endpoint }[] = [];
    for (const [name, endpoint] of endpoints) {
      const params = paramsOf(endpoint);
      const fill = (nul: string) =>
        endpoint.path.replace(/:([A-Za-z]+)/g, (_, param: string) =>
          param === nul ? `${values[param]}%00` : encodeURIComponent(values[param]!),
        );
      for (const param of params) cases.push({ name: `${name} :${param}`, url: fill(param), endpoint });
      for (const key of queryOf(endpoint))
        cases.push({ name: `${name} ?${key}`, url: `${fill('')}?${key}=${values[key] ?? 'x'}%00`, endpoint });
    }
    // Every endpoint that takes a parameter or a query is covered.
    expect(cases.length).toBeGreaterThanOrEqual(
      endpoints.filter(([, endpoint]) => paramsOf(endpoint).length + queryOf(endpoint).length > 0).length,
    );
    server.database.reset();
    for (const { name, url, endpoint } of cases) {
      const response = await founder.request(
        endpoint.method,
        url,
        endpoint.method === 'GET' ? undefined : {},
        sameOrigin,
      );
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json(), name).toEqual({ error: NUL_REFUSED });
    }
    expect(server.database.statements).toEqual([]);
  });

  it('leaves the same requests without it answered as before', async () => {
    const founder = browser(server.app);
    const venture = (await founder.request('POST', '/api/ventures', { name: 'Harvest Table' })).json<{ id: string }>();
    expect((await founder.request('GET', `/api/ventures/${venture.id}/facts`)).statusCode).toBe(200);
    expect((await founder.request('GET', `/api/tools/pitch-deck/documents?venture=${venture.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('a date that does not exist', () => {
  it('is a 400 with a sentence for a share link’s expiry, as PostgreSQL would refuse it', async () => {
    const founder = browser(server.app);
    const document = (await founder.generate('pitch-deck', deckInputs)).done.data.saved!.id;
    for (const expiresAt of ['2024-02-30T00:00:00Z', '2023-02-29T12:00:00Z', '2026-04-31T23:59:59.999Z']) {
      const response = await founder.request('POST', `/api/documents/${document}/share-links`, { expiresAt });
      expect(response.statusCode, expiresAt).toBe(400);
      expect(response.json().error).toBe('expiresAt: must be a date and time that exists (2026-12-31T23:59:59Z)');
    }
    const leapDay = await founder.request('POST', `/api/documents/${document}/share-links`, {
      expiresAt: '2096-02-29T23:59:59.999Z',
    });
    expect(leapDay.statusCode).toBe(201);
    expect(leapDay.json().link.expiresAt).toBe('2096-02-29T23:59:59.999Z');
  });

  it('is a 400 for an export’s day', async () => {
    const founder = browser(server.app);
    const { done } = await founder.generate('pitch-deck', deckInputs);
    const result = (await founder.request('GET', `/api/documents/${done.data.saved!.id}`)).json().result;
    const response = await founder.request('POST', '/api/exports/pitch-deck/pptx', { result, date: '2024-02-30' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^date: /);
  });
});
