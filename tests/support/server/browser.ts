import type { FastifyInstance } from 'fastify';
import { parseEvents } from './sse';

/** A browser: keeps the cookies the server gives it (the workspace's, the session's), and sends them back. */
export function browser(app: FastifyInstance, headersForAll: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (set: string | string[] | undefined) => {
    for (const line of set === undefined ? [] : Array.isArray(set) ? set : [set]) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (value === '' || /Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
  };
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
      headers: { ...(jar.size > 0 ? { cookie: cookieHeader() } : {}), ...headersForAll, ...headers },
    });
    keep(response.headers['set-cookie']);
    return response;
  };
  /**
   * Opens an event stream that does not end by itself (GET /api/workspace/events): the status, and
   * the body so far (the first chunk of a stream, or a refusal whole); `close` lets it go.
   */
  const openStream = async (url: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: jar.size > 0 ? { cookie: cookieHeader() } : {},
      payloadAsStream: true,
    });
    const stream = response.stream();
    const first = await new Promise<string>((resolve) => {
      let text = '';
      stream.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (response.statusCode === 200) resolve(text);
      });
      stream.on('end', () => resolve(text));
    });
    return { statusCode: response.statusCode, body: first, close: () => stream.destroy() };
  };
  return {
    request,
    openStream,
    /** Every cookie kept, as the browser sends them: `name=value; name=value`. */
    get cookie() {
      return cookieHeader();
    },
    /** One cookie's value, if kept. */
    cookieNamed: (name: string) => jar.get(name),
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
