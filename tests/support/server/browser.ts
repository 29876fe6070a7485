import type { FastifyInstance } from 'fastify';
import { parseEvents } from './sse';

/** A browser: keeps the workspace cookie the server gives it, and sends it back. */
export function browser(app: FastifyInstance) {
  let cookie = '';
  const request = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    const set = response.headers['set-cookie'];
    if (typeof set === 'string') cookie = set.split(';')[0]!.endsWith('=') ? '' : set.split(';')[0]!;
    return response;
  };
  return {
    request,
    get cookie() {
      return cookie;
    },
    generate: async (tool: string, inputs: object, ventureId?: string) => {
      const response = await request('POST', `/api/generate/${tool}`, { inputs, ...(ventureId ? { ventureId } : {}) });
      return {
        response,
        done: (response.statusCode === 200
          ? parseEvents(response.body).at(-1)
          : { event: 'refused', data: response.json() }) as {
          event: string;
          data: Record<string, unknown> & { saved?: { id: string; ventureId: string; version: number } };
        },
      };
    },
  };
}
