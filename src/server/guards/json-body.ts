import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cleanJson, ForbiddenKey } from '@/core/text/clean';

/** A client error the body parser raises: a status and a sentence fit to show. */
function bodyError(statusCode: number, message: string) {
  return Object.assign(new Error(message), { statusCode });
}

const KB = 1024;
/** "64 KB", "20 MB": a body limit as a founder reads it. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * KB ? `${Math.round(bytes / (1024 * KB))} MB` : `${Math.round(bytes / KB)} KB`;

/** What a 413 says: the limit of the route that refused, so the message is true for each route. */
export function tooLargeMessage(request: FastifyRequest): string {
  return `This request is too large: it may be at most ${sizeText(request.routeOptions.bodyLimit)}.`;
}

/**
 * JSON bodies, parsed once and cleaned where they enter (core/text/clean.ts): control characters
 * that Word and PowerPoint files cannot hold, NUL (which jsonb refuses) and lone surrogates never
 * reach a schema, the database or an export. A `__proto__` key is refused with a 400 that says so.
 * Fastify still enforces each route's body limit while reading.
 */
export function jsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(bodyError(400, 'The request body is empty; it must be JSON.'), undefined);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return done(bodyError(400, 'The request body is not valid JSON.'), undefined);
    }
    try {
      done(null, cleanJson(parsed));
    } catch (error) {
      if (error instanceof ForbiddenKey) return done(bodyError(400, error.message), undefined);
      done(error as Error, undefined);
    }
  });
}
