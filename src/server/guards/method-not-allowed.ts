import type { FastifyInstance } from 'fastify';
import { escapeRegExp } from '@/core/escape-reg-exp';

/**
 * Watches the routes registered under `prefix` and answers which methods a path has, so that a
 * wrong method on an API route gets 405 with `Allow` (RFC 9110 §12.5.6) rather than 404, which
 * would tell a client the resource does not exist. Call before any route is registered.
 */
export function watchMethods(app: FastifyInstance, prefix: string): (path: string) => string[] {
  const routes: { pattern: RegExp; methods: string[] }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix)) return;
    const segments = route.url.split('/').map((segment) => {
      if (segment.startsWith(':')) return '[^/]+';
      if (segment === '*') return '.*';
      return escapeRegExp(segment);
    });
    routes.push({ pattern: new RegExp(`^${segments.join('/')}$`), methods: [route.method].flat() });
  });
  return (path) =>
    [...new Set(routes.filter((route) => route.pattern.test(path)).flatMap((route) => route.methods))].sort();
}
