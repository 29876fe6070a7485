/**
 * DNS rebinding: a page on attacker.example that rebinds its name to this server's address sends
 * `Host: attacker.example` (and a matching Origin). The server answers only the names it is
 * reached by, before any other work, on the API and on static files alike. Through a real socket,
 * where Host is whatever the client says.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { hostAllowed, hostnameOf } from '@/server/guards/allowed-hosts';
import type { Provider } from '@/server/providers/provider';
import { useMemoryDatabase } from '../support/server/test-database';

const database = useMemoryDatabase();
const staticDir = mkdtempSync(join(tmpdir(), 'venturekit-hosts-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Venturekit</title>');
writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'export {};');
afterAll(async () => {
  await database.close();
  rmSync(staticDir, { recursive: true, force: true });
});

let calls = 0;
const provider: Provider = {
  name: 'offline',
  model: 'counting',
  async generate(_request, onText) {
    calls++;
    onText('{}');
  },
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

// Not the shared test app: each test serves with its own host settings.
async function serve(env: Record<string, string> = {}) {
  app = await buildApp({ config: loadConfig({ RATE_LIMIT_MAX: '0', ...env }), provider, database, staticDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/** One raw HTTP request with the Host (and other headers) a client chooses. */
function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...headers,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const generation = JSON.stringify({ inputs: { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' } });

describe('the host allow-list', () => {
  it.each([
    ['a generation', 'POST', '/api/generate/ideas', generation],
    ['the workspace', 'GET', '/api/workspace', undefined],
    ['the health check', 'GET', '/api/health', undefined],
    ['the page', 'GET', '/dashboard', undefined],
    ['a static asset', 'GET', '/assets/app-1a2b3c.js', undefined],
  ])('refuses %s addressed to a rebound name with 421, before any work', async (_, method, path, body) => {
    const port = await serve();
    calls = 0;
    const rebound = {
      host: `rebind.attacker.example:${port}`,
      origin: `http://rebind.attacker.example:${port}`,
      'sec-fetch-site': 'same-origin',
    };
    const response = await send(port, method, path, rebound, body);
    expect(response.status).toBe(421);
    expect(response.body).not.toContain('Venturekit</title>');
    expect(response.body).not.toContain('export {}');
    expect(calls).toBe(0);
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])('answers %s on any port by default', async (name) => {
    const port = await serve();
    expect((await send(port, 'GET', '/api/health', { host: `${name}:${port}` })).status).toBe(200);
    expect((await send(port, 'GET', '/assets/app-1a2b3c.js', { host: name })).status).toBe(200);
  });

  it('answers the names ALLOWED_HOSTS lists, subdomains of a *. entry included, and no others', async () => {
    const port = await serve({ ALLOWED_HOSTS: 'app.example.com, *.example.org' });
    expect((await send(port, 'GET', '/api/health', { host: 'App.Example.com' })).status).toBe(200);
    expect((await send(port, 'GET', '/api/health', { host: 'eu.example.org:443' })).status).toBe(200);
    expect((await send(port, 'GET', '/api/health', { host: 'example.org' })).status).toBe(421);
    expect((await send(port, 'GET', '/api/health', { host: 'evilexample.org' })).status).toBe(421);
    expect((await send(port, 'GET', '/api/health', { host: `127.0.0.1:${port}` })).status).toBe(421);
  });

  it('reads X-Forwarded-Host only behind a trusted proxy', async () => {
    let port = await serve({ ALLOWED_HOSTS: 'app.example.com' });
    expect(
      (await send(port, 'GET', '/api/health', { host: 'app.example.com', 'x-forwarded-host': 'attacker.example' }))
        .status,
    ).toBe(200);
    await app?.close();
    port = await serve({ ALLOWED_HOSTS: 'app.example.com', TRUST_PROXY: '127.0.0.1' });
    expect(
      (await send(port, 'GET', '/api/health', { host: '10.0.0.5', 'x-forwarded-host': 'app.example.com' })).status,
    ).toBe(200);
    expect(
      (await send(port, 'GET', '/api/health', { host: 'app.example.com', 'x-forwarded-host': 'attacker.example' }))
        .status,
    ).toBe(421);
  });

  it('reads host names as URLs do', () => {
    expect(hostnameOf('Example.COM:8080')).toBe('example.com');
    expect(hostnameOf('[::1]:80')).toBe('[::1]');
    expect(hostnameOf(undefined)).toBeUndefined();
    expect(hostnameOf('bad host')).toBeUndefined();
    expect(hostAllowed('a.b.example.org', ['*.example.org'])).toBe(true);
    expect(hostAllowed('example.org', ['*.example.org'])).toBe(false);
    expect(hostAllowed(undefined, ['localhost'])).toBe(false);
  });
});
