/**
 * How the built web app and the API travel: precompressed assets in the encoding the browser
 * accepts best, immutable caching for hashed assets, revalidated HTML, compressed JSON, and event
 * streams that are never compressed or held back.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@/core/web-build';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { Provider } from '@/server/providers/provider';
import { useMemoryDatabase } from '../support/server/test-database';
import { useTestApp } from '../support/server/test-app';

const database = useMemoryDatabase();
const staticDir = mkdtempSync(join(tmpdir(), 'venturekit-static-'));
const script = `console.log(${JSON.stringify('venturekit '.repeat(400))});\n`;
const page = `<!doctype html><html><head><title>Venturekit</title></head><body>${'<p>landing</p>'.repeat(200)}</body></html>`;

/** A provider that writes one piece of text, then holds until the test lets it finish. */
function heldProvider() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const provider: Provider = {
    name: 'offline',
    model: 'held',
    async generate(_request, onText) {
      onText('{"ideas":[');
      await held;
      throw new Error('released');
    },
  };
  return { provider, release };
}

const held = heldProvider();
beforeAll(() => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), page);
  writeFileSync(join(staticDir, 'assets', 'app-3f2a1b.js'), script);
  writeFileSync(join(staticDir, 'assets', 'tiny-9c8d7e.js'), 'export {};\n');
  // What Vite's manifest says about the entry and two screens.
  mkdirSync(join(staticDir, '.vite'));
  writeFileSync(
    join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-3f2a1b.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-1a1a1a.js' },
      'src/web/dashboard/dashboard-layout.tsx': { file: 'assets/layout-2b2b2b.js', imports: ['_shared.js'] },
      'src/web/tools/market-research-view.tsx': { file: 'assets/research-3c3c3c.js', imports: ['_tabs.js'] },
      '_tabs.js': { file: 'assets/tabs-4d4d4d.js', imports: ['_shared.js'] },
    }),
  );
  // The build's own step, on this folder.
  execFileSync(process.execPath, ['scripts/precompress.mjs', staticDir]);
});
const testApp = useTestApp({ RATE_LIMIT_MAX: '0' }, { provider: held.provider, staticDir, listen: true });
let app: FastifyInstance;
beforeAll(() => {
  app = testApp.app;
});
// Runs before the test app closes (after-hooks run last-registered first): a held generation would keep it open.
afterAll(() => {
  held.release();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the web app’s files', () => {
  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip, deflate', gunzipSync],
  ] as const)(
    'sends a hashed asset precompressed with %s, cached for a year as immutable',
    async (encoding, accept, decode) => {
      const response = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toBe(script);
      expect(response.rawPayload.length).toBeLessThan(script.length / 5);
    },
  );

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await app.inject({ url: '/assets/app-3f2a1b.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves files too small to gain uncompressed, still immutable', async () => {
    const response = await app.inject({ url: '/assets/tiny-9c8d7e.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('export {};\n');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a dashboard page with its screen’s chunks preloaded, compressed, revalidated by ETag', async () => {
    const response = await app.inject({ url: '/dashboard/market-research', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = gunzipSync(response.rawPayload).toString();
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    // The layout, the screen and what they import; not what the page's own entry already loads.
    expect(preloaded.sort()).toEqual([
      '/assets/layout-2b2b2b.js',
      '/assets/research-3c3c3c.js',
      '/assets/tabs-4d4d4d.js',
    ]);
    expect(html.replace(/<link rel="modulepreload"[^>]*>/g, '')).toBe(page);
    const again = await app.inject({
      url: '/dashboard/market-research',
      headers: { 'if-none-match': String(response.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    // The landing page has nothing to preload.
    expect((await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })).body).toBe(page);
  });

  it.each(['/', '/dashboard/business-plan', '/no/such/page'])(
    'sends %s as HTML to revalidate (no-cache, ETag), compressed, and 304 when unchanged',
    async (url) => {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      // Dashboard pages also carry their screen's modulepreload links (the test above).
      expect(
        brotliDecompressSync(response.rawPayload)
          .toString()
          .replace(/<link rel="modulepreload"[^>]*>/g, ''),
      ).toBe(page);
      const etag = response.headers['etag'];
      expect(etag).toBeTruthy();
      const again = await app.inject({ url, headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
    },
  );
});

describe('a prerendered page', () => {
  it('sends the landing page’s prerendered HTML for "/", compressed and revalidated, and the plain page elsewhere', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venturekit-prerendered-'));
    const plain =
      '<!doctype html><html><head><title>Venturekit</title></head><body><div id="root"></div></body></html>';
    const landing = plain.replace(
      '<div id="root"></div>',
      `<div id="root"><h1>Transform</h1>${'<p>x</p>'.repeat(300)}</div>`,
    );
    writeFileSync(join(dir, 'index.html'), plain);
    writeFileSync(join(dir, PRERENDERED_PAGES['/']!), landing);
    // A second app, on a folder of its own with a prerendered page: the file's serves the other one.
    const prerendered = await buildApp({
      config: loadConfig({ RATE_LIMIT_MAX: '0' }),
      provider: held.provider,
      database,
      staticDir: dir,
    });
    try {
      const home = await prerendered.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-encoding']).toBe('gzip');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(home.rawPayload).toString()).toBe(landing);
      const again = await prerendered.inject({ url: '/', headers: { 'if-none-match': String(home.headers['etag']) } });
      expect(again.statusCode).toBe(304);
      for (const url of ['/dashboard/business-plan', '/no/such/page'])
        expect((await prerendered.inject({ url, headers: { 'accept-encoding': 'identity' } })).body).toBe(plain);
    } finally {
      await prerendered.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the API', () => {
  it('compresses a large JSON answer for a client that accepts it', async () => {
    const file = {
      format: 'venturekit-workspace',
      version: 1,
      exportedAt: new Date().toISOString(),
      ventures: [
        {
          name: 'Harbour Bikes',
          description: 'Bike rentals at ferry terminals. '.repeat(100),
          createdAt: new Date().toISOString(),
          documents: [],
        },
      ],
      savedIdeas: [],
    };
    const imported = await app.inject({ method: 'POST', url: '/api/workspace/import', payload: file });
    expect(imported.statusCode).toBe(200);
    const cookie = String(imported.headers['set-cookie']).split(';')[0]!;
    const exported = await app.inject({
      url: '/api/workspace/export',
      headers: { cookie, 'accept-encoding': 'gzip, br' },
    });
    expect(exported.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(exported.rawPayload).toString()).ventures[0].name).toBe('Harbour Bikes');
    const plain = await app.inject({ url: '/api/workspace/export', headers: { cookie } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().ventures).toHaveLength(1);
  });

  it('never compresses or holds back an event stream: the first event arrives while the model is still writing', async () => {
    const address = app.server.address() as { port: number };
    const first = await new Promise<{ headers: Record<string, unknown>; chunk: string }>((resolve, reject) => {
      const body = JSON.stringify({ inputs: { industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' } });
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: address.port,
          method: 'POST',
          path: '/api/generate/ideas',
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'br, gzip',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.setEncoding('utf8');
          let chunk = '';
          // The first write is the ": accepted" comment; the first event follows while the model still writes.
          response.on('data', (text: string) => {
            chunk += text;
            if (!chunk.includes('event: delta')) return;
            resolve({ headers: response.headers, chunk });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(first.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(first.headers['content-encoding']).toBeUndefined();
    // The provider has not finished (it is held until the test ends), yet its text is here.
    expect(first.chunk).toContain('event: delta');
    expect(first.chunk).toContain('{\\"ideas\\":[');
  });
});
