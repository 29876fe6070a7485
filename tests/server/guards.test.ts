import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { useMemoryDatabase } from '../support/server/test-database';
import { until } from '../support/until';
import { loadConfig } from '@/server/config';
import type { GenerationRequest, Provider } from '@/server/providers/provider';
import { parseEvents } from '../support/server/sse';

const database = useMemoryDatabase();

const inputs = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };
const body = { inputs };

/** A provider that counts calls and can be held open, standing in for the paid upstream. */
function countingProvider() {
  const state = { calls: 0, release: () => {} };
  let hold = Promise.resolve();
  const provider: Provider = {
    name: 'offline',
    model: 'counting',
    async generate({ tool, input }: GenerationRequest, onText: (text: string) => void) {
      state.calls++;
      await hold;
      onText(JSON.stringify(tool.offline(input as never)));
    },
  };
  const holdOpen = () => {
    hold = new Promise((resolve) => (state.release = resolve));
  };
  return { provider, state, holdOpen };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// Not the shared test app: each test builds its own, with its own limits and provider.
async function appWith(env: Record<string, string>, provider = countingProvider().provider) {
  app = await buildApp({ database, config: loadConfig(env), provider });
  return app;
}

const post = (target: FastifyInstance, headers: Record<string, string> = {}, payload: unknown = body) =>
  target.inject({
    method: 'POST',
    url: '/api/generate/ideas',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('rate limiting', () => {
  it('answers 429 with Retry-After past the limit, without calling the provider', async () => {
    const { provider, state } = countingProvider();
    const target = await appWith({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW: '10m' }, provider);
    for (let i = 0; i < 3; i++) expect((await post(target)).statusCode).toBe(200);
    const refused = await post(target);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(refused.json().error).toBe('Too many generations. Please try again in 10 minutes.');
    expect(state.calls).toBe(3);
  });

  it('counts invalid requests too, so a flood of garbage is limited', async () => {
    const target = await appWith({ RATE_LIMIT_MAX: '2' });
    await post(target, {}, { inputs: {} });
    await post(target, {}, { inputs: {} });
    expect((await post(target)).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For by default, so a forged header does not reset the count', async () => {
    const target = await appWith({ RATE_LIMIT_MAX: '2' });
    await post(target, { 'x-forwarded-for': '203.0.113.1' });
    await post(target, { 'x-forwarded-for': '203.0.113.2' });
    expect((await post(target, { 'x-forwarded-for': '203.0.113.3' })).statusCode).toBe(429);
  });

  it('counts per client address from X-Forwarded-For when TRUST_PROXY says so', async () => {
    const target = await appWith({ RATE_LIMIT_MAX: '1', TRUST_PROXY: 'true' });
    expect((await post(target, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    expect((await post(target, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
    expect((await post(target, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(429);
  });

  it.each([
    ['a hop count', '1'],
    ['the proxy address', '127.0.0.1'],
  ])(
    'counts per client address behind a proxy named by %s (TRUST_PROXY=%s), trusting one hop only',
    async (_, trustProxy) => {
      const target = await appWith({ RATE_LIMIT_MAX: '1', TRUST_PROXY: trustProxy });
      expect((await post(target, { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
      expect((await post(target, { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(200);
      // What the client itself wrote left of the proxy's entry is not trusted.
      expect((await post(target, { 'x-forwarded-for': '198.51.100.9, 203.0.113.1' })).statusCode).toBe(429);
    },
  );

  it('is off with RATE_LIMIT_MAX=0', async () => {
    const target = await appWith({ RATE_LIMIT_MAX: '0' });
    for (let i = 0; i < 5; i++) expect((await post(target)).statusCode).toBe(200);
  });
});

describe('concurrency bound', () => {
  it('answers 503 with Retry-After beyond AI_MAX_CONCURRENCY generations in flight', async () => {
    const { provider, state, holdOpen } = countingProvider();
    holdOpen();
    const target = await appWith({ AI_MAX_CONCURRENCY: '2', RATE_LIMIT_MAX: '0' }, provider);
    const first = post(target);
    const second = post(target);
    // Both are in flight once the provider holds them.
    await until(() => state.calls === 2);
    const third = await post(target);
    expect(third.statusCode).toBe(503);
    expect(third.headers['retry-after']).toBe('5');
    expect(state.calls).toBe(2);
    state.release();
    expect(parseEvents((await first).body).at(-1)?.event).toBe('done');
    expect(parseEvents((await second).body).at(-1)?.event).toBe('done');
    expect((await post(target)).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it.each([
    ['a text/plain body', { 'content-type': 'text/plain' }, 415],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['another Origin', { origin: 'https://evil.example' }, 403],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
  ])('refuses %s and reaches no provider', async (_, headers, status) => {
    const { provider, state } = countingProvider();
    const target = await appWith({}, provider);
    const response = await post(target, headers);
    expect(response.statusCode).toBe(status);
    expect(state.calls).toBe(0);
  });

  it('compares the Origin with X-Forwarded-Host and -Proto only behind a trusted proxy', async () => {
    const proxied = {
      origin: 'https://venturekit.example',
      host: '10.0.0.5:8080',
      'x-forwarded-host': 'venturekit.example',
      'x-forwarded-proto': 'https',
    };
    expect(
      (await post(await appWith({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'venturekit.example' }), proxied)).statusCode,
    ).toBe(200);
    await app?.close();
    expect((await post(await appWith({ ALLOWED_HOSTS: '10.0.0.5,venturekit.example' }), proxied)).statusCode).toBe(403);
    await app?.close();
    // A proxy that does not say the scheme was https: the origin's https is not the request's http.
    const withoutProto = {
      origin: proxied.origin,
      host: proxied.host,
      'x-forwarded-host': proxied['x-forwarded-host'],
    };
    expect(
      (await post(await appWith({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'venturekit.example' }), withoutProto))
        .statusCode,
    ).toBe(403);
  });

  it('accepts JSON from its own origin', async () => {
    const target = await appWith({});
    const response = await post(target, {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['the health check', { method: 'GET', url: '/api/health' }],
    ['a 404', { method: 'GET', url: '/api/missing' }],
    ['a 400', { method: 'POST', url: '/api/generate/ideas', payload: { inputs: {} } }],
    ['an event stream', { method: 'POST', url: '/api/generate/ideas', payload: body }],
  ] as const)('are on %s', async (_, request) => {
    const target = await appWith({});
    const response = await target.inject(request);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeTruthy();
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('answers without calling the provider', async () => {
    const { provider, state } = countingProvider();
    const target = await appWith({}, provider);
    expect((await target.inject('/api/health')).json()).toEqual({
      status: 'ok',
      provider: 'offline',
      model: 'counting',
      database: { kind: 'embedded', up: true },
      mail: false,
    });
    expect(state.calls).toBe(0);
  });
});
