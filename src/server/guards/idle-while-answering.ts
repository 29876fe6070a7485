import type { FastifyInstance } from 'fastify';

/**
 * IDLE_TIMEOUT bounds a client's silence, not the server's own work. Node's socket timer counts
 * both: an export drawn on a busy machine past IDLE_TIMEOUT had its connection closed with no
 * answer at all (the browser saw a network error, and the file was drawn for nobody). So while a
 * whole request is in hand and its answer not begun, the timer's firing is ignored: the work is
 * bounded by its own limits (the AI's timeouts, the render pool's queue). A request still
 * arriving, an answer the client is not reading, and a connection idle between requests are
 * closed as before.
 */
export function keepConnectionsWhileAnswering(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // Node's http server closes a timed-out socket unless its current response has a listener
    // for 'timeout' (socketOnTimeout): the listener decides instead.
    reply.raw.on('timeout', (socket) => {
      if (!request.raw.complete || reply.raw.headersSent) socket.destroy();
    });
    done();
  });
}
