import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Generation costs money, so only the app itself may start one. Browsers mark cross-site requests
 * (Sec-Fetch-Site, Origin); a request from another site is refused before its body is read.
 * Requests without those headers (curl, server-to-server) are not a browser's and pass.
 */
export async function sameOriginOnly(request: FastifyRequest, reply: FastifyReply) {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') {
    return reply.code(403).send({ error: 'Cross-site requests are not allowed' });
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // request.host and request.protocol honour X-Forwarded-Host and -Proto behind a trusted proxy
    // (TRUST_PROXY), where Host is the proxy's upstream name.
    if (!sameOrigin(origin, request.protocol, request.host))
      return reply.code(403).send({ error: 'Cross-site requests are not allowed' });
  }
}

/**
 * Compares origins as browsers do: the scheme, then the host as URLs read it (so "localhost:80"
 * and "http://localhost" agree). An https page is another origin than the same host over http.
 */
function sameOrigin(origin: string, protocol: string, host: string | undefined): boolean {
  try {
    const from = new URL(origin);
    return (
      host !== undefined && from.protocol === `${protocol}:` && from.host === new URL(`${from.protocol}//${host}`).host
    );
  } catch {
    return false;
  }
}

/** A write's first hooks: the app's own pages only, then its rate limit when one is configured. */
export const sameOriginLimited = <Hook>(limit: Hook | undefined) =>
  limit ? [sameOriginOnly, limit] : [sameOriginOnly];
