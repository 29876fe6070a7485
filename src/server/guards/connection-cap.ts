import type { Server } from 'node:http';
import { addressKey } from './address';

/**
 * At most `max` open connections per peer address, an IPv6 one by its /64 (0: no cap): one client cannot hold the
 * server's sockets, and the memory of their half-sent bodies, by opening many. Applied only where
 * the peer is the client (TRUST_PROXY unset); behind a proxy every connection comes from the proxy,
 * which is then the place to cap them.
 */
export function capConnectionsPerClient(server: Server, max: number): void {
  if (max === 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const peer = addressKey(socket.remoteAddress ?? '');
    const count = (open.get(peer) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(peer, count);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
}
