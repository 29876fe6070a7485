import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { tools } from '@/core/tools/listings';
import type { Config } from './config';
import { providerFor, type Provider } from './providers';
import { generateRoutes } from './routes/generate';

/** Largest request body accepted; a generation request is a few short fields. */
export const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  config: Config;
  /** Defaults to the provider the configuration asks for. */
  provider?: Provider;
  /** The built web app (dist/web); without it only the API is served. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP app without listening: main.ts starts it, tests inject requests into it. */
export async function buildApp({ config, provider = providerFor(config), staticDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: BODY_LIMIT });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Client errors say what was wrong; server errors never show internals.
    return reply.code(status).send({ error: status >= 500 ? 'Internal Server Error' : error.message });
  });

  app.get('/api/health', async () => ({ status: 'ok', provider: provider.name, model: provider.model }));
  await app.register(generateRoutes, { provider });

  // The landing footer links to short tool paths (spec §2); send them to the real screens.
  for (const tool of tools) {
    app.get(`/${tool.route}`, async (_request, reply) => reply.redirect(`/dashboard/${tool.route}`, 301));
  }

  const hasWebApp = staticDir !== undefined && existsSync(join(staticDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      setHeaders(res, path) {
        // Vite puts content hashes in asset names, so they never change; index.html always must be fresh.
        res.setHeader('cache-control', path.includes(`${join('assets', '')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing script or image must stay a 404: answering it with the page breaks the browser's module loading.
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
    // Client routes (and unknown paths, which the app shows as its 404 page) all get the app.
    if (hasWebApp && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ error: `Not found: ${request.method} ${path}` });
  });

  return app;
}
