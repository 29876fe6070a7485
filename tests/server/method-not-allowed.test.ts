/** A wrong method on an API route says so (405 with Allow); an unknown path stays 404. Through a real socket. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { memoryDatabase } from '../support/test-database';

const database = memoryDatabase();
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  app = await buildApp({ database, config: loadConfig({}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('wrong methods on the API', () => {
  it.each([
    ['GET', '/api/generate/ideas', 'POST'],
    ['PUT', '/api/generate/pitch-deck', 'POST'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/documents/abc', 'DELETE, GET, HEAD, PUT'],
    ['POST', '/api/workspace/export', 'GET, HEAD'],
    ['GET', '/api/workspace/import', 'POST'],
  ])('%s %s gets 405 with Allow: %s', async (method, path, allow) => {
    const response = await fetch(base + path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(((await response.json()) as { error: string }).error).toContain(`Method ${method} is not allowed`);
  });

  it('keeps 404 for a path the API does not have, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${base}/api/nothing/here`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
    }
  });
});
