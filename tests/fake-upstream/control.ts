/**
 * HTTP control API, so a test in another process (Playwright) can script the fake:
 *   POST /__control/enqueue   JSON array of Behaviours
 *   POST /__control/fallback  one Behaviour
 *   POST /__control/reset
 *   POST /__control/release   lets held streams go on
 *   GET  /__control/requests  recorded requests (control requests are never recorded)
 *   GET  /__control/stats     { closedEarly }: responses the client hung up on before they ended
 */
import type { ServerResponse } from 'node:http';
import type { Behaviour, FakeUpstream } from './fake-upstream';
import { sendEmpty, sendJson } from './wire';

export const CONTROL_PREFIX = '/__control/';

const KINDS = new Set<string>(['stream', 'json', 'error', 'drop', 'stall', 'stream-error', 'flood']);

export function handleControl(
  upstream: FakeUpstream,
  method: string,
  pathname: string,
  raw: string,
  res: ServerResponse,
): void {
  switch (`${method} ${pathname}`) {
    case 'POST /__control/enqueue': {
      const behaviours = parseJson(raw);
      if (!Array.isArray(behaviours) || !behaviours.every(isBehaviour)) {
        return badRequest(res, 'expected a JSON array of behaviours');
      }
      upstream.enqueue(...behaviours);
      return sendEmpty(res, 204);
    }
    case 'POST /__control/fallback': {
      const behaviour = parseJson(raw);
      if (!isBehaviour(behaviour)) return badRequest(res, 'expected a behaviour');
      upstream.setFallback(behaviour);
      return sendEmpty(res, 204);
    }
    case 'POST /__control/reset':
      upstream.reset();
      return sendEmpty(res, 204);
    case 'POST /__control/release':
      upstream.release();
      return sendEmpty(res, 204);
    case 'GET /__control/requests':
      return sendJson(res, 200, upstream.requests);
    case 'GET /__control/stats':
      return sendJson(res, 200, { closedEarly: upstream.closedEarly() });
    default:
      return sendJson(res, 404, { error: `no control route ${method} ${pathname}` });
  }
}

/**
 * A shallow check, enough to turn a typo in a browser test into a 400 here rather
 * than a confusing response later.
 */
function isBehaviour(value: unknown): value is Behaviour {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  if (typeof b.kind !== 'string' || !KINDS.has(b.kind)) return false;
  if (b.kind === 'stream' || b.kind === 'json') return typeof b.content === 'string';
  if (b.kind === 'error') return typeof b.status === 'number';
  if (b.kind === 'stream-error') return typeof b.message === 'string';
  if (b.kind === 'flood') return typeof b.bytes === 'number';
  return true;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

function badRequest(res: ServerResponse, message: string): void {
  sendJson(res, 400, { error: message });
}
