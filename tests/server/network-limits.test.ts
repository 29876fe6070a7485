import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { RenderPool, type Reservation } from '@/server/exports/render-pool';
import { offlineResult } from '../support/fixtures';
import { useTestApp } from '../support/server/test-app';

/** A raw connection to the test app, and a promise of everything it received until it closed. */
function open(url: string): { socket: Socket; received: Promise<string>; connected: Promise<void> } {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  const received = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  const connected = new Promise<void>((resolve) => socket.on('connect', resolve));
  socket.on('error', () => undefined);
  return { socket, received, connected };
}

describe('a stalled upload', () => {
  const served = useTestApp({ REQUEST_TIMEOUT: '1s', RATE_LIMIT_MAX: '0' }, { listen: true });

  it('is answered 408 and closed once REQUEST_TIMEOUT passes, freeing what it sent', async () => {
    const { socket, received, connected } = open(served.url);
    await connected;
    socket.write(
      'POST /api/workspace/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n{"pad":"',
    );
    socket.write('x'.repeat(500_000));
    // Then silence: the server ends it without any help from us.
    expect(await received).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('connections per client', () => {
  const served = useTestApp({ MAX_CONNECTIONS_PER_CLIENT: '3', RATE_LIMIT_MAX: '0' }, { listen: true });

  it('closes a connection past MAX_CONNECTIONS_PER_CLIENT at once, and takes new ones when others close', async () => {
    const held = [open(served.url), open(served.url), open(served.url)];
    await Promise.all(held.map((each) => each.connected));
    // Each held connection has been seen by the server: it answers a request on it.
    for (const each of held) {
      const answer = new Promise((resolve) => each.socket.once('data', resolve));
      each.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await answer;
    }
    const extra = open(served.url);
    expect(await extra.received).toBe('');

    const [first] = held;
    first!.socket.destroy();
    await first!.received;
    // The server counts the close on its side too; a new connection is taken once it has.
    for (;;) {
      const next = open(served.url);
      await next.connected;
      const answered = new Promise<boolean>((resolve) => {
        next.socket.once('data', () => resolve(true));
        next.socket.once('close', () => resolve(false));
      });
      next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
      if (await answered) break;
    }
    for (const each of held.slice(1)) each.socket.destroy();
  });
});

/** A pool whose renders wait until `release` is called: the server's work takes as long as a test needs. */
class HeldRenderPool extends RenderPool {
  release: () => void = () => undefined;
  readonly #released = new Promise<void>((resolve) => (this.release = resolve));
  override reserve(): Reservation | undefined {
    const place = super.reserve();
    return (
      place && {
        render: async (request, note) => {
          await this.#released;
          return place.render(request, note);
        },
        release: place.release,
      }
    );
  }
}

describe('IDLE_TIMEOUT', () => {
  const standIn = new URL('../support/server/stand-in-render-worker.ts', import.meta.url);
  const pool = new HeldRenderPool({ workers: 1, workerUrl: standIn });
  const served = useTestApp(
    { IDLE_TIMEOUT: '300ms', SSE_HEARTBEAT_MS: '100ms', RATE_LIMIT_MAX: '0' },
    { listen: true, renderPool: pool },
  );

  // On a machine at load 20, a first large deck took over 30 s to draw, and the client got
  // "other side closed" instead of its file (tests/server/exports-threads.test.ts).
  it('does not close a connection while the server is still working out its answer', async () => {
    // The render is held until the connection's idle timer has fired at least once.
    served.app.server.once('connection', (socket) => socket.once('timeout', () => pool.release()));
    const response = await fetch(`${served.url}/api/exports/pitch-deck/pptx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ result: offlineResult('pitch-deck') }),
    });
    expect(response.status).toBe(200);
    // The stand-in's "file" is the request it drew.
    expect(JSON.parse(await response.text())).toMatchObject({ kind: 'file', format: 'pptx' });
  });

  it('still closes a connection whose client goes silent in the middle of its request', async () => {
    const { socket, received, connected } = open(served.url);
    await connected;
    socket.write(
      'POST /api/workspace/import HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"pad":"',
    );
    // REQUEST_TIMEOUT is a minute: only the idle timer ends this, with no answer.
    expect(await received).toBe('');
  });
});
