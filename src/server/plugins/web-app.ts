import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toolPath, tools } from '@/core/tools/listings';
import { PRERENDERED_PAGES } from '@/core/web-build';
import { routePreloads, withPreloads } from './route-preloads';

export interface WebAppOptions {
  /** The built web app (dist/web); without it only the API is served. */
  staticDir: string | undefined;
  /** The methods an API path has, for 405 with Allow. */
  apiMethods: (path: string) => string[];
}

/**
 * The web app's files (precompressed, hashed assets cached for a year, index.html revalidated),
 * the SPA fallback for client routes, the landing footer's short tool paths, and what is left:
 * 405 with Allow for a wrong method on an API route, 404 for anything else.
 */
/** A page of the app, compressed once: its ETag and its body in each encoding. */
interface Page {
  etag: string;
  bodies: Record<'br' | 'gzip' | 'identity', Buffer>;
}

/**
 * Each dashboard page with its screen's chunks preloaded, and the prerendered pages (the landing
 * page), else the app's plain page for their path: built once, revalidated by ETag like index.html.
 * Compressed once here, as the build compresses the other files.
 */
function builtPages(staticDir: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const addPage = (path: string, text: string) => {
    const html = Buffer.from(text);
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    pages.set(path, { etag, bodies: { br: brotliCompressSync(html), gzip: gzipSync(html), identity: html } });
  };
  const index = readFileSync(join(staticDir, 'index.html'), 'utf8');
  for (const [path, files] of routePreloads(staticDir)) addPage(path, withPreloads(index, files));
  for (const [path, file] of Object.entries(PRERENDERED_PAGES)) {
    const prerendered = join(staticDir, file);
    addPage(path, existsSync(prerendered) ? readFileSync(prerendered, 'utf8') : index);
  }
  return pages;
}

/** The page in the best encoding the browser accepts, or 304 when its copy is current. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(page.bodies[encoding]);
}

export const webApp = fp(async (app: FastifyInstance, { staticDir, apiMethods }: WebAppOptions) => {
  // The landing footer links to short tool paths (docs/product.md §2); send them to the real screens.
  for (const tool of tools) {
    app.get(`/${tool.route}`, async (_request, reply) => reply.redirect(toolPath(tool.id), 301));
  }

  const hasWebApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // The .br and .gz files scripts/precompress.mjs wrote, whichever the browser accepts best.
      preCompressed: true,
      // Off, or @fastify/static writes its own default after setHeaders and overwrites ours.
      cacheControl: false,
      // "/" is a page like the others below (the prerendered landing page), not index.html.
      index: false,
      setHeaders(res, path) {
        // Vite puts content hashes in asset names, so they never change; index.html must be revalidated (ETag) every time.
        res.setHeader(
          'cache-control',
          path.includes(join('assets', '')) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The answer depends on Accept-Encoding (a .br, a .gz or the file itself): caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const pages = hasWebApp ? builtPages(staticDir) : new Map<string, Page>();

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing script or image must stay a 404: answering it with the page breaks the browser's module loading.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(path);
    // Client routes (and unknown paths, which the app shows as its 404 page) all get the app.
    const page = isPage ? pages.get(path.replace(/\/+$/, '') || '/') : undefined;
    if (page) return sendPage(request, reply, page);
    if (hasWebApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const allow = path.startsWith('/api/') ? apiMethods(path) : [];
    if (allow.length > 0)
      return reply
        .code(405)
        .header('allow', allow.join(', '))
        .send({ error: `Method ${request.method} is not allowed on ${path}; use ${allow.join(', ')}` });
    return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
  });
});
