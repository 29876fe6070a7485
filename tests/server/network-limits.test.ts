import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
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
