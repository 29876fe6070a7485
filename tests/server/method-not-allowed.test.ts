/** A wrong method on an API route says so (405 with Allow); an unknown path stays 404. Through a real socket. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/server/test-app';

const server = useTestApp({}, { listen: true });

describe('wrong methods on the API', () => {
  it.each([
    ['GET', '/api/generate/ideas', 'POST'],
    ['PUT', '/api/generate/pitch-deck', 'POST'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['PATCH', '/api/documents/abc', 'DELETE, GET, HEAD, PUT'],
    ['POST', '/api/workspace/export', 'GET, HEAD'],
    ['GET', '/api/workspace/import', 'POST'],
  ])('%s %s gets 405 with Allow: %s', async (method, path, allow) => {
    const response = await fetch(server.url + path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    expect(((await response.json()) as { error: string }).error).toContain(`Method ${method} is not allowed`);
  });

  it('keeps 404 for a path the API does not have, whatever the method', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${server.url}/api/nothing/here`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('allow')).toBeNull();
    }
  });
});
