import type { FastifyInstance } from 'fastify';

/** Host names a server on a loopback address answers to by default, on any port. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** True for an address only this machine can reach. */
export function isLoopback(address: string): boolean {
  return /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(address.trim());
}

/** The host name of a Host header ("Example.com:8080", "[::1]:80"), lower-cased, without its port. */
export function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** Whether `hostname` is one of `allowed`: exact names, or `*.example.com` for any subdomain of it. */
export function hostAllowed(hostname: string | undefined, allowed: readonly string[]): boolean {
  if (!hostname) return false;
  return allowed.some((entry) => {
    const name = entry.toLowerCase();
    return name.startsWith('*.')
      ? hostname.endsWith(name.slice(1)) && hostname.length > name.length - 1
      : hostname === name;
  });
}

/**
 * Answers only requests addressed to a host name the operator allows, before any other work:
 * a page whose own name was rebound to this server's address (DNS rebinding) sends its own name
 * in Host, and gets 421 here, static files included. Behind a trusted proxy, `request.host` is
 * the X-Forwarded-Host the proxy set.
 */
export function allowedHostsOnly(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hostAllowed(hostnameOf(request.host), allowed)) return;
    request.log.warn({ host: request.host }, 'request for a host name that is not allowed');
    return reply
      .code(421)
      .header('connection', 'close')
      .send({ error: 'This server does not answer to that host name.' });
  });
}
